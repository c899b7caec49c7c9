/** Request schemas of the history and receipt area (payment spec §7 History, Receipts). */

import { z } from "zod";
import { API_MSG, FIELD_MSG, MAX_ID } from "../index.ts";

/** Text for a print mode other than 1 (reprint) or 2. */
export const MODE_INVALID = API_MSG.PRINT_MODE_INVALID;

/** `{id}` of a paid transaction (rekap_transaksi). */
export const rekapIdParam = z.object({
  id: z.coerce
    .number({ error: FIELD_MSG.ID_REQUIRED })
    .int({ error: FIELD_MSG.ID_REQUIRED })
    .positive({ error: FIELD_MSG.ID_REQUIRED })
    .max(MAX_ID, { error: FIELD_MSG.ID_REQUIRED }),
});

/** `{id}/{mode}` of a receipt print: mode 1 reprint (copy), 2 the first print. */
export const printParams = rekapIdParam.extend({
  mode: z.coerce
    .number({ error: MODE_INVALID })
    .int({ error: MODE_INVALID })
    .min(1, { error: MODE_INVALID })
    .max(2, { error: MODE_INVALID }),
});
