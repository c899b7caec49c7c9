import { Outlet } from "react-router";

export function CashierLayout() {
  return <Outlet />;
}
