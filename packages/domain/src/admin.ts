/**
 * Back-office rules shared by server and web: the outlet settings' allowed values and
 * text limits. Rates are whole percents on the wire and in forms, basis points inside (×100).
 */

/** Tax rates an outlet may choose, percent. @example TAX_PERCENTS.includes(11); // true */
export const TAX_PERCENTS = [0, 10, 11, 12] as const;
/** Service-charge rates an outlet may choose, percent. */
export const SERVICE_PERCENTS = [0, 3, 5] as const;
/** Currencies an outlet may use, as stored and sent (`m_w_currency`): rupiah or ringgit. */
export const CURRENCY_LABELS = ["Rp", "RM"] as const;
/** Rounding switch of the outlet (`m_w_pembulatan`). */
export const ROUNDING_CHOICES = ["ya", "tidak"] as const;

/** Text limits of the outlet settings, characters. */
export const OUTLET_LIMITS = { nameMin: 3, nameMax: 60, addressMax: 200, footerMax: 120 } as const;

/** Audit view page size (GET /admin/audit). */
export const AUDIT_PAGE_SIZE = 50;
