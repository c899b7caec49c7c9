/**
 * Outlet settings of the back office: name, tax and service-charge rates, rounding,
 * address, receipt footer, currency, line discount limit, nota otomatis, static QRIS and its unique code. One transaction: the outlet row locked, updated, audited
 * (before → after). A currency switch (Rp ↔ RM) is refused while the outlet has open orders (their
 * amounts are minor units of the old currency); it drops the money plugin's cached currency in every
 * process (`outletChanged` notice; the caller drops this process's after commit).
 */
import { API_MSG, CONFIG_MSG, currencyFromOutlet, DomainError, ORDER_STATUS, parseQris, QRIS_MSG } from "@waroeng/domain";
import type { OutletSettingsBody } from "@waroeng/domain/requests";
import { and, eq, sql } from "drizzle-orm";
import type { Db, DbOrTx } from "../../db/client.ts";
import { orders, outlets } from "../../db/schema/index.ts";
import { type AuditActor, auditSave } from "../../lib/audit.ts";
import { notifyOutletChanged } from "../../lib/events.ts";
import { ApiError, conflict, notFound } from "../../lib/http.ts";

type OutletRow = typeof outlets.$inferSelect;

/** The wire view of the settings (rates basis points → whole percent). */
export function presentOutletSettings(o: OutletRow) {
  return {
    m_w_id: o.id,
    m_w_nama: o.name,
    m_w_code: o.code,
    m_w_currency: o.currency,
    m_w_tax: Math.round(o.taxRateBp / 100),
    m_w_sc: Math.round(o.serviceChargeRateBp / 100),
    m_w_pembulatan: o.rounding,
    m_w_alamat: o.address,
    m_w_footer: o.receiptFooter,
    m_w_line_discount_limit: Math.round(o.lineDiscountLimitBp / 100),
    m_w_nota_otomatis: o.notaAuto ? "ya" : "tidak",
    m_w_qris_static: o.qrisStatic,
    ...qrisMerchant(o.qrisStatic),
    m_w_qris_kode_unik: o.qrisUniqueAmount ? "ya" : "tidak",
  };
}

/** Merchant name and city of a stored static QRIS ("" without one, or for one no longer readable). */
function qrisMerchant(payload: string): { m_w_qris_merchant: string; m_w_qris_kota: string } {
  if (payload === "") {
    return { m_w_qris_merchant: "", m_w_qris_kota: "" };
  }
  try {
    const info = parseQris(payload);
    return { m_w_qris_merchant: info.merchantName, m_w_qris_kota: info.merchantCity };
  } catch {
    return { m_w_qris_merchant: "", m_w_qris_kota: "" };
  }
}

/**
 * The static QRIS to store: "" removes it; anything else must be a rupiah outlet's valid QRIS (domain
 * `parseQris`, never the client's word), kept trimmed as scanned.
 * @throws ApiError 422 with the domain's message (what is wrong), or `QRIS hanya untuk Rupiah…` at an RM outlet.
 */
function checkedQris(payload: string, currency: string, stored: string): string {
  if (payload === "" || payload === stored) {
    return payload; // removed, or unchanged (kept as it was checked, e.g. while the outlet switches to RM)
  }
  if (currencyFromOutlet(currency) !== "IDR") {
    throw new ApiError(422, QRIS_MSG.RUPIAH_ONLY, { extra: { errors: { m_w_qris_static: QRIS_MSG.RUPIAH_ONLY } } });
  }
  try {
    parseQris(payload);
  } catch (err) {
    if (err instanceof DomainError) {
      throw new ApiError(422, err.message, { extra: { errors: { m_w_qris_static: err.message } } });
    }
    throw err;
  }
  return payload;
}

/** The session outlet's row. @throws ApiError 404 when it is gone. */
export async function readOutlet(db: DbOrTx, outletId: number, lock = false): Promise<OutletRow> {
  const q = db.select().from(outlets).where(eq(outlets.id, outletId));
  const [row] = lock ? await q.for("update") : await q;
  if (!row) {
    throw notFound(API_MSG.OUTLET_NOT_FOUND);
  }
  return row;
}

/** Saves the settings of the actor's outlet; new rates apply to orders opened from now on. */
export async function saveOutletSettings(db: Db, actor: AuditActor, body: OutletSettingsBody): Promise<OutletRow> {
  return db.transaction(async (tx) => {
    const before = await readOutlet(tx, actor.outletId, true);
    const currency = body.m_w_currency ?? before.currency;
    if (currency !== before.currency) {
      // The outlet row is locked `for update`: an order being opened (its key-share lock on m_w) waits, or is counted here.
      const [open] = await tx
        .select({ n: sql<number>`count(*)::int` })
        .from(orders)
        .where(and(eq(orders.outletId, actor.outletId), eq(orders.status, ORDER_STATUS.OPEN)));
      if ((open?.n ?? 0) > 0) {
        throw conflict(CONFIG_MSG.CURRENCY_OPEN_ORDERS(open?.n ?? 0));
      }
      await notifyOutletChanged(tx, actor.outletId);
    }
    const [after] = await tx
      .update(outlets)
      .set({
        name: body.m_w_nama,
        taxRateBp: body.m_w_tax * 100,
        serviceChargeRateBp: body.m_w_sc * 100,
        rounding: body.m_w_pembulatan,
        address: body.m_w_alamat,
        receiptFooter: body.m_w_footer,
        ...(body.m_w_line_discount_limit !== undefined ? { lineDiscountLimitBp: body.m_w_line_discount_limit * 100 } : {}),
        ...(body.m_w_nota_otomatis !== undefined ? { notaAuto: body.m_w_nota_otomatis === "ya" } : {}),
        ...(body.m_w_qris_static !== undefined ? { qrisStatic: checkedQris(body.m_w_qris_static, currency, before.qrisStatic) } : {}),
        ...(body.m_w_qris_kode_unik !== undefined ? { qrisUniqueAmount: body.m_w_qris_kode_unik === "ya" } : {}),
        currency,
      })
      .where(eq(outlets.id, actor.outletId))
      .returning();
    if (!after) {
      throw notFound(API_MSG.OUTLET_NOT_FOUND);
    }
    await auditSave(tx, actor, "outlet", after.id, before, after, presentOutletSettings);
    return after;
  });
}
