/**
 * What the spec stores locally after login (foundations §3 Login response): token, user_id,
 * user_name, user_role. Logging out clears all local data.
 */
import type { Role } from "@waroeng/domain";

const KEYS = ["token", "user_id", "user_name", "user_role"] as const;

export const session = {
  token: (): string | null => localStorage.getItem("token"),
  userId: (): number => Number(localStorage.getItem("user_id") ?? 0),
  userName: (): string => localStorage.getItem("user_name") ?? "",
  role: (): Role | null => (localStorage.getItem("user_role") as Role | null) ?? null,
  save(data: { token: string; id: number; name: string; role: string }): void {
    localStorage.setItem("token", data.token);
    localStorage.setItem("user_id", String(data.id));
    localStorage.setItem("user_name", data.name);
    localStorage.setItem("user_role", data.role);
  },
  clear(): void {
    for (const k of KEYS) {
      localStorage.removeItem(k);
    }
    localStorage.clear();
  },
};

/** Where a role lands after login (foundations §2 Login): kasir and wbd → /modal, others → /online-order. */
export function homeFor(role: string | null): string {
  if (role === "kasir" || role === "wbd") {
    return "/modal";
  }
  return "/online-order";
}
