/** Request schemas of the digital receipts (foundations §7 test-wa; payment §7 Receipts). */
import { z } from "zod";
import { rekapIdParam } from "../history/history.schemas.ts";

/** `{number}` as typed: any characters (non-digits are stripped by the service), bounded. */
const number = z.string().max(40);

export const testWaParams = z.object({ number });

export const cronjobWaParams = rekapIdParam.extend({ number });

/** `{name}` of a PDF receipt: a link's capability or a bill id (receipt-link.ts), bounded. */
export const downloadStructParams = z.object({ name: z.string().max(64) });
