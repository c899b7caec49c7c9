/**
 * The customer-facing display's rules shared by server and screens (docs/API.md "POST
 * /customer-display/code" and after): the pairing code's form and life, the guessing limit, and
 * which screen the display shows for a state.
 */

/** Pairing codes: this many digits. @example DISPLAY_CODE_LENGTH; // 6 */
export const DISPLAY_CODE_LENGTH = 6;

/**
 * Limits of the customer display (ms unless named otherwise).
 * @example DISPLAY_LIMITS.codeTtlMs; // 600000 (10 minutes)
 */
export const DISPLAY_LIMITS = {
  /** How long a pairing code can be used. */
  codeTtlMs: 10 * 60_000,
  /** Wrong codes per client IP per window before 429. */
  triesPerIp: 10,
  /** Window of the wrong-code count. */
  windowMs: 15 * 60_000,
  /** The display re-reads its state this often while its event stream is down. */
  pollMs: 3_000,
  /** "Terima kasih" stays this long after payment before the display goes back to idle. */
  thanksMs: 20_000,
};

/** What the till is doing with its current bill. */
export type DisplayPhase = "idle" | "order" | "payment" | "paid";

/** The screen a display shows: the outlet's welcome, the bill, the payment, or "Terima kasih". */
export type DisplayScreen = "idle" | "order" | "payment" | "thanks";

/**
 * The screen for a display state: `paid` shows "Terima kasih" until `thanksMs` after the display
 * first saw it paid (`paidSeenAt`, ms since epoch), then the idle screen; a phase without a bill is idle.
 * @param state - the state's `phase`, and whether it has a `bill` / `paid` part.
 * @param now - ms since epoch. @param paidSeenAt - when this paid bill was first shown (ms), or null.
 * @example displayScreen({ phase: "paid", bill: true, paid: true }, 5_000, 0); // "thanks"
 * @example displayScreen({ phase: "paid", bill: true, paid: true }, 25_000, 0); // "idle"
 */
export function displayScreen(
  state: { phase: DisplayPhase; bill: boolean; paid: boolean },
  now: number,
  paidSeenAt: number | null,
): DisplayScreen {
  if (state.phase === "idle" || !state.bill) {
    return "idle";
  }
  if (state.phase === "paid" || state.paid) {
    return paidSeenAt !== null && now - paidSeenAt >= DISPLAY_LIMITS.thanksMs ? "idle" : "thanks";
  }
  return state.phase;
}
