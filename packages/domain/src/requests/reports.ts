/** Request schema of the sales report (issue 14; GET /laporan): the date range and the outlet. */

import { z } from "zod";
import { MAX_ID } from "../constants.ts";
import { REPORT_MSG } from "../messages.ts";
import { REPORT_DATE_RE, REPORT_MAX_DAYS, reportRangeDays } from "../reports.ts";

const reportDate = z.string({ error: REPORT_MSG.DATE_INVALID }).max(10, { error: REPORT_MSG.DATE_INVALID }).regex(REPORT_DATE_RE, {
  error: REPORT_MSG.DATE_INVALID,
});

/**
 * `?dari=YYYY-MM-DD&sampai=YYYY-MM-DD&m_w_id=N`: outlet-local business dates, both included, at most
 * REPORT_MAX_DAYS days; `m_w_id` optional (0 or absent: the session's outlet). A reversed range, a
 * date off the calendar or a longer range → 422 with the REPORT_MSG text on the field.
 */
export const reportQuery = z
  .object({
    dari: reportDate,
    sampai: reportDate,
    m_w_id: z.coerce.number({ error: REPORT_MSG.OUTLET_FORBIDDEN }).int().min(0).max(MAX_ID).optional(),
  })
  .superRefine((q, ctx) => {
    const days = reportRangeDays(q.dari, q.sampai);
    if (Number.isNaN(days)) {
      ctx.addIssue({ code: "custom", path: ["dari"], message: REPORT_MSG.DATE_INVALID });
    } else if (days < 1) {
      ctx.addIssue({ code: "custom", path: ["sampai"], message: REPORT_MSG.RANGE_REVERSED });
    } else if (days > REPORT_MAX_DAYS) {
      ctx.addIssue({ code: "custom", path: ["sampai"], message: REPORT_MSG.RANGE_TOO_LONG(REPORT_MAX_DAYS) });
    }
  });
