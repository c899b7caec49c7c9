/** Cash routes (being built). */
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";

export const cashRoutes: FastifyPluginAsyncZod = async (_app) => {};
