/** Request schemas of the digital receipts (foundations §7 test-wa; payment §7 Receipts). */
import { z } from "zod";
import { rekapIdParam } from "./history.ts";

/** `{number}` as typed: any characters (non-digits are stripped by the service), bounded. */
const number = z.string().max(40);

/** `{number}` of GET /cashier/test-wa/{number}. */
export const testWaParams = z.object({ number });

/** `{number}/{id}` of GET /cashier/cronjob-wa/{number}/{id}. */
export const cronjobWaParams = rekapIdParam.extend({ number });

/** `{name}` of a PDF receipt: a link's capability or a bill id (receipt-link.ts), bounded. */
export const downloadStructParams = z.object({ name: z.string().max(64) });
