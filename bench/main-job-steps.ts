/**
 * The main job as the benchmarks drive it through the API (shared by bench/main-job.ts and
 * bench/statements.ts): open cash, then one order: open a table → add units → send to production →
 * the kitchen's lists and ready → served → delivered (makan, minum) → pay cash with the server's
 * totals → the dashboard list. `call` times or counts each request under its name.
 */

/** One API request under a name; resolves to the reply body, throws on a status ≥ 300. */
// biome-ignore lint/suspicious/noExplicitAny: benchmark replies are read loosely
export type Call = (name: string, method: "GET" | "POST", url: string, token: string, payload?: object) => Promise<any>;

export interface Tokens {
  kasir: string;
  dapur: string;
  pelayan: string;
}

/** Opens the cashier's cash session (2 of each denomination). */
export async function openCash(call: Call, kasir: string): Promise<void> {
  const modal = await call("get-modal", "GET", "/api/m-modal/get-modal", kasir);
  await call("save-modal", "POST", "/api/m-modal/save-modal", kasir, {
    modal_detail: modal.data.modal_tipe.map((d: { m_modal_tipe_id: number }) => ({
      m_modal_tipe_id: d.m_modal_tipe_id,
      rekap_modal_detail_qty: 2,
    })),
  });
}

/** The outlet's menu ids and dine-in table ids. */
export async function menusAndTables(call: Call, kasir: string): Promise<{ menuIds: number[]; tableIds: number[] }> {
  const menus = (await call("mmenu", "GET", "/api/mmenu", kasir)).data as { m_menu_id: number }[];
  const tables = (await call("m-meja", "GET", "/api/m-meja", kasir)).data as { m_meja_id: number; m_meja_type: string }[];
  return { menuIds: menus.map((m) => m.m_menu_id), tableIds: tables.filter((t) => t.m_meja_type === "meja").map((t) => t.m_meja_id) };
}

/** One whole order on `tableId` with `items` units (menus picked from `menuIds` from `offset`), paid cash. */
export async function mainJobOrder(
  call: Call,
  t: Tokens,
  o: { tableId: number; noteNumber: string; menuIds: number[]; items: number; offset: number },
) {
  const created = await call("open table", "POST", "/api/tmp-transaction", t.kasir, {
    tmp_transaction_m_meja_id: o.tableId,
    tmp_transaction_note_number: o.noteNumber,
    tmp_transaction_customer_name: "Bench Boss",
    tmp_transaction_order_time: new Date().toISOString(),
  });
  const id = created.data.tmp_transaction_id as number;
  for (let k = 0; k < o.items; k++) {
    await call("add-menu", "POST", "/api/m-transaction-meja/add-menu", t.kasir, {
      tmp_transaction_detail_m_produk_id: o.menuIds[(o.offset + k) % o.menuIds.length],
      tmp_transaction_detail_tmp_transaction_id: id,
    });
  }
  await call("set-production", "GET", `/api/m-transaction-meja/set-production/${id}`, t.kasir);
  const dishes = (await call("by-transaction", "GET", `/api/m-dish-status/by-transaction/${id}`, t.dapur)).data as {
    m_dish_status_id: number;
  }[];
  await call("ready-status", "GET", "/api/m-transaction-table/ready-status?type=dine_in", t.dapur);
  await call("available", "GET", "/api/m-dish-status/available", t.dapur);
  for (const d of dishes) {
    await call("set-ready", "GET", `/api/m-dish-status/set-ready/${d.m_dish_status_id}`, t.dapur);
  }
  for (const d of dishes) {
    await call("set-served", "GET", `/api/m-dish-status/set-served/${d.m_dish_status_id}`, t.pelayan);
  }
  await call("ready-by-type", "POST", "/api/m-dish-status/ready-by-type?page=1", t.pelayan, { type: "makan" });
  for (const type of ["makan", "minum"]) {
    await call("set-delivered", "GET", `/api/m-dish-status/set-delivered?transaction_id=${id}&type=${type}`, t.pelayan);
  }
  const totals = (
    await call("transaction-detail", "GET", `/api/transaction-detail?tmp_transaction_detail_tmp_transaction_id=${id}`, t.kasir)
  ).totals;
  await call("pay", "POST", "/api/recap-transactions", t.kasir, {
    tmp_transaction_id: id,
    payment_method: 1,
    sub_total: totals.subtotal,
    total: totals.rounded,
    nominal_pajak: totals.tax,
    nominal_sc: totals.service_charge,
    nominal_uang: totals.rounded,
    round: totals.rounding,
  });
  await call("dashboard", "GET", "/api/tmp-transaction", t.kasir);
  return id;
}
