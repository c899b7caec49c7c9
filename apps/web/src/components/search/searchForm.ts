import { jakartaParts } from "@waroeng/domain";

/** Today's business date (Asia/Jakarta) as YYYY-MM-DD, the date fields' default. */
export function todayJakarta(): string {
  return jakartaParts(new Date()).date;
}
