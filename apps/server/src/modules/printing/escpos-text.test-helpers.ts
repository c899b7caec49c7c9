/**
 * ESC/POS bytes read back as the printer would print them: commands dropped, each text byte decoded
 * in the code page the last `ESC t n` chose (the encoder's Epson table), so accented names can be checked.
 */
import CodepageEncoder from "@point-of-sale/codepage-encoder";

/** `ESC t n` → code page, as the encoder's "epson" mapping numbers them (the ones a receipt uses). */
const EPSON_CODEPAGES: Record<number, string> = {
  0: "cp437",
  2: "cp850",
  3: "cp860",
  4: "cp863",
  5: "cp865",
  16: "windows1252",
  17: "cp866",
  18: "cp852",
  19: "cp858",
  45: "windows1250",
  46: "windows1251",
};

/** Bytes of the arguments after ESC/GS/FS and a command letter (the ones our documents use). */
const ARGS: Record<string, number> = {
  "\x1b@": 0,
  "\x1bt": 1,
  "\x1bM": 1,
  "\x1ba": 1,
  "\x1bE": 1,
  "\x1b-": 1,
  "\x1b!": 1,
  "\x1bp": 3,
  "\x1dV": 1,
  "\x1d!": 1,
  "\x1dB": 1,
  "\x1c.": 0,
};

/** The text a printer prints from `bytes` (lines joined by "\n"); throws on a code page not in the table. */
export function escposText(bytes: Uint8Array): string {
  let table = CodepageEncoder.getCodepoints("cp437", true);
  let out = "";
  for (let i = 0; i < bytes.length; i++) {
    const b = bytes[i] ?? 0;
    if (b === 0x1b || b === 0x1d || b === 0x1c) {
      const cmd = String.fromCharCode(b, bytes[i + 1] ?? 0);
      if (cmd === "\x1bt") {
        const name = EPSON_CODEPAGES[bytes[i + 2] ?? 0];
        if (!name) {
          throw new Error(`code page ${bytes[i + 2]} not in the test's table`);
        }
        table = CodepageEncoder.getCodepoints(name as never, true);
      }
      if (cmd === "\x1d(") {
        // GS ( k pL pH …: a length-prefixed function (QR code).
        i += 4 + (bytes[i + 3] ?? 0) + 256 * (bytes[i + 4] ?? 0);
        continue;
      }
      i += 1 + (ARGS[cmd] ?? 0);
      continue;
    }
    if (b === 0x0a) {
      out += "\n";
    } else if (b >= 0x20) {
      out += String.fromCodePoint(table[b] ?? 0x3f);
    }
  }
  return out;
}
