/**
 * Request schemas of the payment area (payment spec §7 POST /recap-transactions). The payment
 * form itself is the domain's `cashPaymentSchema` (field names as the spec's, money in integer
 * minor units, numbers as numeric strings accepted).
 */
import { cashPaymentSchema } from "@waroeng/domain";
import type { z } from "zod";

/** Body of POST /recap-transactions. */
export const payBody = cashPaymentSchema;
export type PayBody = z.output<typeof payBody>;
