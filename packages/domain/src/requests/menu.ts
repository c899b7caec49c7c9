/**
 * Request schemas of the menu area (orders §7, payment §7: `GET /m-menu-jenis`, `/m-kategori`,
 * `/mmenu`, `/m-menu/byKategori/{id}`). Query values arrive as strings; blank, "null",
 * "undefined" and 0 mean "not given". Unknown query keys (e.g. `tmp_id`) are ignored.
 */

import { z } from "zod";
import { boundedText, FIELD_MSG, MAX_ID, MAX_LENGTH, optionalId } from "../index.ts";

function blankToUndefined(value: unknown): unknown {
  if (value === null || value === undefined) {
    return undefined;
  }
  const text = String(value).trim();
  return text === "" || text === "null" || text === "undefined" || text === "0" ? undefined : text;
}

/** A positive integer id (int4). */
const id = () =>
  z.coerce
    .number({ error: FIELD_MSG.ID_REQUIRED })
    .int({ error: FIELD_MSG.ID_REQUIRED })
    .positive({ error: FIELD_MSG.ID_REQUIRED })
    .max(MAX_ID, { error: FIELD_MSG.ID_REQUIRED });

/** `GET /m-menu-jenis` [?m_menu_jenis_odcr55=makan|minum]: only the menu types served on that pickup screen. */
export const menuTypesQuery = z.object({
  m_menu_jenis_odcr55: z.preprocess(blankToUndefined, boundedText(MAX_LENGTH.query, FIELD_MSG.TEXT_MAX).toLowerCase().optional()),
});

/** `GET /m-kategori` [?m_kategori_m_menu_jenis_id | m_sub_jenis_produk_m_jenis_produk_id][&transactionId]. */
export const categoriesQuery = z.object({
  m_kategori_m_menu_jenis_id: optionalId(),
  m_sub_jenis_produk_m_jenis_produk_id: optionalId(),
  transactionId: optionalId(),
});

/** `GET /mmenu` [?m_menu_m_menu_jenis_id | m_produk_m_jenis_produk_id][&transactionId]. */
export const menuItemsQuery = z.object({
  m_menu_m_menu_jenis_id: optionalId(),
  m_produk_m_jenis_produk_id: optionalId(),
  transactionId: optionalId(),
});

/** `GET /m-menu/byKategori/{id}`: the category id. */
export const categoryParams = z.object({ id: id() });

/** `GET /m-menu/byKategori/{id}` [?transactionId]. */
export const transactionQuery = z.object({ transactionId: optionalId() });
