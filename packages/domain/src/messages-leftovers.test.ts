/**
 * Untranslated leftovers in the catalogue: an Indonesian text identical to its English one is
 * either a word the spec itself shows in the Indonesian interface (the allow-lists below, each with
 * where the spec names it) or a leftover; an Indonesian text with an English word in it, and an
 * English text with an Indonesian word in it, likewise.
 */
import { describe, expect, it } from "vitest";
import { isTextEntry, type TextTree, textTree } from "./messages/localized.ts";
import * as catalogue from "./messages.ts";

/** Texts the Indonesian interface shows as English shows them, with where the spec (or the glossary) names them. */
const SAME_IN_BOTH: Record<string, string> = {
  "Big Boss": "spec 03 §1 (customers are labelled Big Boss)",
  QRIS: "the national QR payment standard's own name (Bank Indonesia), as every Indonesian till shows it",
  Bluetooth: "the radio's trademark name, on every Indonesian phone's settings (a device printer's connection)",
  USB: "the port's standard name (a device printer's connection)",
  Serial: "the port's standard name, as Chrome's Web Serial chooser shows it (a device printer's connection)",
  "Lost Bill": "spec 03 §2.1 (Lainnya popup: Lost Bill)",
  "KPP/Voucher": "spec 03 §2.1 (Pilihan Lainnya with a KPP/Voucher button)",
  Voucher: "spec 03 §2.1 (KPP/Voucher), §3 (m_voucher_value)",
  Multipayment: "spec 03 §2.1 (a Multipayment popup)",
  "Print Bill": "spec 03 §2.1 (Lainnya popup: Print Bill)",
  Cash: "spec 03 §2.1 (payment popups offer Cash, EDC and LOSTBILL)",
  EDC: "spec 03 §2.1 (Cash, EDC and LOSTBILL)",
  "EDC / Transfer": "spec 03 §2.1 (EDC); Transfer is Indonesian",
  Refund: "spec 03 §2.3, route name Refund; role matrix refund",
  REFUND: "spec 03 §2.3 (buttons BATAL and REFUND)",
  "Role Setting": "spec 01 §2 (Role Setting, approve)",
  "Printer Setting": "spec 01 §2 (Printer Setting)",
  "Online Order": "spec 01 §2 (Online Order)",
  History: "spec 01 §2 (a History dropdown)",
  Refresh: "spec 01 §2 (Refresh, the product's refresh action)",
  "Log Out": "spec 01 §2 (a menu with Modal, Ganti Shift, Bantuan and Log Out)",
  "Dine In": "spec 01 §2 (Input Info Nota Dine In), 02 (Dine In or Take Away)",
  "Take Away": "spec 02 (Dine In or Take Away)",
  "DINE IN": "spec 01 (two sections: DINE IN and TAKE AWAY)",
  "TAKE AWAY": "spec 01 (two sections: DINE IN and TAKE AWAY)",
  Plotting: "spec 01/02 (Plotting, its Update button)",
  Update: "spec 02 (each card has an Update button)",
  "Update Data": "spec 03 §2.10, route UpdateData; glossary (update data)",
  ORDER: "spec 02 (SUDAH DIORDER / ORDER button of the staff order)",
  SPLIT: "spec 03 §2.2 (split bill); glossary",
  Edit: "spec 03 §2.1 (an Edit button)",
  Email: "spec 01 §Login (email and password fields)",
  Login: "spec 01 (### Login)",
  Role: "spec 01 (akses role, Role Setting)",
  WBD: "spec roles kasir, wbd, opp (glossary: roles kept as wbd, opp)",
  "Oops!": "spec 01 (title Oops!)",
  Error: "spec 02 §5, 03 §4 (title Error)",
  "Info!": "spec 01 (title Info!)",
  "Warning!": "spec 03 (title Warning!)",
  "Service Charge": "glossary (service charge, sc); spec 03 §2.3",
  "Service charge (%)": "glossary (service charge, sc)",
  Service: "glossary (service charge, sc): the short column header",
  Repeat: "spec 01 §7 (printer location repeat)",
  "Repeat Order": "spec 01 §7 (printer location repeat)",
  "REPEAT ORDER": "spec 01 §7 (printer location repeat)",
  Bill: "spec 03 §2.1 (Print Bill)",
  // Indonesian words spelt as in English (KBBI).
  Menu: "Indonesian word; spec 03 §2.1 (Search Menu, Keluarkan Menu)",
  Total: "Indonesian word; spec 03 §2.3 (subtotal … total)",
  "Total:": "Indonesian word",
  TOTAL: "Indonesian word; spec 03 §2.6 (TOTAL PENGELUARAN)",
  Subtotal: "Indonesian word; spec 03 §2.3",
  Qty: "spec 02 (Nominal or Qty), 03",
  Status: "Indonesian word",
  Data: "Indonesian word",
  Logo: "Indonesian word",
  Bar: "Indonesian word; spec 02 (station Bar)",
  Slip: "Indonesian word",
  "58 mm": "a paper width",
  Android: "a phone platform's name (the device setup page's tab)",
  "iPhone / iPad": "phone platform names (the device setup page's tab)",
  "80 mm": "a paper width",
  "X mins": "spec 02 §2, §5 (delivery elapsed time shown as 'h m' or 'm mins')",
};

/** Indonesian texts with an English word the spec itself uses there, with where. */
const ENGLISH_WORD_IN_ID: Record<string, string> = {
  "Quantity pengurangan lebih dari quantity menu": "spec 02 §4, 03 §5 (reduce quantity too high), word for word",
  "Search Menu": "spec 03 §2.1 (menu search, placeholder Search Menu)",
  "Delete Uang Tips": "spec 03 §2.7 (Delete Uang Tips)",
  "Menu Yang Di Cancel": "spec 02 (Menu Yang Di Cancel)",
  "Print Ulang": "spec 03 §2.4 (Print Ulang)",
  "Order ke Produksi": "spec 02 (Order ke Produksi)",
  "Jam Order": "spec 02 (Jam Order)",
  "Jam Order harus diisi!": "spec 02 (Jam Order)",
  "Hal Order": "spec 01 (Hal Order)",
  "Print Bill": "spec 03 §2.1",
  "Repeat Order": "spec 01 §7 (printer location repeat)",
  // Login refusals: kept as the replies clients already match (POST /login, POST /approve); spec 01 §Login names the password field.
  "Email atau password salah": "spec 01 §Login (email and password fields); the reply clients match",
  "Email atau password Kacab/Asisten salah": "spec 01 §9 (approval: an email and password are submitted); the reply clients match",
  "Role Setting": "spec 01 §2",
  "Printer Setting": "spec 01 §2",
  "Online Order": "spec 01 §2",
  Update: "spec 02 (Update button)",
  "Update Data": "spec 03 §2.10",
  "Update Data dan Pengaturan": "spec 03 §2.10 (Update Data; data and settings update)",
  "Mulai Update Data": "spec 03 §2.10 (Update Data)",
  "Setiap outlet punya datanya sendiri, dicocokkan menurut nama: perubahan berlaku di outlet terpilih yang memilikinya, pada Update Data berikutnya.":
    "spec 03 §2.10 (Update Data)",
  "Update data sedang berjalan…": "spec 03 §2.10 (Update Data)",
  "Update data sedang berjalan": "spec 03 §2.10 (Update Data)",
  "Update data selesai": "spec 03 §2.10 (Update Data)",
  "Update data gagal": "spec 03 §2.10 (Update Data)",
  "Update data terakhir": "spec 03 §2.10 (Update Data)",
  "Server ini kantor pusat: Update Data hanya di outlet": "spec 03 §2.10 (Update Data)",
  "Ubah sekali di kantor pusat, berlaku di semua outlet (atau outlet yang dipilih) pada Update Data berikutnya.":
    "spec 03 §2.10 (Update Data)",
  "Dihapus di X pada Update Data berikutnya. Nota dan laporan yang sudah ada tetap memakai namanya.": "spec 03 §2.10 (Update Data)",
};

/** English words that have no place in an Indonesian text outside the lists above. */
const ENGLISH =
  /\b(Quantity|Search|Custom|Save|Cancel|Delete|Kitchen|Password|Owner|Settings?|Print|Add|Back|Close|Open|Sold|Payment|Discount|Tax|Date|Time|Name|Price|Amount|Change|Update|Send|Sent|Ready|Done|Items?|Order|Table|New|Please|Failed|Success|E-wallet|password)\b/;
/** Indonesian words that have no place in an English text (CSV values the English text names are allowed). */
const INDONESIAN =
  /\b(belum|sudah|dengan|untuk|yang|simpan|batal|hapus|pesanan|harus|silakan|berhasil|gagal|pilih|tambah|jumlah|keterangan|tanggal|meja|kasir)\b/i;

interface Text {
  where: string;
  id: string;
  en: string;
}

/** Every fixed text of every block of the catalogue (templates filled with a sample argument). */
function texts(): Text[] {
  const out: Text[] = [];
  const fill = (v: unknown): string => {
    if (typeof v !== "function") {
      return String(v);
    }
    try {
      return String((v as (...a: unknown[]) => unknown)("X", "X", "X"));
    } catch {
      return String((v as (...a: unknown[]) => unknown)(["X"], ["X"], ["X"]));
    }
  };
  const walk = (node: unknown, where: string) => {
    if (isTextEntry(node)) {
      out.push({ where, id: fill(node.id), en: fill(node.en) });
      return;
    }
    if (node !== null && typeof node === "object") {
      for (const [key, child] of Object.entries(node)) {
        walk(child, `${where}.${key}`);
      }
    }
  };
  for (const [name, block] of Object.entries(catalogue)) {
    const tree: TextTree | undefined = textTree(block);
    if (tree) {
      walk(tree, name);
    }
  }
  return out;
}

/** A help section's anchor (`HELP_SECTIONS.n.id`, an identifier never shown) or a template of placeholders only. */
const anchor = (t: Text) => /\.HELP_SECTIONS\.\d+\.id$/.test(t.where) || !/[a-z]{2}/i.test(t.id.replace(/X/g, ""));

describe("untranslated leftovers in the catalogue", () => {
  const all = texts();

  it("reads the whole catalogue (every area's blocks)", () => {
    expect(all.length).toBeGreaterThan(1000);
    expect(all.some((t) => t.where === "LINE_MSG.QUANTITY")).toBe(true);
  });

  it("has no Indonesian text identical to its English text, unless the spec shows that word", () => {
    const leftovers = all.filter((t) => t.id === t.en && !anchor(t) && !(t.id in SAME_IN_BOTH)).map((t) => `${t.where} = "${t.id}"`);
    expect(leftovers).toEqual([]);
  });

  it("has no English word in an Indonesian text, unless the spec words it so", () => {
    const leftovers = all
      .filter((t) => ENGLISH.test(t.id) && !(t.id in ENGLISH_WORD_IN_ID) && !anchor(t))
      .map((t) => `${t.where} = "${t.id}"`);
    expect(leftovers).toEqual([]);
  });

  it("has no Indonesian word in an English text, except the CSV values it names (ya / tidak, meja, bungkus)", () => {
    const leftovers = all.filter((t) => INDONESIAN.test(t.en.replace(/\b(ya|tidak|meja|bungkus|express)\b/g, ""))).map((t) => t.where);
    expect(leftovers).toEqual([]);
  });

  it("keeps the allow-lists honest: every allowed text is still in the catalogue", () => {
    const ids = new Set(all.map((t) => t.id));
    expect(Object.keys(SAME_IN_BOTH).filter((w) => !ids.has(w))).toEqual([]);
    expect(Object.keys(ENGLISH_WORD_IN_ID).filter((w) => !ids.has(w))).toEqual([]);
  });
});
