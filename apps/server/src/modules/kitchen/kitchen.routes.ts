/** Kitchen routes (being built). */
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";

export const kitchenRoutes: FastifyPluginAsyncZod = async (_app) => {};
