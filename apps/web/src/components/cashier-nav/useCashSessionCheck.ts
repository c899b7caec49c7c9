import { notifications } from "@mantine/notifications";
import { can, MSG, type Role } from "@waroeng/domain";
import { useEffect } from "react";
import { useNavigate } from "react-router";
import { checkCashSession } from "../../api/cash.ts";
import { ApiError } from "../../api/client.ts";

/**
 * On entering the cashier area: GET /cek-modal; 0 → /modal (foundations §4). A 401 is handled by
 * the client (login) and no answer at all by the offline banner (a reload during a Wi-Fi drop); any
 * other failure shows MSG.CONNECTION_UNSTABLE. Only roles that must open
 * cash first (`cash.openFirst`: kasir, wbd) are checked; opp and staff roles never open cash.
 */
export function useCashSessionCheck(role: Role | null): void {
  const navigate = useNavigate();
  useEffect(() => {
    if (!can(role, "cash.openFirst")) {
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
        if (live && !(e instanceof ApiError && (e.status === 401 || e.status === 0))) {
          notifications.show({ message: MSG.CONNECTION_UNSTABLE, color: "red" });
        }
      });
    return () => {
      live = false;
    };
  }, [role, navigate]);
}
