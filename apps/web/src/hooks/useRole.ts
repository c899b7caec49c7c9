import type { Role } from "@waroeng/domain";
import { session } from "../lib/session.ts";
import { useCurrentUser } from "./useCurrentUser.ts";

/** The signed-in user's role: the server's answer (GET /user) once known, else the one saved at login. */
export function useRole(): Role | null {
  const user = useCurrentUser();
  return user.data?.role ?? session.role();
}
