/**
 * The route table of the spec (foundations §2), with its route names. Every route but /login, the
 * guest's QR page and /pasang (joining a device) needs a session, which the server confirms
 * (RequireAuth: GET /api/user with the HttpOnly cookie); the cashier area and the staff area each
 * have their own navigation.
 *
 * Screens load on demand (React Router `lazy`), one chunk per screen and layout, so a waiter's phone
 * (pickup) and the kitchen screens never download the cashier app (`npm run bench` prints the bytes
 * per group). Every screen has its own error boundary (`errorElement`): a screen that throws shows
 * ScreenError inside its layout, and the navigation keeps working.
 */
import { type Action, can, homeFor, OUTLET_LOCALE } from "@waroeng/domain";
import type { ComponentType } from "react";
import { createBrowserRouter, Navigate, type RouteObject } from "react-router";
import { RequireCan } from "./components/AccessDenied.tsx";
import { RequireAuth } from "./components/RequireAuth.tsx";
import { ScreenError } from "./components/ScreenError.tsx";
import { loadLocale } from "./i18n/lazyCatalogue.ts";
import { session } from "./lib/session.ts";
import { ADMIN_SECTION_ROUTES } from "./pages/admin/sectionRoutes.ts";

/** Route names of the spec, for links: `routePath.orderMenu(12)`. */
export const routePath = {
  loginPage: () => "/login",
  dashboardPage: () => "/dashboard",
  orderMenu: (transactionId: number | string) => `/order/${transactionId}`,
  splitMenuOrder: (transactionId: number | string) => `/order/split-menu/${transactionId}`,
  odcr: () => "/odcr",
  kitchenOrder: (transactionId: number | string) => `/kitchen-order/${transactionId}`,
  historyPage: () => "/history",
  Refund: (rekapTransaksiId: number | string) => `/refund/${rekapTransaksiId}`,
  HistoryByDate: (transactionDate: string, notaNumber: string) =>
    `/history-bydate/${encodeURIComponent(transactionDate)}/${encodeURIComponent(notaNumber || "-")}`,
  halTata: (type: "dine_in" | "take_away") => `/hal-tata/${type}`,
  ambilLanding: () => "/ambil-landing",
  halAmbil: (type: "minum" | "makan") => `/hal-ambil/${type}`,
  pesanAktif: () => "/pesan-aktif",
  plotting: () => "/plotting",
  layarProduksi: (layarId: number | string) => `/layar-produksi/${layarId}`,
  Modal: () => "/modal",
  onlineOrderQrPage: () => "/online-order",
  devicePage: () => "/pasang",
  struk: (id: number | string, mode: number | string = 1) => `/struk/${id}?mode=${mode}`,
};

/**
 * The empty path: for a user known on this device (RequireAuth asks the server) the dashboard when
 * the role takes orders, else the role's home; login otherwise.
 */
function HomeRedirect() {
  const role = session.role();
  const to = !session.known() ? "/login" : can(role, "order.take") ? "/dashboard" : homeFor(role);
  return <Navigate to={to} replace />;
}

/** A lazily loaded component: `load(() => import("./x.tsx"), "X")` → React Router's `lazy`. */
function load<M>(importer: () => Promise<M>, name: keyof M): RouteObject["lazy"] {
  return async () => ({ Component: (await importer())[name] as ComponentType });
}

/** A screen: its route, its chunk and its own error boundary. */
function screen(path: string, id: string, lazy: RouteObject["lazy"]): RouteObject {
  return { path, id, lazy, errorElement: <ScreenError /> };
}

/**
 * Screens only roles allowed `action` (the domain's matrix) may open; others see Akses DiTolak!
 * inside the layout and the screen's chunk is never fetched.
 */
function allowed(action: Action, ...children: RouteObject[]): RouteObject {
  return { element: <RequireCan action={action} />, children };
}

/**
 * Head office (`ROLE=hq`; the server sends `/` and `/login` there): its own sign-in and shell
 * (pages/hq/HqLayout.tsx), its own session; the pages of `pages/hq/nav.ts`.
 */
const hqRoutes: RouteObject[] = [
  screen(
    "/hq/login",
    "hqLogin",
    load(() => import("./pages/hq/HqLoginPage.tsx"), "HqLoginPage"),
  ),
  {
    lazy: load(() => import("./pages/hq/HqLayout.tsx"), "HqLayout"),
    errorElement: <ScreenError />,
    children: [
      { path: "/hq", element: <Navigate to="/hq/hari-ini" replace /> },
      screen(
        "/hq/hari-ini",
        "hqToday",
        load(() => import("./pages/hq/HqTodayPage.tsx"), "HqTodayPage"),
      ),
      screen(
        "/hq/laporan",
        "hqReports",
        load(() => import("./pages/hq/HqReportsPage.tsx"), "HqReportsPage"),
      ),
      screen(
        "/hq/menu",
        "hqMenu",
        load(() => import("./pages/hq/HqMenuPage.tsx"), "HqMenuPage"),
      ),
      screen(
        "/hq/menu/opsi",
        "hqMenuOptions",
        load(() => import("./pages/hq/HqOptionsPage.tsx"), "HqOptionsPage"),
      ),
      screen(
        "/hq/menu/kategori",
        "hqMenuCategories",
        load(() => import("./pages/hq/HqCategoriesPage.tsx"), "HqCategoriesPage"),
      ),
      screen(
        "/hq/menu/plot-produksi",
        "hqMenuStations",
        load(() => import("./pages/hq/HqStationsPage.tsx"), "HqStationsPage"),
      ),
      screen(
        "/hq/riwayat",
        "hqChangeLog",
        load(() => import("./pages/hq/HqChangeLogPage.tsx"), "HqChangeLogPage"),
      ),
      screen(
        "/hq/akun",
        "hqAccounts",
        load(() => import("./pages/hq/HqAccountsPage.tsx"), "HqAccountsPage"),
      ),
      screen(
        "/hq/pengaturan",
        "hqSettings",
        load(() => import("./pages/hq/HqSettingsPage.tsx"), "HqSettingsPage"),
      ),
    ],
  },
];

const routes: RouteObject[] = [
  ...hqRoutes,
  screen(
    "/login",
    "loginPage",
    load(() => import("./pages/login/LoginPage.tsx"), "LoginPage"),
  ),
  { path: "/", id: "homePage", element: <HomeRedirect /> },
  // The guest's QR order page: public, its own chunk (no cashier code).
  screen(
    "/:outlet/qr/:token",
    "qrOrder",
    load(() => import("./pages/qr/QrOrderPage.tsx"), "QrOrderPage"),
  ),
  // Pasang: joins a phone or tablet (the stall's certificate, its HTTPS address); public, opened
  // over plain HTTP before the device trusts anything; its own small chunk.
  screen(
    "/pasang",
    "devicePage",
    load(() => import("./pages/device-setup/DeviceSetupPage.tsx"), "DeviceSetupPage"),
  ),
  // The customer-facing display: public (its pairing is its credential), its own chunk.
  screen(
    "/layar-pelanggan",
    "customerDisplay",
    load(() => import("./pages/customer-display/CustomerDisplayPage.tsx"), "CustomerDisplayPage"),
  ),
  {
    element: <RequireAuth />,
    errorElement: <ScreenError />,
    children: [
      allowed(
        "cash.manage",
        screen(
          "/modal",
          "Modal",
          load(() => import("./pages/opening-cash/OpeningCashPage.tsx"), "OpeningCashPage"),
        ),
      ),
      allowed(
        "cash.manage",
        screen(
          "/cetak/kas/:id",
          "cashSlip",
          load(() => import("./pages/print/CashPrintPages.tsx"), "CashSlipPage"),
        ),
        screen(
          "/cetak/tutup-saldo/:id",
          "closingReport",
          load(() => import("./pages/print/CashPrintPages.tsx"), "ClosingReportPage"),
        ),
      ),
      allowed(
        "onlineOrder.accept",
        screen(
          "/cetak/bill-online/:id",
          "onlineBillPrint",
          load(() => import("./pages/print/OnlineBillPrintPage.tsx"), "OnlineBillPrintPage"),
        ),
      ),
      allowed(
        "history.read",
        screen(
          "/struk/:id",
          "struk",
          // The receipt prints in the outlet's language, whatever the user reads: its texts come first.
          load(() => loadLocale(OUTLET_LOCALE).then(() => import("./pages/receipt/ReceiptPage.tsx")), "ReceiptPage"),
        ),
      ),
      {
        lazy: load(() => import("./components/CashierLayout.tsx"), "CashierLayout"),
        errorElement: <ScreenError />,
        children: [
          allowed(
            "order.take",
            screen(
              "/dashboard",
              "dashboardPage",
              load(() => import("./pages/dashboard/DashboardPage.tsx"), "DashboardPage"),
            ),
            screen(
              "/order/:transactionId",
              "orderMenu",
              load(() => import("./pages/order/OrderPage.tsx"), "OrderPage"),
            ),
          ),
          allowed(
            "order.split",
            screen(
              "/order/split-menu/:transactionId",
              "splitMenuOrder",
              load(() => import("./pages/split/SplitPage.tsx"), "SplitPage"),
            ),
          ),
          allowed(
            "history.read",
            screen(
              "/history",
              "historyPage",
              load(() => import("./pages/history/HistoryPage.tsx"), "HistoryPage"),
            ),
            screen(
              "/history-bydate/:transactionDate/:notaNumber",
              "HistoryByDate",
              load(() => import("./pages/history-bydate/HistoryByDatePage.tsx"), "HistoryByDatePage"),
            ),
          ),
          allowed(
            "order.pay",
            screen(
              "/refund/:rekapTransaksiId",
              "Refund",
              load(() => import("./pages/refund/RefundPage.tsx"), "RefundPage"),
            ),
          ),
          allowed(
            "cash.manage",
            screen(
              "/mutasi",
              "mutationPage",
              load(() => import("./pages/cashbook/CashMutationPage.tsx"), "CashMutationPage"),
            ),
            screen(
              "/uangtips",
              "UangTips",
              load(() => import("./pages/cashbook/TipsPage.tsx"), "TipsPage"),
            ),
            // Update Data (payment §2.10): pull head office's master data (chain sync).
            screen(
              "/update-data",
              "UpdateData",
              load(() => import("./pages/master-data-sync/MasterDataSyncPage.tsx"), "MasterDataSyncPage"),
            ),
            // Ganti Shift is the cashier's recap (the staff menu's Ganti Shift leads here too).
            screen(
              "/change-shift",
              "Shift",
              load(() => import("./pages/shift/ShiftPage.tsx"), "ShiftPage"),
            ),
          ),
          allowed(
            "order.delivery",
            screen(
              "/ojol",
              "onlineOrderPage",
              load(() => import("./pages/delivery/DeliveryPage.tsx"), "DeliveryPage"),
            ),
          ),
          allowed(
            "qr.manage",
            screen(
              "/qr-meja",
              "qrSheet",
              load(() => import("./pages/qr/QrSheetPage.tsx"), "QrSheetPage"),
            ),
          ),
          // Bantuan (user menu): every signed-in role.
          screen(
            "/bantuan",
            "bantuan",
            load(() => import("./pages/help/HelpPage.tsx"), "HelpPage"),
          ),
          allowed(
            "onlineOrder.view",
            screen(
              "/online-order",
              "onlineOrderQrPage",
              load(() => import("./pages/online-order/OnlineOrderPage.tsx"), "OnlineOrderPage"),
            ),
          ),
        ],
      },
      // The back office: its own layout; sections from pages/admin/sectionRoutes.ts.
      allowed("admin.manage", {
        path: "/admin",
        lazy: load(() => import("./pages/admin/AdminLayout.tsx"), "AdminLayout"),
        errorElement: <ScreenError />,
        children: [
          { index: true, element: <Navigate to={`/admin/${ADMIN_SECTION_ROUTES[0].path}`} replace /> },
          ...ADMIN_SECTION_ROUTES.map((s) => ({
            path: s.path,
            id: `admin-${s.path}`,
            lazy: async () => ({ Component: await s.load() }),
            errorElement: <ScreenError />,
          })),
        ],
      }),
      // The kitchen display fills its screen: no staff nav (its header leads back to the screen list).
      allowed(
        "kitchen.prepare",
        screen(
          "/layar-produksi/:layarId",
          "layarProduksi",
          load(() => import("./pages/production/ProductionScreenPage.tsx"), "ProductionScreenPage"),
        ),
      ),
      {
        lazy: load(() => import("./components/StaffLayout.tsx"), "StaffLayout"),
        errorElement: <ScreenError />,
        children: [
          allowed(
            "order.take",
            screen(
              "/odcr",
              "odcr",
              load(() => import("./pages/odcr/OdcrPage.tsx"), "OdcrPage"),
            ),
            screen(
              "/kitchen-order/:transactionId",
              "kitchenOrder",
              load(() => import("./pages/order/KitchenOrderPage.tsx"), "KitchenOrderPage"),
            ),
          ),
          allowed(
            "order.delivery",
            screen(
              "/odcr-ojol",
              "odcrOnline",
              load(() => import("./pages/delivery/DeliveryPage.tsx"), "StaffDeliveryPage"),
            ),
          ),
          allowed(
            "pickup.serve",
            screen(
              "/pesan-aktif",
              "pesanAktif",
              load(() => import("./pages/active/ActiveOrdersPage.tsx"), "ActiveOrdersPage"),
            ),
          ),
          // Form Stok Menu, Gagal Proses and Menu Habis (kitchen) and Bungkusan (pickup) share /stock (?page=): StockPage checks the role.
          screen(
            "/stock",
            "stockPage",
            load(() => import("./pages/stock/StockPage.tsx"), "StockPage"),
          ),
          allowed(
            "kitchen.prepare",
            screen(
              "/plotting",
              "plotting",
              load(() => import("./pages/plotting/PlottingPage.tsx"), "PlottingPage"),
            ),
            screen(
              "/layar-produksi",
              "layarProduksiList",
              load(() => import("./pages/production/ScreenPickerPage.tsx"), "ScreenPickerPage"),
            ),
          ),
          allowed(
            "kitchen.prepare",
            screen(
              "/hal-tata/:type",
              "halTata",
              load(() => import("./pages/kitchen/KitchenPrepPage.tsx"), "KitchenPrepPage"),
            ),
          ),
          allowed(
            "pickup.serve",
            screen(
              "/ambil-landing",
              "ambilLanding",
              load(() => import("./pages/pickup/PickupLandingPage.tsx"), "PickupLandingPage"),
            ),
            screen(
              "/hal-ambil/:type",
              "halAmbil",
              load(() => import("./pages/pickup/PickupPage.tsx"), "PickupPage"),
            ),
          ),
        ],
      },
    ],
  },
  { path: "*", element: <Navigate to="/" replace /> },
];

export const router = createBrowserRouter(routes);
