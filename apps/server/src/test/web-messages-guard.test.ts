/**
 * Guard: every user-facing text of the web app lives in the catalogue
 * (packages/domain/src/messages/<area>.ts, each text in its three languages), so it follows the
 * chosen language. Scans apps/web/src's non-test sources (not src/test's fixtures) for string literals and JSX text that read
 * like words for a user (a capitalised word, or two words), outside comments, and JSX text beside an
 * expression (`{n} nota`, `‹ Sebelumnya`, `<Th>No</Th>`: any word there is shown), and fails on any not
 * listed in `web-literals.baseline.txt`: the texts found when the guard was written, still to be moved
 * into the catalogue. A new literal fails the test; a moved one must leave the baseline (it fails too).
 */
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

const WEB = path.resolve(import.meta.dirname, "../../../web/src");
const BASELINE = path.resolve(import.meta.dirname, "web-literals.baseline.txt");
const LITERAL = /"(?:[^"\\\n]|\\.)*"|'(?:[^'\\\n]|\\.)*'|`(?:[^`\\]|\\.)*`/g;
/** Text between a JSX tag's `>` and the next `<` (also over lines). */
const JSX_TEXT = />\s*([^<>{}]*?[A-Za-z]{2,}[^<>{}]*?)\s*</g;
/**
 * JSX text that touches an expression or a tag on either side (`}{n} nota<`, `>Nota {x}`), read from
 * the code with its string literals blanked out.
 */
const JSX_FRAGMENT = /[>}]([^<>{}]*?[A-Za-z]{2,}[^<>{}]*?)(?=[<{])/g;
/** A fragment that is code between braces, not text: it starts with a keyword or a comma, holds an object key or a type operator, or is an identifier. */
const CODE_FRAGMENT =
  /^(?:else|finally|try|catch|return|const|let|var|interface|export|function|type|void|as|import|from|default|case|break|new|typeof|await|async|extends|implements|if|for|while|do)\b|^[a-z]+[A-Z]\w*$|\$|^[,:|]|\b[a-z_]+:|[&|]/;
/** A JSX attribute that a user reads or hears. */
const JSX_ATTR = /\b(?:label|title|placeholder|aria-label|description|hint)="([^"]+)"/g;
/** Code-like content: CSS, paths, selectors, expressions, placeholders. */
const CODE = /[{}()=<>;[\]]|\$\{|--|\/|\\|@|#|\bvar\b|\d(px|rem|em|ms|vh|vw|%)\b|^\s*$/;
/** Type names that look like JSX text between generics (`Promise<…>`). */
const TYPE_WORDS = new Set(["Promise", "Record", "Partial", "Set", "Map", "Array", "Readonly"]);

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const full = path.join(dir, e.name);
    if (e.isDirectory()) {
      // src/test holds the unit tests' set-up and fixtures (data as the server would send it), no screen.
      return full === path.join(WEB, "test") ? [] : sources(full);
    }
    return /\.tsx?$/.test(e.name) && !/\.test\.tsx?$/.test(e.name) ? [full] : [];
  });
}

function withoutComments(code: string): string {
  return code.replace(/\/\*[\s\S]*?\*\//g, "").replace(/(^|[^:"'`\\])\/\/.*$/gm, "$1");
}

/** Words for a user: two words, or one capitalised word of letters (not an identifier in camelCase). */
function readsLikeWords(text: string): boolean {
  const t = text.trim();
  if (CODE.test(t) || TYPE_WORDS.has(t)) {
    return false;
  }
  const twoWords = /[A-Za-z]{2,}\s+[A-Za-z]{2,}/.test(t);
  const capitalised = /^[A-Z][a-z]{2,}[!?.:]?$/.test(t);
  return twoWords || capitalised;
}

/** The user-facing literals of one source text (content only, without quotes). */
export function webLiterals(code: string, jsx: boolean): string[] {
  const clean = withoutComments(code);
  const literals = (clean.match(LITERAL) ?? []).map((l) => l.slice(1, -1)).filter(readsLikeWords);
  const shown = (t: string) => readsLikeWords(t) || (/^[A-Z][A-Z ]{2,}$/.test(t) && !CODE.test(t));
  const texts = jsx ? [...clean.matchAll(JSX_TEXT)].map((m) => (m[1] ?? "").replace(/\s+/g, " ").trim()).filter(shown) : [];
  const attrs = jsx ? [...clean.matchAll(JSX_ATTR)].map((m) => m[1] ?? "").filter((t) => shown(t) && !literals.includes(t)) : [];
  const blanked = clean.replace(LITERAL, '""');
  const fragments = jsx
    ? [...blanked.matchAll(JSX_FRAGMENT)]
        .map((m) => (m[1] ?? "").replace(/\s+/g, " ").trim())
        .filter((t) => !CODE.test(t) && !CODE_FRAGMENT.test(t) && !TYPE_WORDS.has(t) && !texts.includes(t) && !literals.includes(t))
    : [];
  return [...literals, ...texts, ...attrs, ...fragments];
}

function found(): string[] {
  return sources(WEB).flatMap((f) => {
    const rel = path.relative(WEB, f).split(path.sep).join("/");
    return webLiterals(readFileSync(f, "utf8"), f.endsWith(".tsx")).map((l) => `${rel}: ${l}`);
  });
}

/** A catalogue text read by its key (`PRINT_MSG.X`, `LABELS.Y`, `CASH_UI.Z`). */
const CATALOGUE_REF = /\b(?:[A-Z][A-Z0-9_]*_MSG|LABELS|[A-Z]+_UI)\.[A-Za-z_]/;

/**
 * Module-level constants of one source that read a catalogue text by value: evaluated once at import,
 * they stay in the language of that moment (a getter, an arrow or a function reads it at render).
 * Returns each statement's first line.
 */
export function capturedAtImport(code: string): string[] {
  const lines = withoutComments(code).split("\n");
  const out: string[] = [];
  for (let i = 0; i < lines.length; i++) {
    if (!/^(export )?const /.test(lines[i] ?? "")) {
      continue;
    }
    let j = i + 1;
    while (j < lines.length && /^(\s|$|[\]})])/.test(lines[j] ?? "")) {
      j++;
      if (/^[\]})]/.test(lines[j - 1] ?? "")) {
        break;
      }
    }
    const statement = lines.slice(i, j).join("\n");
    if (CATALOGUE_REF.test(statement) && !/=>|\bget |\bfunction\b/.test(statement)) {
      out.push((lines[i] ?? "").trim());
    }
    i = j - 1;
  }
  return out;
}

function baseline(): string[] {
  return readFileSync(BASELINE, "utf8")
    .split("\n")
    .filter((l) => l.trim() !== "" && !l.startsWith("#"));
}

describe("web texts live in the message catalogue", () => {
  it("the scan finds words for a user and skips code", () => {
    expect(webLiterals('<Text>Pembayaran Cash</Text>; label="Nominal Uang"', true)).toEqual(["Nominal Uang", "Pembayaran Cash"]);
    expect(webLiterals('<Button>\n  SIMPAN PESANAN\n</Button> <Section title="MEJA" />', true)).toEqual(["SIMPAN PESANAN", "MEJA"]);
    expect(webLiterals('label={WEB_MSG.CASH_AMOUNT} data-testid="pay-cash" c="dimmed"', true)).toEqual([]);
    expect(webLiterals('style={{ border: "1px solid var(--x)" }} const p: Promise<void>; x = "a-b c-d";', true)).toEqual([]);
    // Text beside an expression, or a short word alone in a tag, is shown too.
    expect(webLiterals("<Text>{open} nota</Text> <Th>No</Th> <Button>‹ Sebelumnya</Button>", true)).toEqual(["nota", "No", "‹ Sebelumnya"]);
    expect(webLiterals("} finally {\n setBusy(false);\n} <Input {...props} allowDecimal />", true)).toEqual([]);
  });

  it("no module-level constant of apps/web/src keeps a catalogue text from import time", () => {
    expect(
      capturedAtImport(
        "const A = { x: PRINT_MSG.SAVED };\nconst B = () => ({ x: PRINT_MSG.SAVED });\nconst C = {\n  get x() {\n    return LABELS.DONE;\n  },\n};",
      ),
    ).toEqual(["const A = { x: PRINT_MSG.SAVED };"]);
    const found = sources(WEB).flatMap((f) =>
      capturedAtImport(readFileSync(f, "utf8")).map((l) => `${path.relative(WEB, f).split(path.sep).join("/")}: ${l}`),
    );
    expect(found, "read the text at render: a getter or a function").toEqual([]);
  });

  it("no source of apps/web/src holds a user-facing literal outside the catalogue (but the listed ones)", () => {
    const known = new Set(baseline());
    const now = found();
    expect(
      now.filter((l) => !known.has(l)),
      "new texts: put them in packages/domain/src/messages/<area>.ts (id, en, ms)",
    ).toEqual([]);
    const current = new Set(now);
    expect(
      [...known].filter((l) => !current.has(l)),
      "moved into the catalogue: remove these lines from the baseline",
    ).toEqual([]);
  });
});
