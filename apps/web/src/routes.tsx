/**
 * The route table of the spec (foundations §2), with its route names. Every route but /login needs
 * a session, which the server confirms (RequireAuth: GET /api/user with the HttpOnly cookie); the
 * cashier area and the staff area each have their own navigation.
 */
import { createBrowserRouter, Navigate } from "react-router";
import { CashierLayout } from "./components/CashierLayout.tsx";
import { RequireAuth } from "./components/RequireAuth.tsx";
import { StaffLayout } from "./components/StaffLayout.tsx";
import { session } from "./lib/session.ts";
import { DashboardPage } from "./pages/dashboard/DashboardPage.tsx";
import { HistoryPage } from "./pages/history/HistoryPage.tsx";
import { HalTataPage } from "./pages/kitchen/HalTataPage.tsx";
import { LoginPage } from "./pages/login/LoginPage.tsx";
import { ModalPage } from "./pages/modal/ModalPage.tsx";
import { OnlineOrderPage } from "./pages/online-order/OnlineOrderPage.tsx";
import { OrderPage } from "./pages/order/OrderPage.tsx";
import { AmbilLandingPage } from "./pages/pickup/AmbilLandingPage.tsx";
import { HalAmbilPage } from "./pages/pickup/HalAmbilPage.tsx";
import { ReceiptPage } from "./pages/receipt/ReceiptPage.tsx";

/** Route names of the spec, for links: `routePath.orderMenu(12)`. */
export const routePath = {
  loginPage: () => "/login",
  dashboardPage: () => "/dashboard",
  orderMenu: (transactionId: number | string) => `/order/${transactionId}`,
  historyPage: () => "/history",
  halTata: (type: "dine_in" | "take_away") => `/hal-tata/${type}`,
  ambilLanding: () => "/ambil-landing",
  halAmbil: (type: "minum" | "makan") => `/hal-ambil/${type}`,
  Modal: () => "/modal",
  onlineOrderQrPage: () => "/online-order",
  struk: (id: number | string, mode: number | string = 1) => `/struk/${id}?mode=${mode}`,
};

/** The empty path: the dashboard for a user known on this device (RequireAuth asks the server), else login. */
function HomeRedirect() {
  return <Navigate to={session.known() ? "/dashboard" : "/login"} replace />;
}

export const router = createBrowserRouter([
  { path: "/login", id: "loginPage", element: <LoginPage /> },
  { path: "/", id: "homePage", element: <HomeRedirect /> },
  {
    element: <RequireAuth />,
    children: [
      { path: "/modal", id: "Modal", element: <ModalPage /> },
      { path: "/struk/:id", id: "struk", element: <ReceiptPage /> },
      {
        element: <CashierLayout />,
        children: [
          { path: "/dashboard", id: "dashboardPage", element: <DashboardPage /> },
          { path: "/order/:transactionId", id: "orderMenu", element: <OrderPage /> },
          { path: "/history", id: "historyPage", element: <HistoryPage /> },
          { path: "/online-order", id: "onlineOrderQrPage", element: <OnlineOrderPage /> },
        ],
      },
      {
        element: <StaffLayout />,
        children: [
          { path: "/hal-tata/:type", id: "halTata", element: <HalTataPage /> },
          { path: "/ambil-landing", id: "ambilLanding", element: <AmbilLandingPage /> },
          { path: "/hal-ambil/:type", id: "halAmbil", element: <HalAmbilPage /> },
        ],
      },
    ],
  },
  { path: "*", element: <Navigate to="/" replace /> },
]);
