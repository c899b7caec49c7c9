import { describe, expect, it } from "vitest";
import { z } from "zod";
import { parseCsvImport } from "./csv-import.ts";
import { CSV_MSG } from "./messages.ts";
import { reportCsv } from "./report-csv.ts";

const row = z.object({
  nama: z.string().min(1, "Nama wajib diisi"),
  harga: z.coerce.number().int("Harga harus bilangan bulat").min(0, "Harga tidak boleh negatif"),
});
const cols = ["nama", "harga"] as const;

describe("parseCsvImport", () => {
  it("reads rows by header name, any column order, trimmed, BOM and blank lines ignored", () => {
    const r = parseCsvImport('\uFEFFHarga , Nama\r\n 5000 , Es Teh \r\n\r\n18000,"Ayam, Dada"\r\n', cols, row, { maxRows: 10 });
    expect(r.errors).toEqual([]);
    expect(r.rows).toEqual([
      { nama: "Es Teh", harga: 5000 },
      { nama: "Ayam, Dada", harga: 18000 },
    ]);
    expect(r.lines).toEqual([2, 3]);
  });

  it("lists every bad row with its line and column and keeps only the good rows", () => {
    const r = parseCsvImport("nama,harga\nTeh,5000\n,abc\nKopi,-1\n", cols, row, { maxRows: 10 });
    expect(r.rows).toEqual([{ nama: "Teh", harga: 5000 }]);
    expect(r.errors).toEqual([
      { line: 3, column: "nama", message: "Nama wajib diisi" },
      { line: 3, column: "harga", message: expect.any(String) },
      { line: 4, column: "harga", message: "Harga tidak boleh negatif" },
    ]);
  });

  it("refuses a file without a required column, an empty file and too many rows", () => {
    expect(parseCsvImport("nama\nTeh\n", cols, row, { maxRows: 10 }).errors).toEqual([
      { line: 1, column: null, message: CSV_MSG.missingColumns(["harga"]) },
    ]);
    expect(parseCsvImport("", cols, row, { maxRows: 10 }).errors[0]?.message).toBe(CSV_MSG.EMPTY);
    const many = `nama,harga\n${"Teh,1\n".repeat(3)}`;
    expect(parseCsvImport(many, cols, row, { maxRows: 2 })).toMatchObject({
      rows: [],
      errors: [{ line: 1, message: CSV_MSG.tooManyRows(2) }],
    });
  });

  it("marks a row with an unclosed quote instead of throwing", () => {
    const r = parseCsvImport('nama,harga\nTeh,5000\n"Kopi,6000\n', cols, row, { maxRows: 10 });
    expect(r.errors.some((e) => e.message === CSV_MSG.BAD_QUOTING)).toBe(true);
  });

  it("round-trips our own export, whose formula guard it removes", () => {
    const csv = reportCsv(
      ["nama", "harga"],
      [
        ["=Teh Manis", 5000],
        ["-Kopi", 0],
      ],
    );
    expect(parseCsvImport(csv, cols, row, { maxRows: 10 }).rows).toEqual([
      { nama: "=Teh Manis", harga: 5000 },
      { nama: "-Kopi", harga: 0 },
    ]);
  });
});
