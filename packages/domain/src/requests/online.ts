/**
 * Request schemas of QR online orders (issue 13): the cashier's tmp-online calls (foundations §7)
 * and the guest's public QR calls (docs/api/intro.md "QR orders"). Every size is bounded by QR_LIMITS.
 */
import { z } from "zod";
import { boundedText, FIELD_MSG, optionalId, QR_LIMITS, QR_MSG } from "../index.ts";
import { pathId } from "./common.ts";

/** `/{tmpId}` of the tmp-online paths. */
export const tmpIdParam = z.object({ tmpId: pathId() });

/** POST /tmp-online/terima: the pending order and the chosen empty table (0: its own table / add to its bill). */
export const acceptOnlineBody = z.object({
  tmp_online_id: pathId(),
  pindah_meja: optionalId(),
});

/** The QR code of a table or take-away counter in a public path: 20–64 URL-safe characters. */
export const qrTokenParam = z.object({
  token: z
    .string()
    .min(20, { error: QR_MSG.TOKEN_NOT_FOUND })
    .max(64, { error: QR_MSG.TOKEN_NOT_FOUND })
    .regex(/^[A-Za-z0-9_-]+$/, { error: QR_MSG.TOKEN_NOT_FOUND }),
});

/** One line of the guest's cart: the menu item, 1…QR_LIMITS.qty units, an optional note. */
export const qrCartLine = z.object({
  m_menu_id: pathId(),
  qty: z.coerce
    .number({ error: QR_MSG.QTY_RANGE })
    .int({ error: QR_MSG.QTY_RANGE })
    .min(1, { error: QR_MSG.QTY_RANGE })
    .max(QR_LIMITS.qty, { error: QR_MSG.QTY_RANGE }),
  custom_menu: boundedText(QR_LIMITS.note, QR_MSG.NOTE_MAX).default(""),
});

/** PUT /qr/{token}/cart: the whole shared cart, and the version it was edited from (optimistic lock). */
export const qrCartBody = z.object({
  version: z.coerce.number().int().min(0).max(2_000_000_000),
  items: z.array(qrCartLine).max(QR_LIMITS.lines, { error: QR_MSG.CART_TOO_MANY }),
});

/** POST /qr/{token}/send: the guest's name and the cart version it saw. */
export const qrSendBody = z.object({
  version: z.coerce.number().int().min(0).max(2_000_000_000),
  name: boundedText(QR_LIMITS.nameMax, QR_MSG.NAME_MAX, { error: FIELD_MSG.CUSTOMER_NAME_REQUIRED }).min(QR_LIMITS.nameMin, {
    error: QR_MSG.NAME_MIN,
  }),
});

/** POST /qr-token/rotate/{tableId}: the table (0 = the take-away counter). */
export const qrRotateParam = z.object({ tableId: z.coerce.number().int().min(0).max(2_147_483_647) });
