/** Request schemas of refund, history by date and search (payment §7 Refund, History; foundations §7). */
import { businessDate, notaQuery } from "@waroeng/domain";
import { z } from "zod";

/** Query of GET /m-transaction-table/history-by-date: `created_at` (YYYY-MM-DD), optional `nota_number`. */
export const byDateQuery = z.object({
  created_at: businessDate(),
  nota_number: notaQuery().default(""),
});

/** Params of GET /search-transactions/{nota}/{date}. */
export const searchParams = z.object({
  nota: notaQuery(),
  date: z.string().max(40),
});
