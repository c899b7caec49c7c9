import { Outlet } from "react-router";

export function StaffLayout() {
  return <Outlet />;
}
