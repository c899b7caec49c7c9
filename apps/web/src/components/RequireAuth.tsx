import { Center, Loader } from "@mantine/core";
import { useRef } from "react";
import { Navigate, Outlet } from "react-router";
import { isUnreachable } from "../api/client.ts";
import { useCurrentUser } from "../hooks/useCurrentUser.ts";
import { useLiveEvents } from "../hooks/useLiveEvents.ts";
import { useUserLanguage } from "../hooks/useUserLanguage.ts";
import { session } from "../lib/session.ts";
import { OutboxSync } from "./device/OutboxSync.tsx";

/**
 * Route guard (foundations §6): the server decides. GET /api/user with the session cookie; a
 * failure (no cookie, session ended) → login. The live stream opens once the user is confirmed.
 * A device that signed in before and reloads while the server cannot be reached (the
 * service worker opened the app shell) stays on its screen under the offline banner until the server
 * answers (useCurrentUser asks again meanwhile); its outbox is sent from here (OutboxSync).
 */
export function RequireAuth() {
  const user = useCurrentUser();
  useLiveEvents(user.isSuccess);
  useUserLanguage(user.isSuccess);
  // Kept across the re-asks: a re-ask without data is "pending" again, which must not unmount the screen.
  const offline = useRef(false);
  if (user.isError) {
    offline.current = isUnreachable(user.error) && session.known();
  } else if (user.isSuccess) {
    offline.current = false;
  }
  if (user.isError && !offline.current) {
    session.clear();
    return <Navigate to="/login" replace />;
  }
  if (user.isPending && !offline.current) {
    return (
      <Center h="100vh">
        <Loader />
      </Center>
    );
  }
  return (
    <>
      <OutboxSync />
      <Outlet />
    </>
  );
}
