/**
 * Every TanStack Query key of the web app, in one place (one group per area of the spec). A key is a
 * tuple whose head names the list or record it caches (usually the GET path it comes from); the live
 * events reach a screen through that head (lib/liveMatch.ts), so a misspelled head would be a screen
 * that silently stops refreshing. `AppQueryKey` (the union of every key below) is registered with
 * TanStack Query, so `useQuery`, `invalidateQueries`, `setQueryData` and liveMatch's switch accept
 * only these keys (filters also their prefixes, e.g. `queryKeys.admin.all`): a typo is a type error.
 *
 * Ids are typed as the screens hold them (route params are strings, list rows numbers); keep a key's
 * shape when a screen and an invalidation must meet, e.g. `order(id: string)` on both sides.
 */
import type { PickupType, PrepType } from "./kitchen.ts";
import type { ReportQuery } from "./reports.ts";

export const queryKeys = {
  /** The signed-in user and its device settings. */
  session: {
    /** GET /user: who is signed in (never touched by the live events). */
    user: ["user"] as const,
    language: ["user-language"] as const,
    version: ["version"] as const,
  },
  outlet: {
    /** GET /info-waroeng. */
    info: ["info-waroeng"] as const,
    /** GET /waroeng-info: the outlet's settings (currency, tax, rounding). */
    settings: ["waroeng-info"] as const,
    /** The outlets the user may work in (opening cash, reports). */
    workable: ["waroeng-user"] as const,
  },
  access: {
    /** GET /akses-role: the permission matrix that applies to the signed-in user. */
    matrix: ["akses-role"] as const,
    /** The matrix a supervisor's approval (`approvalId`) opened for editing. */
    all: (approvalId: number | null) => ["get-all-role", approvalId] as const,
  },
  staff: ["users"] as const,
  tables: {
    all: ["m-meja"] as const,
    free: ["meja-kosong"] as const,
  },
  orders: {
    /** Every open order (table dashboard, staff dashboard, pull menu). */
    open: ["tmp-transaction"] as const,
    /** Open delivery orders (prefix of `open`: refreshed with it). */
    delivery: ["tmp-transaction", "ojol"] as const,
    order: (id: string) => ["order", id] as const,
    /** The order's lines (GET /transaction-detail). */
    lines: (id: string) => ["transaction-detail", id] as const,
    /** The split screen's moves held by the server (GET /split-bill/{id}). */
    split: (id: string) => ["split-bill", id] as const,
    noteEdit: (orderId: number | null) => ["note-edit", orderId] as const,
    pullMenu: (orderId: number | null) => ["get-pull-menu", orderId] as const,
    lineDishes: (lineId: number) => ["line-dishes", lineId] as const,
  },
  menu: {
    types: ["m-menu-jenis"] as const,
    categories: (typeId: number | undefined) => ["m-kategori", typeId] as const,
    /** The till's menu cards: by type ("all" when searching) and category. */
    cards: (orderId: string, type: string, category: string | null) => ["menus", orderId, type, category] as const,
    /** Every menu item for an order (a replacement pick). */
    ofOrder: (orderId: string) => ["menus", orderId] as const,
    paymentMethods: ["m-payment-method"] as const,
  },
  /** The kitchen preparation screen's own menu board. */
  kitchenBoard: {
    types: ["kitchen", "m-menu-jenis"] as const,
    categories: (typeId: string | null) => ["kitchen", "m-kategori", typeId] as const,
    menus: (typeId: string | null) => ["kitchen", "mmenu", typeId] as const,
  },
  kitchen: {
    readyStatus: (type: PrepType) => ["ready-status", type] as const,
    available: (type: PrepType) => ["dish-available", type] as const,
    dishes: (transactionId: number) => ["dishes-by-transaction", transactionId] as const,
    /** Prefix of every order's `dishes`. */
    allDishes: ["dishes-by-transaction"] as const,
    readyByType: (type: PickupType, page: number) => ["ready-by-type", type, page] as const,
    /** Prefix: every page of one pickup kind. */
    readyOfType: (type: PickupType) => ["ready-by-type", type] as const,
  },
  stock: {
    index: ["stock-index"] as const,
    soldOut: ["menu-habis"] as const,
    /** Menu Habis's options (under `soldOut`: a refresh of it refreshes them too). */
    soldOutOptions: ["menu-habis", "options"] as const,
    productionFailures: (date: string) => ["gagal-proses", date] as const,
    packing: ["bungkusan"] as const,
    tableByMenu: (menuId: number, type: PrepType) => ["table-by-menu", menuId, type] as const,
    /** Prefix of every `tableByMenu`. */
    allTableByMenu: ["table-by-menu"] as const,
  },
  production: {
    /** Screens with their plotting (nav, picker, Plotting): reloaded on `plotting` events. */
    screens: ["layar-produksi-all"] as const,
    detail: (screenId: number) => ["layar-produksi", screenId] as const,
    stations: ["layar-produksi-plot-name"] as const,
    types: ["layar-produksi-type-name"] as const,
    tableNames: ["table-name"] as const,
    activeOrders: (page: number) => ["pesan-aktif", page] as const,
  },
  cash: {
    /** GET /get-modal: the session's opening cash. */
    openingCash: ["get-modal"] as const,
    mutations: ["recap-mutasi-modal"] as const,
    tips: ["recap-uang-tips"] as const,
    shiftRecap: (what: string) => ["shift-recap", what] as const,
    mutationSlip: (id: string) => ["cash-out", id] as const,
    closingReport: (id: string) => ["closing-report", id] as const,
    /** GET /cashier/close-check: open orders and the drawer recap before Tutup Saldo. */
    closeCheck: ["close-check"] as const,
  },
  /** POST /qris/charge of a bill (order, split, total): the QR shown at payment, never live-matched. */
  qris: {
    charge: (orderId: number, splitId: string, total: number) => ["qris-charge", orderId, splitId, total] as const,
    /** GET /qris/status of a gateway charge, polled while its QR is shown. */
    status: (orderRef: string) => ["qris-status", orderRef] as const,
    /** GET /qris/returns: the outlet's QRIS money that paid no bill, still to return. */
    returns: ["qris-returns"] as const,
  },
  history: {
    list: ["transaksi-history"] as const,
    detail: (id: number) => ["transaksi-history-detail", id] as const,
    /** The closed transaction of an order (by its id when known, else from today's history). */
    ofOrder: (receiptId: number, orderId: number) => ["transaksi-history-detail", receiptId, "of-order", orderId] as const,
    receipt: (id: string, mode: string) => ["print-transaksi", id, mode] as const,
    byDate: (date: string, noteNumber: string) => ["history-by-date", date, noteNumber] as const,
    byDateDetail: (id: number) => ["history-by-date-detail", id] as const,
  },
  refund: {
    bill: (id: number) => ["refund-bill", id] as const,
    lines: (id: number) => ["refund-lines", id] as const,
  },
  online: {
    list: ["tmp-online-list"] as const,
    notification: ["tmp-online-notif"] as const,
    bill: (id: string) => ["print-bill-online", id] as const,
  },
  qr: {
    page: (token: string) => ["qr-page", token] as const,
    codes: ["qr-token-list"] as const,
  },
  /** GET /device-setup: the box's addresses and certificate (setup page, Tambah Perangkat, QR sheet). */
  deviceSetup: ["device-setup"] as const,
  customerDisplay: {
    /** GET /customer-display/state: what this paired display shows (its own event stream, not the staff's). */
    state: ["customer-display-state"] as const,
    /** GET /customer-display/{id}: the till's pairing, read while its dialog is open. */
    pairing: (id: number) => ["customer-display", id] as const,
  },
  printing: {
    info: (location: string) => ["get-printer-info", location] as const,
    categories: ["jenis-produk"] as const,
    queue: ["print-queue"] as const,
    waOutbox: ["wa-outbox"] as const,
  },
  reports: {
    sales: (q: ReportQuery) => ["laporan", q.dari, q.sampai, q.m_w_id ?? 0] as const,
    qris: (q: ReportQuery) => ["laporan-qris", q.dari, q.sampai, q.m_w_id ?? 0] as const,
    options: (q: ReportQuery) => ["laporan-opsi", q.dari, q.sampai, q.m_w_id ?? 0] as const,
  },
  sync: {
    status: ["update-data"] as const,
  },
  /** Head office (`ROLE=hq`, api/hq.ts); no live events: Hari Ini polls. */
  hq: {
    all: ["hq"] as const,
    me: ["hq", "me"] as const,
    accounts: ["hq", "accounts"] as const,
    summarySettings: ["hq", "settings", "summary"] as const,
    myPhone: ["hq", "me", "phone"] as const,
    menu: ["hq", "menu"] as const,
    menuOptions: ["hq", "menu", "options"] as const,
    menuCategories: ["hq", "menu", "categories"] as const,
    menuStations: ["hq", "menu", "stations"] as const,
    changeLog: (page: number) => ["hq", "change-log", page] as const,
    today: ["hq", "today"] as const,
    /** A report: its query string. */
    report: (query: string) => ["hq", "report", query] as const,
  },
  /** The back office's lists; `all` refreshes every one of them. */
  admin: {
    all: ["admin"] as const,
    tables: ["admin", "tables"] as const,
    staff: ["admin", "staff"] as const,
    vouchers: (page: number) => ["admin", "vouchers", page] as const,
    allVouchers: ["admin", "vouchers"] as const,
    transactionTypes: ["admin", "transaction-types"] as const,
    denominations: ["admin", "denominations"] as const,
    paymentMethods: ["admin", "payment-methods"] as const,
    production: ["admin", "production"] as const,
    outlet: ["admin", "outlet"] as const,
    audit: (page: number) => ["admin", "audit", page] as const,
    menuOptions: ["admin", "menu-options"] as const,
    optionGroups: (archived: boolean) => ["admin", "option-groups", archived] as const,
    menu: (search: string, archived: boolean) => ["admin", "menu", search, archived] as const,
    allMenu: ["admin", "menu"] as const,
  },
};

/** TanStack mutation keys (mutations a polling screen waits for). */
export const mutationKeys = {
  /** A dish's ready / served toggle: kitchen polling pauses while one runs. */
  dish: ["dish-mutation"] as const,
};

/** The keys (tuples) a `queryKeys` entry holds or returns, at any depth. */
type KeysIn<T> = T extends (...args: never[]) => infer R
  ? R
  : T extends readonly unknown[]
    ? T
    : T extends object
      ? { [K in keyof T]: KeysIn<T[K]> }[keyof T]
      : never;

/** Every query key of the app: the only keys TanStack Query accepts here (see `Register` below). */
export type AppQueryKey = KeysIn<typeof queryKeys>;

/** The head of a query key: what liveMatch switches on. */
export type QueryKeyHead = AppQueryKey[0];

declare module "@tanstack/react-query" {
  interface Register {
    queryKey: AppQueryKey;
  }
}
