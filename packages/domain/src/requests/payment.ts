/**
 * Request schemas of the payment area (payment spec §7 POST /recap-transactions). The payment
 * form is the domain's `payFormSchema` (`cashPaymentSchema` + multipayment, approval_code, keterangan) (field names as the spec's, money in integer minor
 * units, numeric strings accepted), except that `nominal_tariktunai` stays undefined when not sent,
 * so the order's stored cash withdrawal applies.
 */

import { z } from "zod";
import { moneyAmount, payFormSchema } from "../index.ts";

function blankToUndefined(value: unknown): unknown {
  if (value === null || value === undefined || (typeof value === "string" && value.trim() === "")) {
    return undefined;
  }
  if (typeof value === "string" && /^\d+$/.test(value.trim())) {
    return Number(value.trim());
  }
  return value;
}

/** Body of POST /recap-transactions. */
export const payBody = payFormSchema.extend({
  nominal_tariktunai: z.preprocess(blankToUndefined, moneyAmount().optional()),
});
export type PayBody = z.output<typeof payBody>;
