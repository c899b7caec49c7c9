/** Tables routes (being built). */
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";

export const tablesRoutes: FastifyPluginAsyncZod = async (_app) => {};
