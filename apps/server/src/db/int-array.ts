/**
 * A list of integer ids as one PostgreSQL array parameter: `any(${intArray(ids)}::int[])` sends the
 * list as a single bound text value (`{1,2,3}`), so a statement's text stays the same whatever the
 * list's length. `ids` are integers (outlet and row ids); an empty list gives `{}` (matches nothing).
 */
export function intArray(ids: readonly number[]): string {
  return `{${ids.join(",")}}`;
}
