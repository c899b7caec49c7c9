import { describe, expect, it } from "vitest";
import {
  DELIVERY_PREFIXES,
  DRAWER_REASONS,
  LINE_STATUS,
  MIN_LENGTH,
  ORDER_STATUS,
  PAPER_WIDTH,
  PAYMENT_METHOD_CASH,
  PRINTER_LOCATIONS,
  PRINTER_TYPES,
  PRODUCTION_STATUS,
  ROLES,
  TIME_ZONE,
  TIP_REASONS,
  TRANSACTION_TYPE,
  VERSION_LABEL,
} from "./constants.ts";

describe("spec constants", () => {
  it.each<[string, unknown, unknown]>([
    ["transaction types", TRANSACTION_TYPE, { DINE_IN: 1, TAKE_AWAY: 2 }],
    ["cash payment method", PAYMENT_METHOD_CASH, 1],
    ["line status", LINE_STATUS, { NORMAL: 0, CANCELLED: 2, REPLACED: 3, FREE: 4 }],
    ["production status", PRODUCTION_STATUS, { PENDING: 0, SENT: 1 }],
    ["order status", ORDER_STATUS, { OPEN: 0, CLOSED: 2 }],
    ["paper width", PAPER_WIDTH, { MM58: 405, MM80: 600 }],
    ["printer locations", PRINTER_LOCATIONS, ["kasir", "repeat", "kitchen", "bar"]],
    ["printer types", PRINTER_TYPES, ["usb-unix", "usb-cups", "network", "windows-sharing", "android-image", "android-image-vps"]],
    ["delivery prefixes", DELIVERY_PREFIXES, { grab: "GF-", gojek: "G-", maxim: "MX-", shopeefood: "SF-", grabmart: "GM-" }],
    ["tip reasons", TIP_REASONS, ["Sisa Kembalian", "Apresiasi Pelayanan", "Lainnya"]],
    ["roles", ROLES, ["kasir", "wbd", "opp", "dapur", "pelayan", "kacab"]],
    ["version", VERSION_LABEL, "v4.2506.27"],
    ["time zone", TIME_ZONE, "Asia/Jakarta"],
    [
      "drawer reasons",
      DRAWER_REASONS,
      [
        { value: "tukaruang", label: "Tukar Uang" },
        { value: "tidakbuka", label: "Laci tidak terbuka saat Transaksi" },
        { value: "closingsaldo", label: "Tutup Saldo" },
      ],
    ],
    [
      "minimum lengths",
      MIN_LENGTH,
      { noteNumber: 4, customerName: 3, memberId: 5, onlineNoteNumber: 3, waiterName: 3, phone: 10, accountName: 10, menuSearch: 3 },
    ],
  ])("%s", (_name, actual, expected) => {
    expect(actual).toEqual(expected);
  });
});
