/**
 * The one place that turns an audit row into words for people (the back office's Audit page, GET
 * /admin/audit `audit_text`): who did what, on which nota or menu, for how much in the outlet's
 * currency, approved by whom. Sentences are the catalogue's `AUDIT_TEXT` (three languages, answered in
 * `currentLocale()`); a row this file does not know reads "who added / changed / deleted {entity} #id".
 *
 * Amount units in the rows: a Persen discount's `discount_value` in basis points; minor units (`counted`, `expected`, `difference`, `amount`, `total`,
 * `discount`, `r_t_nominal_total_bayar`) except menu snapshots, which keep the wire's major unit
 * (`m_menu_harga`).
 */

import { ACCESS_MSG } from "./messages/access.ts";
import { AUDIT_TEXT, CONFIG_MSG, PEOPLE_MSG } from "./messages.ts";
import { type Currency, formatMoney } from "./money.ts";
import { parseWireMoney } from "./money-wire.ts";

/** An audit row as `describeAudit` reads it: the actor (name and role) and the change. */
export interface AuditFacts {
  entity: string;
  entityId: number;
  action: string;
  before: Record<string, unknown> | null;
  after: Record<string, unknown> | null;
  userName: string;
  /** The actor's role (`kasir`, `kacab`, …). */
  userRole: string;
}

const text = (v: unknown): string => (v === undefined || v === null ? "" : String(v));
const num = (v: unknown): number => (typeof v === "number" && Number.isFinite(v) ? v : Number(v ?? 0) || 0);

/** "Kasir Sari": the role's label, then the name. */
function actor(f: AuditFacts): string {
  const role = PEOPLE_MSG.ROLE_LABELS[f.userRole as keyof typeof PEOPLE_MSG.ROLE_LABELS];
  return role ? `${role} ${f.userName}` : f.userName;
}

/** "Waroeng #3", "Meja 4", "menu Nasi Goreng": the entity's label and its name (or id). */
function subject(f: AuditFacts): string {
  const label = CONFIG_MSG.AUDIT_ENTITY[f.entity] ?? f.entity;
  const row = f.after ?? f.before ?? {};
  const name = text(
    row.m_menu_nama ?? row.m_meja_nama ?? row.m_option_group_nama ?? row.m_option_nama ?? row.name ?? row.nama ?? row.m_w_nama,
  );
  return name ? `${label} ${name}` : `${label} #${f.entityId}`;
}

/** A menu snapshot's price (wire major unit) in minor units, or null when absent. */
function menuPrice(row: Record<string, unknown> | null, currency: Currency): number | null {
  const v = row?.m_menu_harga;
  if (v === undefined || v === null) {
    return null;
  }
  const minor = parseWireMoney(v, currency);
  return typeof minor === "number" ? minor : null;
}

/**
 * One audit row in words, in the current language, money in `currency`.
 * @example
 * describeAudit({ entity: "drawer", entityId: 1, action: "open", before: null, after: { reason: "tukaruang" },
 *   userName: "Sari", userRole: "kasir" }, "IDR"); // "Kasir Sari membuka laci tanpa transaksi (Tukar Uang)"
 */
export function describeAudit(f: AuditFacts, currency: Currency): string {
  const who = actor(f);
  const a = f.after ?? {};
  const b = f.before ?? {};
  const rp = (v: unknown) => formatMoney(num(v), currency);
  const approved = (name: unknown) => (text(name) ? AUDIT_TEXT.approvedBy(text(name)) : "");
  switch (`${f.entity}/${f.action}`) {
    case "drawer/open":
      return AUDIT_TEXT.drawerOpen(who, AUDIT_TEXT.DRAWER_REASONS[text(a.reason)] ?? text(a.reason));
    case "order_line/discount": {
      // A Persen discount's value is in basis points (1000 = 10%).
      const what = text(a.discount_type) === "Persen" ? `${num(a.discount_value) / 100}%` : rp(a.discount);
      return (
        AUDIT_TEXT.discount(who, what, text(a.menu) || `#${f.entityId}`, text(a.nota) || "-", rp(a.discount)) + approved(a.approver_name)
      );
    }
    case "payment/void":
      return AUDIT_TEXT.void(who, text(b.r_t_nota_code), rp(b.r_t_nominal_total_bayar), text(a.keterangan));
    case "refund/refund":
      return AUDIT_TEXT.refund(who, text(a.r_t_nota_code), rp(a.total));
    case "cash_book/cash_in":
      return AUDIT_TEXT.cashIn(who, rp(a.amount), text(a.keterangan));
    case "cash_book/cash_out":
      return AUDIT_TEXT.cashOut(who, rp(a.amount), text(a.keterangan));
    case "cash_session/close":
    case "cash_session/shift": {
      const say = f.action === "close" ? AUDIT_TEXT.close : AUDIT_TEXT.shift;
      const notas = Array.isArray(a.open_notas) ? a.open_notas.map(text) : [];
      const left = notas.length > 0 ? AUDIT_TEXT.openOrdersLeft(notas.length, notas.join(", ")) : "";
      return say(who, rp(a.counted), rp(a.expected), rp(a.difference)) + left + approved(a.approver_name);
    }
    case "approval/approve":
      return AUDIT_TEXT.approval(text(a.approver_name), who);
    case "access/grant": {
      const feature = text(a.fitur);
      const label = ACCESS_MSG.FEATURE_LABELS[feature as keyof typeof ACCESS_MSG.FEATURE_LABELS] ?? feature;
      return AUDIT_TEXT.access(who, label, a.temp_role === true);
    }
    case "menu/update": {
      const from = menuPrice(f.before, currency);
      const to = menuPrice(f.after, currency);
      if (from !== null && to !== null && from !== to) {
        return AUDIT_TEXT.priceChange(who, text(a.m_menu_nama), formatMoney(from, currency), formatMoney(to, currency));
      }
      return AUDIT_TEXT.updated(who, subject(f));
    }
  }
  if (f.action === "create") {
    return AUDIT_TEXT.created(who, subject(f));
  }
  if (f.action === "update") {
    return AUDIT_TEXT.updated(who, subject(f));
  }
  if (f.action === "delete") {
    return AUDIT_TEXT.deleted(who, subject(f));
  }
  return AUDIT_TEXT.other(who, CONFIG_MSG.AUDIT_ACTION[f.action] ?? f.action, subject(f));
}
