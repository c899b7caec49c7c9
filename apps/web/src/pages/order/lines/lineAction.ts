/**
 * The line-action popups' shared pieces: which popup is open for which line, and running one
 * action (one request; the Error dialog with the server's message on a refusal, payment §8).
 */
import { MSG, SCREEN_MSG } from "@waroeng/domain";
import { ApiError, QueuedError } from "../../../api/client.ts";
import type { OrderLine } from "../../../api/orders.ts";
import { alertDialog, notifySuccess } from "../../../components/cashier-nav/dialogs.tsx";
import { notifyQueued } from "../../../components/device/DeviceStatus.tsx";

/** A line-action popup: custom note, quantity, reduce, Garansi / Pembatalan, sent dishes, edit. */
export type LineActionKind = "note" | "qty" | "reduce" | "cancel" | "dishes" | "edit";

/** The open popup and its line. */
export interface LineAction {
  kind: LineActionKind;
  line: OrderLine;
}

/** Shows a refusal in the spec's Error dialog (its title, else `Error`; button Tutup). */
function showRefusal(e: unknown): void {
  alertDialog({
    title: (e instanceof ApiError && e.title) || MSG.ERROR_TITLE,
    message: e instanceof ApiError ? e.message : MSG.SOME_ERROR,
    button: SCREEN_MSG.CLOSE,
    color: "red",
  });
}

/** Runs an action; on success shows `done` and resolves true, on a refusal shows it and resolves false. */
export async function runAction(action: () => Promise<void>, done: string): Promise<boolean> {
  try {
    await action();
    notifySuccess(done);
    return true;
  } catch (e) {
    if (e instanceof QueuedError) {
      notifyQueued(); // kept in the outbox: sent when the connection returns
      return true;
    }
    showRefusal(e);
    return false;
  }
}
