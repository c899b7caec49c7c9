/**
 * QR online orders (foundations §3 "Pending online order", §4 "QR online order"): the
 * limits of the guest's cart, shared by the public API's schemas and the guest page, and the
 * order state the guest sees.
 */

/**
 * Bounds of one guest order (and of the shared cart of a table): lines, units per line, name and
 * note lengths, and how many sent orders of one QR code may wait for the cashier at once.
 * @example cart.length <= QR_LIMITS.lines; // 20
 */
export const QR_LIMITS = {
  lines: 20,
  qty: 20,
  /** Units of one order (all lines together). */
  units: 40,
  nameMin: 3,
  nameMax: 30,
  note: 100,
  waitingPerToken: 3,
  /** Public calls per QR code per minute (every phone at the table together). */
  perTokenPerMinute: 120,
  /** Public calls per IP address per minute. */
  perIpPerMinute: 240,
  /** Status reads of the guest page: every 4 s (the page is public: no event stream). */
  statusPollMs: 4000,
} as const;

/** The state of a guest's order: waiting for the cashier, accepted, being cooked, ready, or rejected (deleted). */
export type GuestOrderState = "waiting" | "accepted" | "cooking" | "ready" | "rejected";

/**
 * The guest-visible state from the pending order's status and its accepted dishes.
 * @param status - tmp_online status: "new" | "accepted" | "deleted".
 * @param dishes - of the accepted lines: how many, and how many are ready.
 * @example guestOrderState("accepted", { total: 2, ready: 1 }); // "cooking"
 */
export function guestOrderState(status: string, dishes: { total: number; ready: number }): GuestOrderState {
  if (status === "new") {
    return "waiting";
  }
  if (status === "deleted") {
    return "rejected";
  }
  if (dishes.total === 0) {
    return "accepted";
  }
  return dishes.ready >= dishes.total ? "ready" : "cooking";
}

/**
 * Initials of a menu name for its tile when it has no photo: first letters of the first two words.
 * @example menuInitials("Nasi Goreng Spesial"); // "NG"
 */
export function menuInitials(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean);
  return words
    .slice(0, 2)
    .map((w) => w[0]?.toUpperCase() ?? "")
    .join("");
}
