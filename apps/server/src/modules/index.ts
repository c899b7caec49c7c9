/** Every area's routes, registered under /api by buildApp. */
import type { FastifyPluginAsync } from "fastify";
import { authRoutes } from "./auth/auth.routes.ts";
import { cashRoutes } from "./cash/cash.routes.ts";
import { historyRoutes } from "./history/history.routes.ts";
import { kitchenRoutes } from "./kitchen/kitchen.routes.ts";
import { menuRoutes } from "./menu/menu.routes.ts";
import { ordersRoutes } from "./orders/orders.routes.ts";
import { outletRoutes } from "./outlet/outlet.routes.ts";
import { paymentRoutes } from "./payment/payment.routes.ts";
import { tablesRoutes } from "./tables/tables.routes.ts";

export const routeModules = [
  authRoutes,
  outletRoutes,
  cashRoutes,
  tablesRoutes,
  menuRoutes,
  ordersRoutes,
  kitchenRoutes,
  paymentRoutes,
  historyRoutes,
] as FastifyPluginAsync[];
