/**
 * Order times from the note forms (foundations §5, docs/API.md "Create a note"): an ISO date-time,
 * or a clock time `HH:mm[:ss]` meaning today in Asia/Jakarta. A date-time without a zone is
 * Asia/Jakarta time too.
 */
import { FIELD_MSG, jakartaParts } from "@waroeng/domain";
import { ApiError } from "../../lib/http.ts";

const JAKARTA_OFFSET = "+07:00";

/**
 * Parses `text` to an instant.
 * @param text - `"12:30"`, `"12:30:15"`, `"2025-06-28T12:30"`, `"2025-06-28 12:30"`, `"2025-06-28T05:30:00Z"`, …
 * @param now - the instant whose Jakarta date a bare clock time belongs to.
 * @param field - the form field, for the 422 `errors` map.
 * @throws ApiError 422 `Format jam tidak valid` when it is no valid time.
 * @example parseOrderTime("12:30", new Date("2025-06-28T01:00:00Z"), "t") // 2025-06-28T05:30:00.000Z
 */
export function parseOrderTime(text: string, now: Date, field: string): Date {
  const t = text
    .trim()
    .replace(" ", "T")
    .replace(/([+-]\d{2})(\d{2})$/, "$1:$2");
  let value: string;
  if (/^\d{4}-\d{2}-\d{2}T/.test(t)) {
    value = /(Z|[+-]\d{2}:\d{2})$/i.test(t) ? t : `${t}${JAKARTA_OFFSET}`;
  } else {
    value = `${jakartaParts(now).date}T${t}${JAKARTA_OFFSET}`;
  }
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) {
    throw new ApiError(422, FIELD_MSG.TIME_INVALID, { extra: { errors: { [field]: FIELD_MSG.TIME_INVALID } } });
  }
  return date;
}
