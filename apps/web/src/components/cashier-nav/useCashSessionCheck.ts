import { notifications } from "@mantine/notifications";
import type { Role } from "@waroeng/domain";
import { MSG } from "@waroeng/domain";
import { useEffect } from "react";
import { useNavigate } from "react-router";
import { checkCashSession } from "../../api/cash.ts";
import { ApiError } from "../../api/client.ts";

/** Roles the cash-session check sends to /modal (opp never; staff roles cannot open cash). */
const CASH_ROLES: ReadonlySet<Role> = new Set<Role>(["kasir", "wbd"]);

/**
 * On entering the cashier area: GET /cek-modal; 0 → /modal (foundations §4). A 401 is handled by
 * the client (login); any other failure shows "Connection unstable".
 */
export function useCashSessionCheck(role: Role | null): void {
  const navigate = useNavigate();
  useEffect(() => {
    if (!role || !CASH_ROLES.has(role)) {
      return;
    }
    let live = true;
    checkCashSession()
      .then((open) => {
        if (live && open === 0) {
          navigate("/modal", { replace: true });
        }
      })
      .catch((e: unknown) => {
        if (live && !(e instanceof ApiError && e.status === 401)) {
          notifications.show({ message: MSG.CONNECTION_UNSTABLE, color: "red" });
        }
      });
    return () => {
      live = false;
    };
  }, [role, navigate]);
}
