/** Orders routes (being built). */
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";

export const ordersRoutes: FastifyPluginAsyncZod = async (_app) => {};
