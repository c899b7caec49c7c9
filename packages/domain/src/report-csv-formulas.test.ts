import Papa from "papaparse";
import { describe, expect, it } from "vitest";
import { reportCsv } from "./report-csv.ts";

/** The cell as a spreadsheet receives it (the CSV parsed back). */
const cellOf = (text: string) => (Papa.parse<string[]>(reportCsv(["Menu"], [[text]])).data[1] ?? [])[0];

describe("reportCsv neutralises formulas however they are dressed", () => {
  const formulas = [
    "=1+1",
    '  =HYPERLINK("http://x")',
    "\u3000=1+1",
    "\u00a0+1",
    "＝1+1",
    " ＋1",
    "－1",
    "＠SUM(A1)",
    "|calc!A0",
    " |calc",
    "\t=1",
    "\r=1",
    "\tteks",
    "@SUM(A1)",
    "-2+3",
    "\n=1",
  ];
  for (const text of formulas) {
    it(`prefixes ${JSON.stringify(text)} with a quote`, () => {
      expect(cellOf(text)).toBe(`'${text}`);
    });
  }

  it("leaves ordinary text and numbers alone", () => {
    expect(cellOf("Es Teh = manis")).toBe("Es Teh = manis");
    expect(cellOf(" Nasi Goreng")).toBe(" Nasi Goreng");
    expect(reportCsv(["Pembulatan"], [[-50]])).toBe("Pembulatan\r\n-50");
  });
});
