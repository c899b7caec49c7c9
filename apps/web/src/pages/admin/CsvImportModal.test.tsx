/**
 * CsvImportModal (Menu and Opsi Menu · Impor CSV): a dry run first, Terapkan only for a file with no
 * error and something to do, the server's refusal shown as it says it, and the applied result handed
 * back once.
 */
import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { MENU_ADMIN_MSG } from "@waroeng/domain";
import { describe, expect, it } from "vitest";
import { renderWithProviders } from "../../test/render.tsx";
import { CsvImportModal, type CsvImportResult } from "./CsvImportModal.tsx";

interface Result extends CsvImportResult {
  rows: Array<{ line: number; action: "create" | "update"; name: string }>;
}

function setup(answer: (csv: string, apply: boolean) => Promise<Result>) {
  const calls: Array<{ csv: string; apply: boolean }> = [];
  const applied: Result[] = [];
  let closed = 0;
  renderWithProviders(
    <CsvImportModal<Result>
      testId="x-import"
      title="Impor"
      hint="CSV"
      run={(csv, apply) => {
        calls.push({ csv, apply });
        return answer(csv, apply);
      }}
      count={(r) => r.rows.length}
      summary={(r) => `${r.created} baru, ${r.updated} diubah`}
      heads={<th>Nama</th>}
      rows={(r) => r.rows.map((row) => ({ line: row.line, action: row.action, cells: <td>{row.name}</td> }))}
      onClose={() => {
        closed += 1;
      }}
      onApplied={(r) => applied.push(r)}
    />,
  );
  return { calls, applied, closed: () => closed };
}

/** Chooses a CSV file through FileInput's hidden file input (its button opens the picker). */
async function pick(text: string) {
  const input = document.querySelector<HTMLInputElement>('input[type="file"]');
  if (!input) {
    throw new Error("no file input");
  }
  // jsdom's File has no text(); the browsers the stall uses do.
  const file = Object.assign(new File([text], "menu.csv", { type: "text/csv" }), { text: async () => text });
  await userEvent.upload(input, file);
}

describe("CsvImportModal", () => {
  it("previews first, then applies the same file once and closes", async () => {
    const ok: Result = {
      created: 1,
      updated: 1,
      errors: [],
      rows: [
        { line: 2, action: "create", name: "Es Teh" },
        { line: 3, action: "update", name: "Nasi" },
      ],
    };
    const s = setup(async () => ok);
    expect(screen.getByTestId("x-import-preview")).toBeDisabled();
    await pick("nama\nEs Teh\nNasi\n");
    await waitFor(() => expect(screen.getByTestId("x-import-preview")).toBeEnabled());
    expect(screen.getByTestId("x-import-apply")).toBeDisabled();
    await userEvent.click(screen.getByTestId("x-import-preview"));
    expect(await screen.findByTestId("x-import-summary")).toHaveTextContent("1 baru, 1 diubah");
    expect(screen.getAllByTestId("x-import-row").map((r) => r.textContent)).toEqual([
      `2${MENU_ADMIN_MSG.IMPORT_CREATE}Es Teh`,
      `3${MENU_ADMIN_MSG.IMPORT_UPDATE}Nasi`,
    ]);
    await userEvent.click(screen.getByTestId("x-import-apply"));
    await waitFor(() => expect(s.applied).toHaveLength(1));
    expect(s.calls).toEqual([
      { csv: "nama\nEs Teh\nNasi\n", apply: false },
      { csv: "nama\nEs Teh\nNasi\n", apply: true },
    ]);
    expect(s.closed()).toBe(1);
  });

  it("keeps Terapkan off while the dry run refuses a row, and lists the refusal by line and column", async () => {
    setup(async () => ({ created: 0, updated: 0, errors: [{ line: 4, column: "harga", message: "Harga tidak valid" }], rows: [] }));
    await pick("x");
    await waitFor(() => expect(screen.getByTestId("x-import-preview")).toBeEnabled());
    await userEvent.click(screen.getByTestId("x-import-preview"));
    expect(await screen.findByTestId("x-import-error")).toHaveTextContent("4hargaHarga tidak valid");
    expect(screen.getByText(MENU_ADMIN_MSG.importRefused(1))).toBeInTheDocument();
    expect(screen.getByTestId("x-import-apply")).toBeDisabled();
  });

  it("shows the server's message when the call itself is refused, and applies nothing", async () => {
    const s = setup(async () => {
      throw new Error("File terlalu besar");
    });
    await pick("x");
    await waitFor(() => expect(screen.getByTestId("x-import-preview")).toBeEnabled());
    await userEvent.click(screen.getByTestId("x-import-preview"));
    expect(await screen.findByTestId("x-import-error-alert")).toHaveTextContent("File terlalu besar");
    expect(screen.getByTestId("x-import-apply")).toBeDisabled();
    expect(s.applied).toEqual([]);
  });
});
