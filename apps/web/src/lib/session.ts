/**
 * What the web app keeps locally about the signed-in user (foundations §3 Login response): only
 * the non-secret user_id, user_name and user_role, for labels and role-based screens. The session
 * itself is the server's HttpOnly cookie (docs/API.md "Authentication"): no script can read it, so
 * whether the user is signed in is learned from the server (GET /api/user), never from here.
 * Logging out clears all local data (the kept screens' data included) but the device's own name.
 */
import type { Role } from "@waroeng/domain";
import { DEVICE_ID_KEY } from "./deviceId.ts";
import { DEVICE_NAME_KEY } from "./deviceName.ts";
import { DEVICE_PRINTERS_KEY } from "./devicePrinter/pairings.ts";
import { LANGUAGE_KEY } from "./i18n.ts";
import { dropPersistedQueries } from "./queryPersist.ts";

export { homeFor } from "@waroeng/domain";

const KEYS = ["user_id", "user_name", "user_role"] as const;

// Sessions of older versions kept the bearer token here; it must not linger.
try {
  localStorage.removeItem("token");
} catch {
  // storage unavailable (private mode): nothing to remove
}

export const session = {
  userId: (): number => Number(localStorage.getItem("user_id") ?? 0),
  userName: (): string => localStorage.getItem("user_name") ?? "",
  role: (): Role | null => (localStorage.getItem("user_role") as Role | null) ?? null,
  /** True when a user signed in on this device and did not log out (a hint: the server decides). */
  known: (): boolean => localStorage.getItem("user_id") !== null,
  save(data: { id: number; name: string; role: string }): void {
    localStorage.setItem("user_id", String(data.id));
    localStorage.setItem("user_name", data.name);
    localStorage.setItem("user_role", data.role);
  },
  clear(): void {
    for (const k of KEYS) {
      localStorage.removeItem(k);
    }
    // The device's own name (lib/deviceName.ts) names the device, not the user: it stays.
    // So does the device's language (lib/i18n.ts): the login screen keeps speaking it. So do its id and
    // the printers paired with it (lib/deviceId.ts, lib/devicePrinter/pairings.ts).
    const kept = [DEVICE_NAME_KEY, LANGUAGE_KEY, DEVICE_ID_KEY, DEVICE_PRINTERS_KEY].map((k) => [k, localStorage.getItem(k)] as const);
    localStorage.clear();
    for (const [k, v] of kept) {
      if (v !== null) {
        localStorage.setItem(k, v);
      }
    }
    // The screens' last data kept for offline reloads (lib/queryPersist.ts) is this user's too.
    dropPersistedQueries();
  },
};
