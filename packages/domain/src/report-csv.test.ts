import { describe, expect, it } from "vitest";
import { reportCsv } from "./report-csv.ts";

describe("reportCsv", () => {
  it("writes the header and rows, quoting commas and quotes", () => {
    expect(
      reportCsv(
        ["Menu", "Qty", "Nominal"],
        [
          ["Ayam, Dada", 2, 36000],
          ['Es "Teh"', 1, 5000],
        ],
      ),
    ).toBe('Menu,Qty,Nominal\r\n"Ayam, Dada",2,36000\r\n"Es ""Teh""",1,5000');
  });

  it.each(['=HYPERLINK("http://x")', "+1+1", "-2+3", "@SUM(A1)", "\tcmd"])(
    "escapes the formula-leading cell %j so a spreadsheet shows text",
    (cell) => {
      const line = reportCsv(["Keterangan"], [[cell]]).split("\r\n")[1] ?? "";
      expect(line.replace(/^"|"$/g, "").startsWith("'")).toBe(true);
    },
  );

  it("keeps negative numbers as numbers (a rounding of -50)", () => {
    expect(reportCsv(["Pembulatan"], [[-50]])).toBe("Pembulatan\r\n-50");
  });
});
