/**
 * A rule of the spec was broken by the user's input (not a programming error).
 *
 * `message` is the Indonesian text to show, word for word from the spec (see `MSG` in
 * `messages.ts`); `title` is the dialog title when the spec gives one (e.g. `Transaksi ditolak!`).
 * Programming errors (bad types, out-of-range integers) throw `RangeError` instead.
 *
 * @example
 * throw new DomainError(MSG.PAYMENT_SHORT, MSG.PAYMENT_REJECTED_TITLE);
 * // err.message === "Nominal Pembayaran Kurang", err.title === "Transaksi ditolak!"
 *
 * Spec: 03-payment-history-shift §8 (error catalogue), 01-foundations §8.
 */
export class DomainError extends Error {
  /** Dialog title to show above the message, when the spec names one. */
  readonly title: string | undefined;

  constructor(message: string, title?: string) {
    super(message);
    this.name = "DomainError";
    this.title = title;
  }
}
