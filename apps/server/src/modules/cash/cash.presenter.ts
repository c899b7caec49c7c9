/** Cash-session data → the wire names of docs/API.md "Cash session (opening cash)" (payment §7). */
import type { OpeningCashForm } from "./cash.service.ts";

/**
 * `GET /m-modal/get-modal` data: `{ modal: { m_modal_nominal } | null, modal_id (0 none), sesi,
 * kasirName, date, waroeng_id, waroeng_nama, modal_tipe: [{ rekap_modal_detail_id,
 * rekap_modal_detail_qty, m_modal_tipe_id, m_modal_tipe_nama, m_modal_tipe_urut }] }`.
 */
export function presentOpeningCashForm(f: OpeningCashForm) {
  return {
    modal: f.session ? { m_modal_nominal: f.session.openingCash } : null,
    modal_id: f.session?.id ?? 0,
    sesi: f.sessionNumber,
    kasirName: f.cashierName,
    date: f.businessDate,
    waroeng_id: f.outlet.id,
    waroeng_nama: f.outlet.name,
    modal_tipe: f.denominations.map((d) => ({
      rekap_modal_detail_id: d.countId,
      rekap_modal_detail_qty: d.qty,
      m_modal_tipe_id: d.id,
      m_modal_tipe_nama: d.name,
      m_modal_tipe_urut: d.value,
    })),
  };
}

/** `POST /m-modal/save-modal` data: `{ rekap_modal_id, rekap_modal_nominal }`. */
export function presentSavedOpeningCash(s: { id: number; openingCash: number }) {
  return { rekap_modal_id: s.id, rekap_modal_nominal: s.openingCash };
}
