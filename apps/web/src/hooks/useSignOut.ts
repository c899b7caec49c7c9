import { useQueryClient } from "@tanstack/react-query";
import { useNavigate } from "react-router";
import { logout } from "../api/auth.ts";
import { session } from "../lib/session.ts";

/**
 * Log Out (foundations §2 user menu, §4 "Logging out clears all local data and goes to login"): ends
 * the session on the server, then drops the session and every cached query on this device and goes
 * to /login — the local data is dropped even when the server cannot be reached. One action for the
 * cashier's, the staff and the back office's user menus.
 */
export function useSignOut(): () => Promise<void> {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  return async () => {
    try {
      await logout();
    } catch {
      // Local data is dropped either way.
    }
    session.clear();
    queryClient.clear();
    navigate("/login", { replace: true });
  };
}
