/**
 * Guard: every user-facing text of the server lives in the catalogue (packages/domain/src/messages/<area>.ts).
 * Scans the server's non-test sources for string literals that read like an Indonesian message
 * (words with a space between them, one of them such as "tidak", "harus", "berhasil" …) outside
 * comments; the demo data (seed) is exempt, and so are one-word wire values ("ya" / "tidak") and paths.
 * (The API reference's prose quotes the catalogue's words in packages/domain/src/contracts, outside this scan.)
 */
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

const SRC = path.resolve(import.meta.dirname, "..");
/** Demo data: dish, table and staff names, not messages. */
const EXEMPT = new Set(["db/seed.ts"]);
/** Words found in messages and in no identifier, path or SQL of the server. */
const MESSAGE_WORDS =
  /\b(tidak|harus|berhasil|sudah|belum|silakan|ditemukan|dipilih|diisi|gagal|terbuka|diperbarui|ditambahkan|dikurangi|dikirim|ditolak|kosong|terlalu|maksimal|minimal|habis|selesai|kasih|salah)\b/i;
const LITERAL = /"(?:[^"\\\n]|\\.)*"|'(?:[^'\\\n]|\\.)*'|`(?:[^`\\]|\\.)*`/g;

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const full = path.join(dir, e.name);
    if (e.isDirectory()) {
      return e.name === "migrations" ? [] : sources(full);
    }
    return e.name.endsWith(".ts") &&
      !e.name.endsWith(".test.ts") &&
      !e.name.endsWith(".test-helpers.ts") &&
      !full.includes(`${path.sep}test${path.sep}`)
      ? [full]
      : [];
  });
}

/** The code without its comments (block and line comments; a `//` inside a string is kept). */
function withoutComments(code: string): string {
  return code.replace(/\/\*[\s\S]*?\*\//g, "").replace(/(^|[^:"'`\\])\/\/.*$/gm, "$1");
}

/** Indonesian-looking string literals of one source text. */
export function messageLiterals(code: string): string[] {
  return (withoutComments(code).match(LITERAL) ?? []).filter((l) => /\s/.test(l) && MESSAGE_WORDS.test(l));
}

describe("server texts live in the message catalogue", () => {
  it("the scan recognises a message literal and ignores comments and code", () => {
    expect(messageLiterals('const X = "Transaksi harus dipilih";')).toEqual(['"Transaksi harus dipilih"']);
    expect(messageLiterals("throw new ApiError(404, `Meja \u0024{n} tidak ditemukan`);")).toHaveLength(1);
    expect(messageLiterals('const flag = soldOut ? "tidak" : "ya"; app.get("/meja/meja-kosong")')).toEqual([]);
    expect(messageLiterals('/** "Menu sudah disajikan" */\n// "Data tidak valid"\nconst y = API_MSG.DATA_INVALID;')).toEqual([]);
  });

  it("no non-test source of apps/server/src holds an Indonesian message literal", () => {
    const found = sources(SRC)
      .filter((f) => !EXEMPT.has(path.relative(SRC, f).split(path.sep).join("/")))
      .flatMap((f) => messageLiterals(readFileSync(f, "utf8")).map((l) => `${path.relative(SRC, f)}: ${l}`));
    expect(found).toEqual([]);
  });
});
