/**
 * The state of one paired printer as the print agent shows it (the header's badge): connected
 * ("Printer siap"), connecting, printing a job, error (the last write failed, the printer still
 * connected: the job is retried after the backoff), or disconnected (with the reason when a
 * connection failed; "Sambungkan lagi" connects again). A pure reducer, tested on its own.
 */

export type PrinterState =
  | { status: "disconnected"; error?: string }
  | { status: "connecting" }
  | { status: "connected" }
  | { status: "printing"; title: string }
  | { status: "error"; error: string };

export type PrinterEvent =
  | { type: "connect" }
  | { type: "connected" }
  | { type: "connectFailed"; error: string }
  | { type: "dropped" }
  | { type: "printStart"; title: string }
  | { type: "printDone" }
  | { type: "printFailed"; error: string };

/** A printer not connected yet (the start of every pairing on page load). */
export const NOT_CONNECTED: PrinterState = { status: "disconnected" };

/**
 * The state after `event`.
 *
 * @example
 * nextState({ status: "connected" }, { type: "printStart", title: "Bill A-12" }); // { status: "printing", title: "Bill A-12" }
 */
export function nextState(state: PrinterState, event: PrinterEvent): PrinterState {
  switch (event.type) {
    case "connect":
      return state.status === "printing" ? state : { status: "connecting" };
    case "connected":
      return { status: "connected" };
    case "connectFailed":
      return { status: "disconnected", error: event.error };
    case "dropped":
      return state.status === "disconnected" ? state : { status: "disconnected" };
    case "printStart":
      return mayPrint(state) ? { status: "printing", title: event.title } : state;
    case "printDone":
      return state.status === "printing" ? { status: "connected" } : state;
    case "printFailed":
      // A printer that dropped mid-job is disconnected (its drop said so first), not merely in error;
      // it keeps the write's error to show beside "Sambungkan lagi".
      if (state.status === "disconnected") {
        return { status: "disconnected", error: event.error };
      }
      return state.status === "printing" ? { status: "error", error: event.error } : state;
  }
}

/** Whether a job may be written to a printer in `state`: connected, or connected with a failed last write. */
export function mayPrint(state: PrinterState): boolean {
  return state.status === "connected" || state.status === "error";
}
