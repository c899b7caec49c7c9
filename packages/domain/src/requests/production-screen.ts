/**
 * Request schemas of the production screens and their plotting (orders §2.7, §2.8, §7; docs/API.md
 * "Production screens"). Forms arrive as JSON, urlencoded or multipart: `x[]` fields arrive as `x`,
 * numbers may be strings, a list may also come as a JSON string ("[1,2]") or "1,2".
 */

import { z } from "zod";
import { FIELD_MSG, MAX_ID, MAX_ITEMS, parseJsonArray } from "../index.ts";

const intInput = (v: unknown) => (typeof v === "string" && /^\s*\d+\s*$/.test(v) ? Number(v) : v);
const blank = (v: unknown) => v === undefined || v === null || (typeof v === "string" && v.trim() === "");

const positiveId = z.preprocess(
  intInput,
  z
    .number({ error: FIELD_MSG.ID_REQUIRED })
    .int({ error: FIELD_MSG.ID_REQUIRED })
    .positive({ error: FIELD_MSG.ID_REQUIRED })
    .max(MAX_ID, { error: FIELD_MSG.ID_REQUIRED }),
);

/** A list of ids: `x[]` fields, an array, a JSON string or "1,2"; blank → []; duplicates dropped; at most MAX_ITEMS. */
const idList = z.preprocess(
  (v) => {
    const parsed = typeof v === "string" && v.trim().startsWith("[") ? parseJsonArray(v) : v;
    if (blank(parsed)) {
      return [];
    }
    return Array.isArray(parsed) ? parsed : String(parsed).split(",");
  },
  z
    .array(positiveId)
    .max(MAX_ITEMS, { error: FIELD_MSG.LIST_MAX })
    .transform((ids) => [...new Set(ids)]),
);

export const layarParam = z.object({ layarId: positiveId });

/** The four lists of `POST /plot-produksi/set`, each also accepted with `[]` in its name (JSON clients). */
const LISTS = ["left_plot_produksi", "left_type_transaction", "right_plot_produksi", "right_type_transaction"] as const;

/** `POST /plot-produksi/set`: the screen `id` and, per half, the station and transaction type ids. */
export const setPlottingBody = z.preprocess(
  (input) => {
    if (typeof input !== "object" || input === null || Array.isArray(input)) {
      return input;
    }
    const body = { ...(input as Record<string, unknown>) };
    for (const name of LISTS) {
      body[name] = body[name] ?? body[`${name}[]`];
    }
    return body;
  },
  z.object({
    id: positiveId,
    left_plot_produksi: idList,
    left_type_transaction: idList,
    right_plot_produksi: idList,
    right_type_transaction: idList,
  }),
);
export type SetPlottingBody = z.output<typeof setPlottingBody>;

/** `POST /m-dish-status/bump`: the dishes of a production card (`m_dish_status_id[]`). */
export const bumpBody = z.preprocess(
  (input) => {
    if (typeof input !== "object" || input === null || Array.isArray(input)) {
      return input;
    }
    const body = input as Record<string, unknown>;
    return { m_dish_status_id: body.m_dish_status_id ?? body["m_dish_status_id[]"] };
  },
  z.object({ m_dish_status_id: idList.pipe(z.array(z.number()).min(1, { error: FIELD_MSG.ID_REQUIRED })) }),
);
