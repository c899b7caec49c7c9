/**
 * Upper bounds of the numbers a person types: a count of things (a quantity) and an amount of
 * money. The web's number inputs refuse anything above them, and the server's schemas may use the
 * same constants, so a typo of eleven digits never reaches a total, a database integer or a crash.
 *
 * @example
 * qty <= MAX_QUANTITY; // 9_999 pieces of one denomination, or units of one menu line
 * paid <= MAX_MONEY; // 999_999_999 minor units (Rp 999.999.999, RM 9,999,999.99)
 *
 * Spec: 03-payment-history-shift §5 (opening cash: quantities numeric, minimum 0; cash payment;
 * amount format).
 */
export const MAX_QUANTITY = 9_999;

/**
 * The largest amount of money (integer minor units: rupiah, or sen for RM) typed into any money
 * input and accepted by the server's schemas: 9 digits, far above a stall's day of takings, and
 * within the database's integer columns (2,147,483,647), so no stored amount ever overflows.
 *
 * @example
 * formatMoney(MAX_MONEY, "IDR"); // "Rp 999.999.999"
 */
export const MAX_MONEY = 999_999_999;
