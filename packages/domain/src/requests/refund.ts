/** Request schemas of refund, history by date and search (payment §7 Refund, History; foundations §7). */

import { z } from "zod";
import { businessDate, notaQuery } from "../index.ts";

/** Bills per page of the history by date. */
export const BY_DATE_PAGE_SIZE = 100;

/** Query of GET /m-transaction-table/history-by-date: `created_at` (YYYY-MM-DD), optional `nota_number`, `page` (1-based). */
export const byDateQuery = z.object({
  created_at: businessDate(),
  nota_number: notaQuery().default(""),
  page: z.coerce.number().int().min(1).max(100_000).default(1),
});

/** Params of GET /search-transactions/{nota}/{date}. */
export const searchParams = z.object({
  nota: notaQuery(),
  date: z.string().max(40),
});
