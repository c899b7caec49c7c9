/** The certificate fingerprint's layout (CaFingerprint.tsx). */

/**
 * A SHA-256 fingerprint in rows a person can compare with the phone's screen: eight byte pairs per
 * row, separated by spaces (Android shows them with colons, iOS with spaces; the pairs are the same).
 * @param fingerprint - "AB:CD:…" (any case, colons or spaces between pairs).
 * @returns upper-case rows, e.g. ["AB CD EF 01 23 45 67 89", …]; [] for an empty string.
 * @example fingerprintRows("ab:cd:ef"); // ["AB CD EF"]
 */
export function fingerprintRows(fingerprint: string): string[] {
  const pairs = fingerprint
    .toUpperCase()
    .split(/[\s:]+/)
    .filter((p) => p.length > 0);
  const rows: string[] = [];
  for (let i = 0; i < pairs.length; i += 8) {
    rows.push(pairs.slice(i, i + 8).join(" "));
  }
  return rows;
}
