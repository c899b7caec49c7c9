/** Menu routes (being built). */
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";

export const menuRoutes: FastifyPluginAsyncZod = async (_app) => {};
