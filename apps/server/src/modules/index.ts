/** Every area's routes, registered under /api by buildApp, and their contracts (`@waroeng/domain/contracts`, attached by lib/contract.ts). */
import {
  accessContract,
  adminConfigContract,
  adminContract,
  authContract,
  cashBookContract,
  cashContract,
  clearTmpContract,
  customerDisplayContract,
  deviceSetupContract,
  historyContract,
  hqAuthContract,
  hqLogContract,
  hqMenuContract,
  hqMenuCreateContract,
  hqMenuPartsContract,
  hqReportsContract,
  hqSettingsContract,
  kitchenContract,
  languageContract,
  lineActionsContract,
  lineOptionsContract,
  menuAdminContract,
  menuContract,
  onlineContract,
  optionAdminContract,
  orderDiscountContract,
  orderLevelContract,
  ordersContract,
  outletContract,
  paymentContract,
  paymentExtraContract,
  printingContract,
  productionAdminContract,
  productionScreenContract,
  qrisContract,
  receiptsContract,
  refundContract,
  reportsContract,
  splitBillContract,
  staffContract,
  stockContract,
  syncContract,
  systemContract,
  tablesAdminContract,
  tablesContract,
} from "@waroeng/domain/contracts";
import type { FastifyPluginAsync } from "fastify";
import type { RouteContracts } from "../lib/contract.ts";
import { accessRoutes, registerApproveRoute } from "./access/access.routes.ts";
import { adminRoutes } from "./admin/admin.routes.ts";
import { adminConfigRoutes } from "./admin/config.routes.ts";
import { productionAdminRoutes } from "./admin/production-admin.routes.ts";
import { staffRoutes } from "./admin/staff.routes.ts";
import { tablesAdminRoutes } from "./admin/tables-admin.routes.ts";
import { authRoutes } from "./auth/auth.routes.ts";
import { cashRoutes } from "./cash/cash.routes.ts";
import { cashBookRoutes } from "./cashbook/cashbook.routes.ts";
import { customerDisplayRoutes } from "./customer-display/customer-display.routes.ts";
import { caFileRoutes, deviceSetupRoutes } from "./device-setup/device-setup.routes.ts";
import { historyRoutes } from "./history/history.routes.ts";
import { hqRoutes } from "./hq/hq.routes.ts";
import { hqAccountRoutes } from "./hq-auth/accounts.routes.ts";
import { hqChangeLogRoutes } from "./hq-auth/change-log.routes.ts";
import { hqAuthRoutes } from "./hq-auth/hq-auth.routes.ts";
import { hqSettingsRoutes } from "./hq-auth/settings.routes.ts";
import { hqMenuRoutes } from "./hq-menu/hq-menu.routes.ts";
import { kitchenRoutes } from "./kitchen/kitchen.routes.ts";
import { productionScreenRoutes } from "./kitchen/production-screen.routes.ts";
import { languageRoutes } from "./language/language.routes.ts";
import { menuRoutes } from "./menu/menu.routes.ts";
import { menuAdminRoutes } from "./menu-admin/menu-admin.routes.ts";
import { optionAdminRoutes } from "./menu-admin/option-admin.routes.ts";
import { onlineRoutes } from "./online/online.routes.ts";
import { qrRoutes } from "./online/qr.routes.ts";
import { clearTmpRoutes } from "./orders/clear-tmp.routes.ts";
import { lineActionRoutes } from "./orders/line-actions.routes.ts";
import { lineOptionRoutes } from "./orders/line-options.routes.ts";
import { orderDiscountRoutes } from "./orders/order-discount.routes.ts";
import { orderLevelRoutes } from "./orders/order-level.routes.ts";
import { ordersRoutes } from "./orders/orders.routes.ts";
import { outletRoutes } from "./outlet/outlet.routes.ts";
import { paymentRoutes } from "./payment/payment.routes.ts";
import { paymentExtraRoutes } from "./payment/payment-extra.routes.ts";
import { splitBillRoutes } from "./payment/split-bill.routes.ts";
import { devicePrintingRoutes } from "./printing/device-printing.routes.ts";
import { printingRoutes } from "./printing/printing.routes.ts";
import { qrisRoutes } from "./qris/qris.routes.ts";
import { qrisGatewayRoutes } from "./qris-gateway/qris-gateway.routes.ts";
import { receiptsRoutes } from "./receipts/receipts.routes.ts";
import { refundRoutes } from "./refund/refund.routes.ts";
import { reportRoutes } from "./reports/reports.routes.ts";
import { stockRoutes } from "./stock/stock.routes.ts";
import { syncRoutes } from "./sync/sync.routes.ts";
import { systemRoutes } from "./system/system.routes.ts";
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
  lineOptionRoutes,
  orderDiscountRoutes,
  orderLevelRoutes,
  kitchenRoutes,
  productionScreenRoutes,
  paymentRoutes,
  paymentExtraRoutes,
  splitBillRoutes,
  qrisRoutes,
  qrisGatewayRoutes,
  historyRoutes,
  refundRoutes,
  accessRoutes,
  stockRoutes,
  printingRoutes,
  devicePrintingRoutes,
  receiptsRoutes,
  onlineRoutes,
  qrRoutes,
  reportRoutes,
  systemRoutes,
  clearTmpRoutes,
  customerDisplayRoutes,
  adminRoutes,
  adminConfigRoutes,
  staffRoutes,
  tablesAdminRoutes,
  productionAdminRoutes,
  menuAdminRoutes,
  optionAdminRoutes,
  syncRoutes,
  deviceSetupRoutes,
  hqAuthRoutes,
  hqAccountRoutes,
  hqSettingsRoutes,
  hqChangeLogRoutes,
  hqRoutes,
  hqMenuRoutes,
] as FastifyPluginAsync[];

/** Routes outside /api (registered at the root, before the web app): the CA download. */
export const rootRouteModules = [caFileRoutes] as FastifyPluginAsync[];

/** Reply schemas, summary and description of every route, keyed "METHOD /path" under /api. */
export const routeContracts: RouteContracts = {
  ...authContract,
  ...hqAuthContract,
  ...hqLogContract,
  ...hqSettingsContract,
  ...hqReportsContract,
  ...languageContract,
  ...outletContract,
  ...cashContract,
  ...cashBookContract,
  ...tablesContract,
  ...menuContract,
  ...ordersContract,
  ...lineActionsContract,
  ...lineOptionsContract,
  ...orderDiscountContract,
  ...orderLevelContract,
  ...kitchenContract,
  ...productionScreenContract,
  ...paymentContract,
  ...paymentExtraContract,
  ...splitBillContract,
  ...qrisContract,
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
  ...customerDisplayContract,
  ...adminContract,
  ...adminConfigContract,
  ...staffContract,
  ...tablesAdminContract,
  ...productionAdminContract,
  ...menuAdminContract,
  ...optionAdminContract,
  ...syncContract,
  ...hqMenuContract,
  ...hqMenuCreateContract,
  ...hqMenuPartsContract,
  ...deviceSetupContract,
};
