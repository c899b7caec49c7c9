/**
 * Head office · Menu: a chain item's prices per transaction type when its base price changes. Every
 * item carries a price per transaction type (`m_menu_harga`), and the till sells at that price, so a
 * new base price alone would never reach it. Money in minor units.
 */

/** One transaction type's price of a chain item (minor units). */
export interface TypePrice {
  m_t_t_id: number;
  price: number;
}

/**
 * The per-type prices after the base price moves from `oldBase` to `newBase`: a type priced at the
 * old base (dine in, take away) follows the new one; a type priced apart (an ojol platform's markup)
 * keeps its own price. @returns a new list in the same order.
 */
export function followBasePrice(prices: readonly TypePrice[], oldBase: number, newBase: number): TypePrice[] {
  return prices.map((p) => (p.price === oldBase ? { m_t_t_id: p.m_t_t_id, price: newBase } : { ...p }));
}
