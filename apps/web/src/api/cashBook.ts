/**
 * Cash book and shift calls (docs/API.md "Cash book and shift"; payment §7 "Cash
 * mutation", "Tips", "Shift recap reads"; foundations §7 close-modal). Money in minor units here.
 */

import type * as Requests from "@waroeng/domain/requests";
import type { FormOf } from "@waroeng/domain/requests";
import type {
  closeCheck,
  closingReport,
  freeChangeRow,
  mutationRow,
  mutationSlip,
  paymentRecap,
  promoRecap,
  salesRecap,
  spendingRecap,
  tipEdit,
  tipRow,
  tipsRecap,
} from "@waroeng/domain/wire";
import type { z } from "zod";
import { api, request } from "./client.ts";
import { cashBookReplies as r, requestSchemas, type SchemaRef } from "./replies.ts";

export type MutationRow = z.output<typeof mutationRow>;
export type MutationSlip = z.output<typeof mutationSlip>;
export type TipRow = z.output<typeof tipRow>;
export type TipEdit = z.output<typeof tipEdit>;
export type SpendingRecap = z.output<typeof spendingRecap>;
export type PaymentRecap = z.output<typeof paymentRecap>;
export type PromoRecap = z.output<typeof promoRecap>;
export type SalesRecap = z.output<typeof salesRecap>;
export type FreeChangeRow = z.output<typeof freeChangeRow>;
export type TipsRecap = z.output<typeof tipsRecap>;
export type ClosingReport = z.output<typeof closingReport>;
export interface AmountRow {
  keterangan: string;
  qty: number;
  nominal: number;
}

/** GET /recap-mutasi-modal → History Kas and TOTAL PENGELUARAN. */
export async function fetchMutations(): Promise<{ rows: MutationRow[]; totalSpending: number }> {
  const res = await api.get<MutationRow[]>("recap-mutasi-modal", undefined, { reply: r.mutations });
  return { rows: res.data ?? [], totalSpending: Number(res.total_pengeluaran ?? 0) };
}

/** The form of POST /recap-mutasi-modal (every field sent; money in minor units, converted by the client). */
export type MutationPayload = FormOf<typeof Requests.mutationSchema>;

/** POST /recap-mutasi-modal; a refusal throws ApiError (`fieldErrors` per field). Returns the row and its slip link. */
export async function saveMutation(payload: MutationPayload): Promise<{ row: MutationRow; struct: string }> {
  const res = await api.post<MutationRow>("recap-mutasi-modal", payload, undefined, {
    body: requestSchemas.mutationSchema,
    reply: r.mutationSaved,
  });
  return { row: res.data, struct: String(res.struct ?? "") };
}

/** GET /cashier/cash-out/{id} → the slip's data. */
export async function fetchMutationSlip(id: string): Promise<MutationSlip> {
  return (await api.get<MutationSlip>(`cashier/cash-out/${id}`, { view: "1" }, { reply: r.slip })).data;
}

/** A print request's outcome: `struct` the browser page to open ("" when the kasir printer got it). */
export interface Printed {
  struct: string;
  printed: boolean;
}

/** GET /cashier/cash-out/{id}: the slip to the kasir printer with the drawer pulse, or its print page. */
export async function printCashSlip(id: number): Promise<Printed> {
  const res = await api.get<MutationSlip>(`cashier/cash-out/${id}`, undefined, { reply: r.slip });
  return { struct: String(res.struct ?? ""), printed: res.printed === true };
}

/** GET /cashier/print-closing-report/{id}: the closing report again, to the kasir printer or its print page. */
export async function printClosingReport(id: number): Promise<Printed> {
  const res = await api.get<null>(`cashier/print-closing-report/${id}`, undefined, { reply: r.reportPrinted });
  return { struct: String(res.struct ?? ""), printed: res.printed === true };
}

/** GET /recap-uang-tips → Daftar Uang Tips and TOTAL PEMASUKAN. */
export async function fetchTips(): Promise<{ rows: TipRow[]; total: number }> {
  const res = await api.get<TipRow[]>("recap-uang-tips", undefined, { reply: r.tips });
  return { rows: res.data ?? [], total: Number(res.total ?? 0) };
}

export async function fetchTip(id: number): Promise<TipEdit> {
  return (await api.get<TipEdit>(`recap-uang-tips/${id}`, undefined, { reply: r.tip })).data;
}

/** The form of POST /recap-uang-tips. */
export type TipPayload = FormOf<typeof Requests.tipCreateSchema>;

export async function createTip(payload: TipPayload): Promise<void> {
  await api.post("recap-uang-tips", payload, undefined, { body: requestSchemas.tipCreateSchema, reply: r.tipSaved });
}

/** PATCH /recap-uang-tips/{id} with every field of the spec's form. */
export async function updateTip(id: number, payload: FormOf<typeof Requests.tipUpdateSchema>): Promise<void> {
  await request("PATCH", `recap-uang-tips/${id}`, { body: payload, money: { body: requestSchemas.tipUpdateSchema, reply: r.tipSaved } });
}

export async function deleteTip(id: number): Promise<void> {
  await api.del(`recap-uang-tips/${id}`);
}

const recapRead =
  <T>(path: string, reply: SchemaRef) =>
  async (): Promise<T> =>
    (await api.get<T>(path, undefined, { reply })).data;

export const fetchSpending = recapRead<SpendingRecap>("cashier/spending", r.spending);
export const fetchPaymentRecap = recapRead<PaymentRecap>("cashier/payment", r.payment);
export const fetchPromo = recapRead<PromoRecap>("cashier/promo", r.promo);
export const fetchSales = recapRead<SalesRecap>("cashier/sales", r.sales);
export const fetchFreeData = recapRead<FreeChangeRow[]>("cashier/free-data", r.freeData);
export const fetchCanceled = recapRead<AmountRow[]>("cashier/canceled-recap-data", r.canceled);
export const fetchWarranty = recapRead<AmountRow[]>("cashier/warranty-data", r.warranty);
export const fetchTipsRecap = recapRead<TipsRecap>("cashier/uang-tips-data", r.tipsData);

export interface CloseReply {
  error: number;
  msg: string;
  struct: string;
  /** The kasir printer got the closing report (then `struct` is ""). */
  printed: boolean;
  cashRecapId: number;
  nextSession?: number;
  report: ClosingReport;
}

/** What Tutup Saldo shows before closing: the outlet's open orders, how the user may close over them, the drawer recap. */
export type CloseCheck = z.output<typeof closeCheck>;

/** GET /cashier/close-check (a refusal throws ApiError). */
export async function fetchCloseCheck(): Promise<CloseCheck> {
  return (await api.get<CloseCheck>("cashier/close-check", undefined, { reply: r.closeCheck })).data;
}

/**
 * POST /m-modal/close-modal (Tutup Saldo) or POST /cashier/change-shift (Ganti Shift); a refusal
 * throws ApiError. `anyway` closes Tutup Saldo over open orders (with a kacab's `approval` id for a kasir or wbd).
 */
export async function closeBalance(counted: number, how: "close" | "shift", anyway?: { approval?: number }): Promise<CloseReply> {
  const path = how === "close" ? "m-modal/close-modal" : "cashier/change-shift";
  const form: FormOf<typeof Requests.closeModalSchema> = {
    nominal_cash: counted,
    ...(anyway ? { close_anyway: 1, ...(anyway.approval ? { approval: anyway.approval } : {}) } : {}),
  };
  const res = await api.post<ClosingReport>(path, form, undefined, {
    body: requestSchemas.closeModalSchema,
    reply: how === "close" ? r.closed : r.shiftChanged,
  });
  return {
    error: Number(res.error ?? res.meta.error),
    msg: String(res.msg ?? res.meta.message),
    struct: String(res.struct ?? ""),
    printed: res.printed === true,
    cashRecapId: res.data.rekap_modal_id,
    ...(res.next_sesi !== undefined ? { nextSession: Number(res.next_sesi) } : {}),
    report: res.data,
  };
}

export async function fetchClosingReport(id: string): Promise<ClosingReport> {
  return (await api.get<ClosingReport>(`cashier/closing-report/${id}`, undefined, { reply: r.report })).data;
}
