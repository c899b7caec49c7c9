/**
 * Transaction type ids (`m_t_t_id`, `tmp_online_m_t_t_id`): 1 = dine-in, 2 = take-away.
 *
 * @example
 * TRANSACTION_TYPE.TAKE_AWAY; // 2
 *
 * Spec: 01-foundations §9, 03-payment-history-shift §9.
 */
export const TRANSACTION_TYPE = { DINE_IN: 1, TAKE_AWAY: 2 } as const;

/**
 * Payment method id for cash; values above 1 are card/EDC and other non-cash methods.
 *
 * @example
 * paymentMethod === PAYMENT_METHOD_CASH; // cash path: change, drawer
 *
 * Spec: 03-payment-history-shift §9.
 */
export const PAYMENT_METHOD_CASH = 1;

/**
 * `meta.code` of refusals the client must tell apart by a field, never by their text: the HTTP
 * status stays (409), `meta.code` names the case.
 *
 * @example
 * if (err.code === META_CODE.DATA_CHANGED) reloadAndClose(); // "Terjadi perubahan data"
 *
 * Spec: 03-payment-history-shift §4 (Pay flow: subtotal changed), §8; docs/API.md "Envelope".
 */
export const META_CODE = {
  /** The order or counts changed since the client read them (MSG.DATA_CHANGED). */
  DATA_CHANGED: 412,
} as const;

/**
 * Order-line status (`m_transaction_menu_status`, `tmp_transaction_detail_status`):
 * 0 normal; 2 cancelled ("Batal - reason"); 3 replaced with new (Ganti Baru); 4 free (Gratis).
 * Only NORMAL lines count in totals and can be changed. Note: the payment document (§4) labels 2
 * "free" and lists warranty actions 3/4/5; the orders document's codes are used here, and every
 * nonzero status is excluded from totals either way.
 *
 * @example
 * line.status === LINE_STATUS.NORMAL; // counts in totals
 *
 * Spec: 02-orders-kitchen §4 (line status), §9; 03-payment-history-shift §4.
 */
export const LINE_STATUS = { NORMAL: 0, CANCELLED: 2, REPLACED: 3, FREE: 4 } as const;

/**
 * Guarantee (garansi) action values sent as the new line status: 3 Ganti Baru, 4 Gratis.
 * A cancellation sends `LINE_STATUS.CANCELLED` (2).
 *
 * @example
 * WARRANTY_ACTION.FREE; // 4
 *
 * Spec: 02-orders-kitchen §5 (guarantee/cancel form).
 */
export const WARRANTY_ACTION = { REPLACE: 3, FREE: 4 } as const;

/**
 * Production status of a line: 0 not yet sent to the kitchen, 1 sent (K mark).
 *
 * @example
 * line.production_status === PRODUCTION_STATUS.PENDING; // listed under BELUM DIORDER
 *
 * Spec: 02-orders-kitchen §4, 03-payment-history-shift §4.
 */
export const PRODUCTION_STATUS = { PENDING: 0, SENT: 1 } as const;

/**
 * Order (nota) status: 0 open, 2 closed (paid; not editable, returns the user to the list).
 *
 * @example
 * order.status === ORDER_STATUS.CLOSED; // redirect to the dashboard
 *
 * Spec: 02-orders-kitchen §3, 03-payment-history-shift §4 (order status).
 */
export const ORDER_STATUS = { OPEN: 0, CLOSED: 2 } as const;

/**
 * Reasons for opening the cash drawer (Buka Laci), as `{ value, label }` for a select.
 *
 * @example
 * DRAWER_REASONS[0]; // { value: "tukaruang", label: "Tukar Uang" }
 *
 * Spec: 01-foundations §9 (opening-drawer reasons).
 */
export const DRAWER_REASONS = [
  { value: "tukaruang", label: "Tukar Uang" },
  { value: "tidakbuka", label: "Laci tidak terbuka saat Transaksi" },
  { value: "closingsaldo", label: "Tutup Saldo" },
] as const;

/** A drawer reason value (`tukaruang`, `tidakbuka`, `closingsaldo`). Spec: 01-foundations §9. @example const r: DrawerReason = "tukaruang"; */
export type DrawerReason = (typeof DRAWER_REASONS)[number]["value"];

/**
 * Printer locations. Print groups 1 and 2 apply to the non-cashier locations.
 *
 * @example
 * PRINTER_LOCATIONS.includes("kitchen"); // true
 *
 * Spec: 01-foundations §9 (printers).
 */
export const PRINTER_LOCATIONS = ["kasir", "repeat", "kitchen", "bar"] as const;

/** A printer location. Spec: 01-foundations §9. @example const l: PrinterLocation = "bar"; */
export type PrinterLocation = (typeof PRINTER_LOCATIONS)[number];

/**
 * Printer connection types: the spec's six, then `device` (not in the spec, and never sent by the
 * spec's client): a printer paired with one device's browser over Bluetooth, USB or serial
 * (DEVICE_PRINTER_CONNECTIONS), which claims and prints its jobs itself.
 *
 * @example
 * PRINTER_TYPES[2]; // "network"
 *
 * Spec: 01-foundations §9 (printers).
 */
export const PRINTER_TYPES = [
  "usb-unix",
  "usb-cups",
  "network",
  "windows-sharing",
  "android-image",
  "android-image-vps",
  "device",
] as const;

/** A printer connection type. Spec: 01-foundations §9. @example const t: PrinterType = "network"; */
export type PrinterType = (typeof PRINTER_TYPES)[number];

/**
 * How a `device` printer (not in the spec: "Printer perangkat ini", a printer paired with one
 * device's browser, which prints that printer's jobs) is connected to its device: Web Bluetooth,
 * WebUSB or Web Serial. Stored as the printer's address.
 *
 * @example
 * DEVICE_PRINTER_CONNECTIONS.includes("bluetooth"); // true
 */
export const DEVICE_PRINTER_CONNECTIONS = ["bluetooth", "usb", "serial"] as const;

/** A device printer's connection. @example const c: DevicePrinterConnection = "usb"; */
export type DevicePrinterConnection = (typeof DEVICE_PRINTER_CONNECTIONS)[number];

/**
 * A printer's model when none is chosen: the generic ESC/POS profile (Epson code pages, the paper's
 * columns, two lines fed before the cut). Every other model is an id of the ESC/POS encoder's printer
 * definitions (`@point-of-sale/receipt-printer-encoder`), checked by the server.
 *
 * @example
 * GENERIC_PRINTER_MODEL; // "generic"
 */
export const GENERIC_PRINTER_MODEL = "generic";

/**
 * Printer Setting's short list of printer models (after the generic profile): desk printers with an
 * auto-cutter whose profile (code pages, columns, lines fed before the cut) the ESC/POS encoder knows.
 * `id` is the encoder's model id, `name` the maker's model name.
 *
 * @example
 * PRINTER_MODEL_CHOICES[0]; // { id: "epson-tm-t20iii", name: "Epson TM-T20III" }
 */
export const PRINTER_MODEL_CHOICES = [
  { id: "epson-tm-t20iii", name: "Epson TM-T20III" },
  { id: "epson-tm-t20ii", name: "Epson TM-T20II" },
  { id: "epson-tm-m30ii", name: "Epson TM-m30II" },
  { id: "epson-tm-t88vi", name: "Epson TM-T88VI" },
  { id: "xprinter-xp-n160ii", name: "Xprinter XP-N160II" },
  { id: "xprinter-xp-t80q", name: "Xprinter XP-T80Q" },
  { id: "pos-8360", name: "POS-8360" },
  { id: "citizen-ct-s310ii", name: "Citizen CT-S310II" },
  { id: "bixolon-srp350iii", name: "Bixolon SRP-350III" },
  { id: "star-tsp100iii", name: "Star TSP100III" },
] as const;

/**
 * Printer types whose address is fixed and whose address field is locked.
 *
 * @example
 * FIXED_ADDRESS_PRINTER_TYPES.includes("android-image"); // true
 *
 * Spec: 01-foundations §9 (the android types fix the address and lock the field).
 */
export const FIXED_ADDRESS_PRINTER_TYPES = ["android-image", "android-image-vps"] as const;

/**
 * Paper width in dots: 405 for 58 mm (the default), 600 for 80 mm.
 *
 * @example
 * PAPER_WIDTH.MM58; // 405
 *
 * Spec: 01-foundations §9 (paper width).
 */
export const PAPER_WIDTH = { MM58: 405, MM80: 600 } as const;

/**
 * Nota-number prefixes of the delivery platforms (ojol), added on submit.
 *
 * @example
 * `${DELIVERY_PREFIXES.grab}123`; // "GF-123"
 *
 * Spec: 02-orders-kitchen §5, §9.
 */
export const DELIVERY_PREFIXES = {
  grab: "GF-",
  gojek: "G-",
  maxim: "MX-",
  shopeefood: "SF-",
  grabmart: "GM-",
} as const;

/** A delivery platform name. Spec: 02-orders-kitchen §1. @example const p: DeliveryProvider = "gojek"; */
export type DeliveryProvider = keyof typeof DELIVERY_PREFIXES;

/**
 * Reasons a tip is recorded.
 *
 * @example
 * TIP_REASONS[0]; // "Sisa Kembalian"
 *
 * Spec: 03-payment-history-shift §5 (tips), §9.
 */
export const TIP_REASONS = ["Sisa Kembalian", "Apresiasi Pelayanan", "Lainnya"] as const;

/**
 * Reasons for reducing a line's quantity.
 *
 * @example
 * REDUCE_REASONS[1]; // "Dibatalkan Konsumen"
 *
 * Spec: 02-orders-kitchen §5, 03-payment-history-shift §5.
 */
export const REDUCE_REASONS = ["Kesalahan Input", "Dibatalkan Konsumen"] as const;

/**
 * Cash-mutation groups (wire values; their shown names are `CASH_UI.GROUP_LABELS`). The type is
 * `kredit` (Kas Keluar) or `debit` (Kas Masuk), labelled by `CASH_UI.CASH_OUT` / `CASH_IN`.
 * Spec: 03-payment-history-shift §9. @example MUTATION_GROUPS[1]; // "Ojol"
 */
export const MUTATION_GROUPS = ["Reguler", "Ojol"] as const;

/**
 * Discount types of the edit-menu modal (legacy `NormalPrice` is read as `CustomPrice`).
 *
 * @example
 * LINE_DISCOUNT_TYPES.includes("Persen"); // true
 *
 * Spec: 03-payment-history-shift §9; 02-orders-kitchen §5 (%, Nominal, Qty).
 */
export const LINE_DISCOUNT_TYPES = ["Persen", "Nominal", "Qty", "CustomPrice"] as const;

/**
 * Discount-popup types for the whole transaction: voucher, nominal discount, percent discount.
 *
 * @example
 * TRANSACTION_DISCOUNT_TYPES[2]; // "diskonPercent"
 *
 * Spec: 03-payment-history-shift §5 (discount popup).
 */
export const TRANSACTION_DISCOUNT_TYPES = ["voucher", "diskon", "diskonPercent"] as const;

/**
 * Marker sent for an emptied custom-menu note.
 *
 * @example
 * note.trim() === "" ? CUSTOM_MENU_DELETE_MARKER : note;
 *
 * Spec: 02-orders-kitchen §5, 03-payment-history-shift §5.
 */
export const CUSTOM_MENU_DELETE_MARKER = "[delete]";

/**
 * The version label of a release version (the root package.json's `version`, served by GET
 * /api/version), in the spec's form (foundations §1: a "v" before the number).
 * @example versionLabel("4.2506.27"); // "v4.2506.27" (the label foundations §1 names)
 */
export function versionLabel(version: string): string {
  return `v${version}`;
}

/** The fixed time zone of the product. Spec: 01-foundations §1. @example TIME_ZONE; // "Asia/Jakarta" */
export const TIME_ZONE = "Asia/Jakarta";

/**
 * User roles: cashier, waiter-type, order taker, kitchen, waiter, supervisor, and the stall owner
 * (the back office only, no cashier screen).
 *
 * @example
 * ROLES.includes("kasir"); // true
 *
 * Spec: 01-foundations §1, §6; GLOSSARY.
 */
export const ROLES = ["kasir", "wbd", "opp", "dapur", "pelayan", "kacab", "owner"] as const;

/** A user role. Spec: 01-foundations §6. @example const r: Role = "kasir"; */
export type Role = (typeof ROLES)[number];

/**
 * Minimum lengths (characters) of form fields.
 *
 * @example
 * name.trim().length >= MIN_LENGTH.customerName;
 *
 * Spec: 01-foundations §5, §9; 02-orders-kitchen §5; 03-payment-history-shift §5, §9.
 */
export const MIN_LENGTH = {
  noteNumber: 4,
  customerName: 3,
  memberId: 5,
  onlineNoteNumber: 3,
  waiterName: 3,
  phone: 10,
  accountName: 10,
  menuSearch: 3,
  /** The reason of a Lost Bill, a Gratis or a voided payment (trimmed). */
  paymentReason: 3,
} as const;

/**
 * Timings in milliseconds named by the spec.
 *
 * @example
 * setInterval(load, TIMING_MS.onlineOrderPoll); // 5000
 *
 * Spec: 01-foundations §8, §9; 02-orders-kitchen §9; 03-payment-history-shift §9.
 */
export const TIMING_MS = {
  staffTableRefresh: 2000,
  clock: 1000,
  onlineOrderPoll: 5000,
  printDialog: 2000,
  whatsappDialog: 3000,
  clearTmpMessage: 3000,
  loadingSpinner: 750,
} as const;

/**
 * Live events (GET /api/events) arriving within this many ms of the first make ONE refetch of the
 * queries they touch: one set-production or a cook tapping Siap on three dishes is one refetch per
 * screen, not three. Ours, not the spec's (a dish still reaches Hal Tata well inside the
 * 150 ms target: p95 99 ms at 25 ms, 140 ms at 50 ms in bench/live.ts); the rush benchmark's
 * screens coalesce the same way (bench/rush.ts).
 */
export const LIVE_COALESCE_MS = 25;

/**
 * Maximum lengths (characters, after trimming) of every text field a request may carry; the
 * server's schemas and the web forms both read them from here (no unbounded text).
 * `noteNumber` is the typed nota number (a delivery prefix such as `GF-` is added on top);
 * `name` covers customer, staff and reason names; `note` free text (keterangan, custom menu);
 * `query` any other short query or path text.
 *
 * @example
 * name.length <= MAX_LENGTH.name; // 100
 *
 * Spec: not shown (01-foundations §5 gives minimums only); docs/API.md "Limits".
 */
export const MAX_LENGTH = {
  noteNumber: 20,
  name: 100,
  memberId: 20,
  phone: 20,
  email: 254,
  password: 128,
  transactionTypeName: 50,
  time: 40,
  date: 10,
  tableList: 500,
  note: 255,
  query: 100,
  flag: 10,
} as const;

/**
 * Largest number of items of a list field (JSON array, `x[]` form field, comma-separated ids),
 * e.g. merged tables or opening-cash counts.
 *
 * @example
 * ids.length <= MAX_ITEMS; // 100
 *
 * Spec: not shown; docs/API.md "Limits".
 */
export const MAX_ITEMS = 100;

/**
 * Limits of one request body, the same for JSON, urlencoded and multipart (chunked or not):
 * `bytes` of body (1 MiB); `fields` form fields or multipart parts. Beyond either → HTTP 413.
 * Multipart file parts are refused: no call takes a file.
 *
 * @example
 * BODY_LIMITS.bytes; // 1048576
 *
 * Spec: not shown; docs/API.md "Limits".
 */
export const BODY_LIMITS = { bytes: 1_048_576, fields: 200 } as const;

/**
 * Largest id (and integer) a PostgreSQL `integer` column holds; bigger ids are refused as input.
 *
 * @example
 * id <= MAX_ID; // 2147483647
 *
 * Spec: not shown; docs/API.md "Limits".
 */
export const MAX_ID = 2_147_483_647;
