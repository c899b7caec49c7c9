import { Center, Loader } from "@mantine/core";
import { Navigate, Outlet } from "react-router";
import { useCurrentUser } from "../hooks/useCurrentUser.ts";
import { useLiveEvents } from "../hooks/useLiveEvents.ts";
import { session } from "../lib/session.ts";

/**
 * Route guard (foundations §6): the server decides. GET /api/user with the session cookie; a
 * failure (no cookie, session ended) → login. The live stream opens once the user is confirmed.
 */
export function RequireAuth() {
  const user = useCurrentUser();
  useLiveEvents(user.isSuccess);
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
