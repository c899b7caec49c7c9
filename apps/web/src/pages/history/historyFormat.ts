import { type Currency, formatMoney, formatNumberId, type ReceiptOption, receiptOptionText } from "@waroeng/domain";

/**
 * History amounts (spec 03 §1: history pages show values in id-ID decimal format): rupiah as `47.200`;
 * a ringgit outlet keeps its own format since its minor units are sen.
 */
export function historyAmount(amount: number | null | undefined, currency: Currency): string {
  const value = Math.round(Number(amount ?? 0));
  return currency === "IDR" ? formatNumberId(value) : formatMoney(value, currency);
}

/** `YYYY-MM-DD` (or an ISO timestamp) → `DD/MM/YYYY`. */
export function displayDate(value: string | null | undefined): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})/.exec(value ?? "");
  return match ? `${match[3]}/${match[2]}/${match[1]}` : (value ?? "-");
}

/** `HH:mm[:ss]` → `HH:mm`. */
export function displayTime(value: string | null | undefined): string {
  return value ? value.slice(0, 5) : "-";
}

/** Marker of a quantity changed from the QR order's original (`qty_qr`): minus when fewer, plus when more. */
export function qtyMarker(qty: number, qtyQr: number | null | undefined): "-" | "+" | null {
  if (qtyQr === null || qtyQr === undefined || qtyQr <= 0 || qtyQr === qty) {
    return null;
  }
  return qty < qtyQr ? "-" : "+";
}

/**
 * A paid line's options as history and refund show them under its name, as the receipt words them
 * (`receiptOptionText`, deltas in minor units): "Level 3, Telur +Rp 3.000"; "" for none.
 */
export function paidOptionsText(options: readonly ReceiptOption[], currency: Currency): string {
  return options.map((o) => receiptOptionText(o, currency)).join(", ");
}
