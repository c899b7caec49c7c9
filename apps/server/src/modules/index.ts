/** Every area's routes, registered under /api by buildApp, and their contracts (lib/contract.ts). */
import type { FastifyPluginAsync } from "fastify";
import type { RouteContracts } from "../lib/contract.ts";
import { accessContract } from "./access/access.contract.ts";
import { accessRoutes, registerApproveRoute } from "./access/access.routes.ts";
import { adminContract } from "./admin/admin.contract.ts";
import { adminRoutes } from "./admin/admin.routes.ts";
import { adminConfigContract } from "./admin/config.contract.ts";
import { adminConfigRoutes } from "./admin/config.routes.ts";
import { productionAdminContract } from "./admin/production-admin.contract.ts";
import { productionAdminRoutes } from "./admin/production-admin.routes.ts";
import { staffContract } from "./admin/staff.contract.ts";
import { staffRoutes } from "./admin/staff.routes.ts";
import { tablesAdminContract } from "./admin/tables-admin.contract.ts";
import { tablesAdminRoutes } from "./admin/tables-admin.routes.ts";
import { authContract } from "./auth/auth.contract.ts";
import { authRoutes } from "./auth/auth.routes.ts";
import { cashContract } from "./cash/cash.contract.ts";
import { cashRoutes } from "./cash/cash.routes.ts";
import { cashBookContract } from "./cashbook/cashbook.contract.ts";
import { cashBookRoutes } from "./cashbook/cashbook.routes.ts";
import { historyContract } from "./history/history.contract.ts";
import { historyRoutes } from "./history/history.routes.ts";
import { kitchenContract } from "./kitchen/kitchen.contract.ts";
import { kitchenRoutes } from "./kitchen/kitchen.routes.ts";
import { productionScreenContract } from "./kitchen/production-screen.contract.ts";
import { productionScreenRoutes } from "./kitchen/production-screen.routes.ts";
import { languageContract } from "./language/language.contract.ts";
import { languageRoutes } from "./language/language.routes.ts";
import { menuContract } from "./menu/menu.contract.ts";
import { menuRoutes } from "./menu/menu.routes.ts";
import { menuAdminContract } from "./menu-admin/menu-admin.contract.ts";
import { menuAdminRoutes } from "./menu-admin/menu-admin.routes.ts";
import { onlineContract } from "./online/online.contract.ts";
import { onlineRoutes } from "./online/online.routes.ts";
import { qrRoutes } from "./online/qr.routes.ts";
import { clearTmpContract } from "./orders/clear-tmp.contract.ts";
import { clearTmpRoutes } from "./orders/clear-tmp.routes.ts";
import { lineActionsContract } from "./orders/line-actions.contract.ts";
import { lineActionRoutes } from "./orders/line-actions.routes.ts";
import { orderLevelContract } from "./orders/order-level.contract.ts";
import { orderLevelRoutes } from "./orders/order-level.routes.ts";
import { ordersContract } from "./orders/orders.contract.ts";
import { ordersRoutes } from "./orders/orders.routes.ts";
import { outletContract } from "./outlet/outlet.contract.ts";
import { outletRoutes } from "./outlet/outlet.routes.ts";
import { paymentContract } from "./payment/payment.contract.ts";
import { paymentRoutes } from "./payment/payment.routes.ts";
import { paymentExtraContract } from "./payment/payment-extra.contract.ts";
import { paymentExtraRoutes } from "./payment/payment-extra.routes.ts";
import { printingContract } from "./printing/printing.contract.ts";
import { printingRoutes } from "./printing/printing.routes.ts";
import { receiptsContract } from "./receipts/receipts.contract.ts";
import { receiptsRoutes } from "./receipts/receipts.routes.ts";
import { refundContract } from "./refund/refund.contract.ts";
import { refundRoutes } from "./refund/refund.routes.ts";
import { reportsContract } from "./reports/reports.contract.ts";
import { reportRoutes } from "./reports/reports.routes.ts";
import { stockContract } from "./stock/stock.contract.ts";
import { stockRoutes } from "./stock/stock.routes.ts";
import { syncContract } from "./sync/sync.contract.ts";
import { syncRoutes } from "./sync/sync.routes.ts";
import { systemContract } from "./system/system.contract.ts";
import { systemRoutes } from "./system/system.routes.ts";
import { tablesContract } from "./tables/tables.contract.ts";
import { tablesRoutes } from "./tables/tables.routes.ts";

/** The auth routes, with Role Setting's POST /approve in their scope under the same login limits. */
const authScope: FastifyPluginAsync = async (app) => {
  await app.register(authRoutes, { limitedRoutes: [registerApproveRoute] });
};

export const routeModules = [
  authScope,
  languageRoutes,
  outletRoutes,
  cashRoutes,
  cashBookRoutes,
  tablesRoutes,
  menuRoutes,
  ordersRoutes,
  lineActionRoutes,
  orderLevelRoutes,
  kitchenRoutes,
  productionScreenRoutes,
  paymentRoutes,
  paymentExtraRoutes,
  historyRoutes,
  refundRoutes,
  accessRoutes,
  stockRoutes,
  printingRoutes,
  receiptsRoutes,
  onlineRoutes,
  qrRoutes,
  reportRoutes,
  systemRoutes,
  clearTmpRoutes,
  adminRoutes,
  adminConfigRoutes,
  staffRoutes,
  tablesAdminRoutes,
  productionAdminRoutes,
  menuAdminRoutes,
  syncRoutes,
] as FastifyPluginAsync[];

/** Reply schemas, summary and description of every route, keyed "METHOD /path" under /api. */
export const routeContracts: RouteContracts = {
  ...authContract,
  ...languageContract,
  ...outletContract,
  ...cashContract,
  ...cashBookContract,
  ...tablesContract,
  ...menuContract,
  ...ordersContract,
  ...lineActionsContract,
  ...orderLevelContract,
  ...kitchenContract,
  ...productionScreenContract,
  ...paymentContract,
  ...paymentExtraContract,
  ...historyContract,
  ...refundContract,
  ...accessContract,
  ...stockContract,
  ...printingContract,
  ...receiptsContract,
  ...onlineContract,
  ...reportsContract,
  ...systemContract,
  ...clearTmpContract,
  ...adminContract,
  ...adminConfigContract,
  ...staffContract,
  ...tablesAdminContract,
  ...productionAdminContract,
  ...menuAdminContract,
  ...syncContract,
};
