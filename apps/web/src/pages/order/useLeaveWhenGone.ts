import { notifications } from "@mantine/notifications";
import { useEffect } from "react";
import { useNavigate } from "react-router";
import { isUnreachable } from "../../api/client.ts";

/**
 * The order screen's way out when its order is gone (orders spec: a missing or closed order returns to
 * the area's home — the dashboard, or /odcr for staff): `error` is the order query's failure, `closed`
 * its status says closed. A failure that says nothing about the order (no answer, server unavailable:
 * api/client.ts isUnreachable) keeps the screen under the offline banner, so a Wi-Fi drop mid-order
 * never throws the cashier out of it. `paidMeanwhile` (closed while a pay step was open) stays too: the
 * pay flow shows that payment's Kembalian.
 */
export function useLeaveWhenGone(error: Error | null, closed: boolean, paidMeanwhile: boolean, home: string): void {
  const navigate = useNavigate();
  const gone = closed || (error !== null && !isUnreachable(error));
  useEffect(() => {
    if (paidMeanwhile || !gone) {
      return;
    }
    if (error) {
      notifications.show({ message: error.message, color: "red" });
    }
    navigate(home, { replace: true });
  }, [gone, error, paidMeanwhile, navigate, home]);
}
