/**
 * Request schemas of the cash book and the shift (issue 12; payment §3, §5, §7 "Cash mutation",
 * "Tips"; foundations §5 "Close balance"), shared by the server's routes and the web forms. Money
 * fields are the domain's `moneyAmount()` (integer minor units inside, major unit on the wire).
 */
import { z } from "zod";
import { boundedText, CASH_BOOK_MSG, MAX_LENGTH, MSG, MUTATION_GROUPS, moneyAmount, optionalId, TIP_REASONS } from "../index.ts";

const toInt = (v: unknown): unknown => {
  if (v === null || (typeof v === "string" && v.trim() === "")) {
    return undefined;
  }
  return typeof v === "string" && /^-?\d+$/.test(v.trim()) ? Number(v.trim()) : v;
};
const toText = (v: unknown): unknown => (typeof v === "number" ? String(v) : (v ?? ""));
const text = (required: string, max: number, maxMessage: string) =>
  z.preprocess(toText, boundedText(max, maxMessage, { error: required }).min(1, { error: required }));
const moneyOrZero = () => z.preprocess(toInt, moneyAmount().default(0));

/**
 * `POST /recap-mutasi-modal` (payment §3 "Post payload", §5, §9): `nama_pengguna`, `debit` (Kas
 * Masuk) or `kredit` (Kas Keluar) — exactly one above 0 —, `group` Reguler | Ojol (default
 * Reguler), `keterangan`. Field errors are keyed as the spec's client reads them: `nama_pengguna`,
 * `keterangan`, `totalMoney` (no amount: `Jumlah uang harus diisi`), `mutationType` (both
 * amounts: `Pilih jenis transaksi!`), `mutationGroup`.
 */
export const mutationSchema = z
  .object({
    nama_pengguna: text(CASH_BOOK_MSG.PERSON_REQUIRED, MAX_LENGTH.name, CASH_BOOK_MSG.PERSON_MAX),
    debit: moneyOrZero(),
    kredit: moneyOrZero(),
    group: z.preprocess((v) => v ?? "Reguler", z.enum(MUTATION_GROUPS, { error: CASH_BOOK_MSG.GROUP_INVALID })),
    keterangan: text(CASH_BOOK_MSG.DESCRIPTION_REQUIRED, MAX_LENGTH.note, CASH_BOOK_MSG.DESCRIPTION_MAX),
  })
  .superRefine((m, ctx) => {
    if (m.debit > 0 && m.kredit > 0) {
      ctx.addIssue({ code: "custom", path: ["mutationType"], message: MSG.CHOOSE_MUTATION_TYPE });
    } else if (m.debit === 0 && m.kredit === 0) {
      ctx.addIssue({ code: "custom", path: ["totalMoney"], message: MSG.MUTATION_AMOUNT_REQUIRED });
    }
  });
export type MutationInput = z.output<typeof mutationSchema>;

const tipReason = z.preprocess(toText, z.enum(TIP_REASONS, { error: CASH_BOOK_MSG.TIP_REASON_INVALID }));
const tipAmount = z.preprocess(
  toInt,
  moneyAmount().refine((n) => n > 0, { error: CASH_BOOK_MSG.TIP_AMOUNT_REQUIRED }),
);

/**
 * `POST /recap-uang-tips` (payment §7): `keterangan` (one of the tip reasons), `amount_debit` (> 0),
 * optional `m_karyawan_id` (the recipient, a user of the outlet; absent = none named yet).
 */
export const tipCreateSchema = z.object({
  keterangan: tipReason,
  amount_debit: tipAmount,
  m_karyawan_id: optionalId(),
});
export type TipCreateInput = z.output<typeof tipCreateSchema>;

/**
 * `PATCH /recap-uang-tips/{id}` (payment §7): `keterangan`, `amount_debit`, `m_karyawan_id` (the
 * recipient). The spec's other fields (`id_kasir`, `nama_kasir`, `m_karyawan_nama`, `id_waroeng`,
 * `nama_waroeng`, `nama_area`) are accepted and ignored: the server knows them.
 */
export const tipUpdateSchema = z.object({
  keterangan: tipReason,
  amount_debit: tipAmount,
  m_karyawan_id: optionalId(),
  id_kasir: z.unknown().optional(),
  nama_kasir: z.unknown().optional(),
  m_karyawan_nama: z.unknown().optional(),
  id_waroeng: z.unknown().optional(),
  nama_waroeng: z.unknown().optional(),
  nama_area: z.unknown().optional(),
});
export type TipUpdateInput = z.output<typeof tipUpdateSchema>;

/** `POST /m-modal/close-modal` and the change-shift call: `nominal_cash` (counted drawer cash, minor units). */
export const closeModalSchema = z.object({
  nominal_cash: z.preprocess(toInt, moneyAmount().optional()),
});
export type CloseModalInput = z.output<typeof closeModalSchema>;
