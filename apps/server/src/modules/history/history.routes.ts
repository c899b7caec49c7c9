/** History routes (being built). */
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";

export const historyRoutes: FastifyPluginAsyncZod = async (_app) => {};
