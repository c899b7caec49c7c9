/**
 * Access: approvals, role settings and idempotency refusals.
 * Each text is one entry in its three languages, `{ id, en, ms }` (see `localized.ts`).
 */
import { localized } from "./localized.ts";

/**
 * Texts of the cashier permission matrix, Role Setting and retried calls: the server's
 * replies (`meta.message`) and the Role Setting screen's labels, in the spec's tone. The refusal of
 * a gated action itself is the spec's `MSG.ACCESS_DENIED_TITLE` / `MSG.ACCESS_DENIED`.
 *
 * @example
 * ACCESS_MSG.FEATURE_LABELS.refund; // "Refund"
 *
 * Spec: 01-foundations §6 "Role Setting", §8; 03-payment-history-shift §6; docs/API.md.
 */
export const ACCESS_MSG = localized({
  /** POST /approve refused: unknown email or wrong password (meta.code 401, title Akses DiTolak!). */
  APPROVER_INVALID: {
    id: "Email atau password Kacab/Asisten salah",
    en: "Wrong Branch Head/Assistant email or password",
    ms: "E-mel atau kata laluan Ketua Cawangan/Pembantu salah",
  },
  /** POST /approve refused: a valid login that is not a supervisor of this waroeng. */
  APPROVER_NOT_SUPERVISOR: {
    id: "Akun ini bukan Kacab/Asisten waroeng ini",
    en: "This account is not a Branch Head/Assistant of this outlet",
    ms: "Akaun ini bukan Ketua Cawangan/Pembantu outlet ini",
  },
  /** POST /approve accepted. */
  APPROVED: { id: "Persetujuan diterima", en: "Approval accepted", ms: "Kelulusan diterima" },
  /** POST /role-kasir/update with an approval id unknown, used, expired or of another user. */
  APPROVAL_INVALID: {
    id: "Persetujuan tidak berlaku, minta persetujuan Kacab/Asisten lagi",
    en: "Approval no longer valid, ask the Branch Head/Assistant again",
    ms: "Kelulusan tidak sah lagi, minta kelulusan Ketua Cawangan/Pembantu semula",
  },
  /** POST /role-kasir/update naming a permission that is not of this waroeng. */
  FEATURE_NOT_FOUND: { id: "Fitur akses tidak ditemukan", en: "Access feature not found", ms: "Ciri akses tidak dijumpai" },
  /** POST /role-kasir/update without any permission. */
  FEATURES_REQUIRED: {
    id: "Pilih minimal satu fitur akses",
    en: "Choose at least one access feature",
    ms: "Pilih sekurang-kurangnya satu ciri akses",
  },
  /** POST /role-kasir/update saved. */
  ROLE_SAVED: { id: "Role kasir berhasil disimpan", en: "Cashier role saved", ms: "Peranan juruwang berjaya disimpan" },
  /** An `Idempotency-Key` header that is empty, too long or has other characters. */
  IDEMPOTENCY_KEY_INVALID: {
    id: "Idempotency-Key tidak valid (1-100 karakter: huruf, angka, - _ . :)",
    en: "Invalid Idempotency-Key (1-100 characters: letters, digits, - _ . :)",
    ms: "Idempotency-Key tidak sah (1-100 aksara: huruf, nombor, - _ . :)",
  },
  /** An `Idempotency-Key` already used by this user for another call or another body. */
  IDEMPOTENCY_KEY_REUSED: {
    id: "Idempotency-Key sudah dipakai untuk permintaan lain",
    en: "Idempotency-Key already used for another request",
    ms: "Idempotency-Key telah digunakan untuk permintaan lain",
  },
  /** Role Setting: the modal's title (the user-menu item's name). */
  ROLE_SETTING_TITLE: { id: "Role Setting", en: "Role Setting", ms: "Tetapan Peranan" },
  /** Role Setting, step 1: what the supervisor is asked. */
  APPROVAL_PROMPT: {
    id: "Persetujuan Kacab/Asisten: masukkan email dan kata sandi",
    en: "Branch Head/Assistant approval: enter email and password",
    ms: "Kelulusan Ketua Cawangan/Pembantu: masukkan e-mel dan kata laluan",
  },
  /** Role Setting, step 1: the button. */
  APPROVE: { id: "Setujui", en: "Approve", ms: "Luluskan" },
  /** Role Setting, step 2: under the switches. */
  TEMPORARY_NOTE: {
    id: "Izin sementara berlaku sampai akhir hari ini",
    en: "Temporary permission lasts until the end of today",
    ms: "Kebenaran sementara sah hingga akhir hari ini",
  },
  /** Role Setting, step 2: a feature allowed by the waroeng's standing rule. */
  ALLOWED_BY_DEFAULT: { id: "Diizinkan (bawaan)", en: "Allowed (default)", ms: "Dibenarkan (lalai)" },
  /** The gated features' names on the Role Setting screen. */
  FEATURE_LABELS: {
    cancel_menu: { id: "Pembatalan Menu", en: "Cancel Item", ms: "Pembatalan Menu" },
    edit_menu: { id: "Edit Menu", en: "Edit Item", ms: "Ubah Menu" },
    cancel_transaksi: { id: "Hapus Transaksi", en: "Delete Transaction", ms: "Padam Transaksi" },
    refund: { id: "Refund", en: "Refund", ms: "Bayaran Balik" },
    lossbill_transaksi: { id: "Lost Bill", en: "Lost Bill", ms: "Lost Bill" },
  },
});
