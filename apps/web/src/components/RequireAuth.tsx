import { Center, Loader } from "@mantine/core";
import { Navigate, Outlet } from "react-router";
import { useCurrentUser } from "../hooks/useCurrentUser.ts";
import { useLiveEvents } from "../hooks/useLiveEvents.ts";
import { session } from "../lib/session.ts";

/** Route guard: no stored token → login; the current-user fetch failing → login (foundations §6). */
export function RequireAuth() {
  const token = session.token();
  const user = useCurrentUser();
  useLiveEvents();
  if (!token) {
    return <Navigate to="/login" replace />;
  }
  if (user.isError) {
    session.clear();
    return <Navigate to="/login" replace />;
  }
  if (user.isPending) {
    return (
      <Center h="100vh">
        <Loader />
      </Center>
    );
  }
  return <Outlet />;
}
