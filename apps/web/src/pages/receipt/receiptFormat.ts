import { type Currency, formatMoney, formatNumberId } from "@waroeng/domain";

/** An amount without the currency prefix: `36.000` (rupiah) or `4.60` (ringgit). */
export function plainAmount(amount: number, currency: Currency): string {
  const value = Math.round(amount);
  return currency === "IDR" ? formatNumberId(value) : formatMoney(value, currency).replace("RM ", "");
}

/** `dine in` → `Dine In`. */
export function titleCase(text: string | null | undefined): string {
  return (text ?? "").replace(/\b\p{L}/gu, (c) => c.toUpperCase());
}
