/** The contract of the report route (issue 14): reply schema, summary and description (docs/API.md). */
import { REPORT_MAX_DAYS } from "@waroeng/domain";
import { replies, reportReplies } from "@waroeng/domain/wire";
import type { RouteContracts } from "../../lib/contract.ts";

/** Reply schemas, summary and description per route ("METHOD /path" under /api), attached by lib/contract.ts. */
export const reportsContract: RouteContracts = {
  "GET /laporan": {
    summary: "Sales report of an outlet over a date range",
    description:
      `Roles of \`report.read\` (kacab). \`dari\`, \`sampai\`: business dates YYYY-MM-DD (Asia/Jakarta), both included, at most ${REPORT_MAX_DAYS} days; ` +
      "a date off the calendar → 422 `Tanggal laporan harus berformat YYYY-MM-DD`, `sampai` before `dari` → 422 " +
      "`Tanggal awal tidak boleh setelah tanggal akhir`, a longer range → 422 `Rentang laporan paling lama 366 hari` (on `errors`). " +
      "`m_w_id` (optional, 0 = the session's outlet): an outlet of GET /m-waroeng/waroeng-user, else 403 " +
      "`Waroeng ini tidak tersedia untuk laporan Anda`; one of another currency than the session's → 409 (switch outlet first). " +
      "Figures are counted as the shift recap counts a session's bills (write-offs out of sales, tenders per method, " +
      "cancelled lines status 2, warranty 3/4, qty × price), so a day's report equals the sum of its shift recaps; " +
      "refunds and tips are dated by when they were made, voided payments by their bill's date. Money in the major unit (see Money).",
    response: replies(200, reportReplies.sales),
  },
};
