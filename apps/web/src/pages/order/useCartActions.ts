import { notifications } from "@mantine/notifications";
import { useQueryClient } from "@tanstack/react-query";
import { MSG, resolveLineOptions, SCREEN_MSG, UI_MSG } from "@waroeng/domain";
import { useRef, useState } from "react";
import { ApiError, QueuedError } from "../../api/client.ts";
import type { MenuItem } from "../../api/menu.ts";
import { addMenu, type OrderLine, reduceMenu, sendToProduction } from "../../api/orders.ts";
import { alertDialog, notifySuccess } from "../../components/cashier-nav/dialogs.tsx";
import { notifyQueued } from "../../components/device/DeviceStatus.tsx";
import { groupRules } from "../../components/menu-options/optionChoices.ts";
import { session } from "../../lib/session.ts";
import { showTap, type Tap } from "./optimisticCart.ts";

function showError(e: unknown): void {
  alertDialog({
    title: (e instanceof ApiError && e.title) || MSG.ERROR_TITLE,
    message: e instanceof ApiError ? e.message : MSG.SOME_ERROR,
    button: SCREEN_MSG.CLOSE,
    color: "red",
  });
}

/** Cart actions of the order screen; one request at a time (payment §5: adding is blocked while in flight). */
export function useCartActions(transactionId: string, reload: () => Promise<void>) {
  const queryClient = useQueryClient();
  const [busy, setBusy] = useState(false);
  const inFlight = useRef(false);

  const run = async (action: () => Promise<void>): Promise<boolean> => {
    if (inFlight.current) {
      return false;
    }
    inFlight.current = true;
    setBusy(true);
    let queued = false;
    try {
      await action();
      return true;
    } catch (e) {
      if (e instanceof QueuedError) {
        queued = true;
        notifyQueued(); // kept in the outbox: counted in the header, not in the cart
      } else {
        showError(e);
      }
      return false;
    } finally {
      // Offline (a queued tap) a reload would only wait for the network: the outbox's send refetches.
      if (!queued) {
        await reload().catch(() => undefined);
      }
      inFlight.current = false;
      setBusy(false);
    }
  };

  /** One unit more, shown at once (optimisticCart.ts), undone if the server refuses. */
  const add = (tap: Tap, send: () => Promise<void>) =>
    void run(async () => {
      const undo = showTap(queryClient, transactionId, tap);
      try {
        await send();
      } catch (e) {
        undo();
        throw e;
      }
    });
  /**
   * A menu card's unit; `optionIds`: its options (the sheet's choice or the defaults), absent for an
   * item without option groups. The optimistic line shows them with their price.
   */
  const addItem = (item: MenuItem, optionIds?: readonly number[]) => {
    const resolved = optionIds ? resolveLineOptions(groupRules(item.option_groups), optionIds, item.m_menu_harga_nominal) : null;
    const options = resolved?.ok ? { options: resolved.options, price: resolved.price } : undefined;
    add({ item, ...(options ? { options } : {}) }, () => addMenu(transactionId, item.m_produk_id || item.m_menu_id, undefined, optionIds));
  };
  /** A line's +: one more unit of it (the server gives it the line's own options). */
  const addLine = (line: OrderLine) => add({ line }, () => addMenu(transactionId, line.m_produk_id, line.id));
  const reduceLine = (line: OrderLine) => void run(() => reduceMenu(line.id, session.role() ?? ""));

  /** ORDER KE PRODUKSI; resolves true on success (202). */
  const produce = (): Promise<boolean> =>
    run(async () => {
      const reply = await sendToProduction(transactionId);
      if (reply.code !== 202) {
        throw new ApiError(MSG.SOME_ERROR, reply.code, undefined, reply);
      }
      if (reply.data.resend) {
        notifications.show({ message: UI_MSG.RESENT_TO_PRODUCTION, color: "teal" });
      } else {
        notifySuccess(UI_MSG.SENT_TO_PRODUCTION);
      }
    });

  return { busy, addItem, addLine, reduceLine, produce };
}
