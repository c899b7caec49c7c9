/**
 * The guest's public QR calls (docs/api/intro.md "QR orders") and the staff's QR sheet
 * calls. The public routes are `public: true` (no session): the code in the path is the capability.
 * Each is limited per code and per IP (@fastify/rate-limit, as the login limits use it), bodies are
 * bounded by the schemas (QR_LIMITS) and the server's body limit.
 */
import rateLimit from "@fastify/rate-limit";
import { QR_LIMITS, QR_MSG, rolesFor } from "@waroeng/domain";
import { qrCartBody, qrRotateParam, qrSendBody, qrTokenParam } from "@waroeng/domain/requests";
import type { FastifyReply, FastifyRequest } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { ApiError, ok } from "../../lib/http.ts";
import { requireRole } from "../../plugins/auth.ts";
import { presentOptionGroups } from "../menu/menu.presenter.ts";
import { presentOnlineItem } from "./online.items.ts";
import { guestMenu, guestOrders, presentCart, readCart, replaceCart, sendCart } from "./qr-guest.service.ts";
import { listQrCodes, type QrCodeRow, resolveQrCode, rotateQrCode } from "./qr-token.service.ts";

const tags = ["online"];
const MANAGE = requireRole(...rolesFor("qr.manage"));
const MINUTE = 60_000;

const presentCode = (r: QrCodeRow) => ({ m_meja_id: r.tableId, m_meja_nama: r.tableName, path: r.path });

export const qrRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(rateLimit, { global: false });
  const tokenOf = (req: FastifyRequest) => String((req.params as { token?: unknown }).token ?? "").slice(0, 64);
  const checks = [
    app.createRateLimit({ max: QR_LIMITS.perIpPerMinute, timeWindow: MINUTE, keyGenerator: (req) => `qr-ip:${req.ip}` }),
    app.createRateLimit({ max: QR_LIMITS.perTokenPerMinute, timeWindow: MINUTE, keyGenerator: (req) => `qr-token:${tokenOf(req)}` }),
  ];
  /** 429 past either limit (counted before the code is even looked up). */
  const limit = async (req: FastifyRequest, reply: FastifyReply) => {
    for (const check of checks) {
      const r = await check(req);
      if (!r.isAllowed && r.isExceeded) {
        reply.header("retry-after", r.ttlInSeconds);
        throw new ApiError(429, QR_MSG.RATE_LIMITED);
      }
    }
  };
  const open = { public: true };

  app.get("/qr/:token", { onRequest: limit, config: open, schema: { params: qrTokenParam, tags } }, async (req) => {
    const target = await resolveQrCode(app.db, req.params.token);
    const [menu, cart, orders] = await Promise.all([
      guestMenu(app.db, target),
      readCart(app.db, target.tokenId),
      guestOrders(app.db, target),
    ]);
    return ok({
      m_w_nama: target.outletName,
      currency: target.currency,
      pajak: target.taxRateBp / 100,
      service_charge: target.serviceChargeRateBp / 100,
      pembulatan: target.rounding,
      table_name: target.tableName,
      m_t_t_id: target.transactionTypeId,
      menu: menu.map((m) => ({
        m_menu_id: m.id,
        m_menu_nama: m.name,
        m_menu_jenis_nama: m.typeName,
        price: m.price,
        photo: null,
        sold_out: m.soldOut ? 1 : 0,
        tax_status: m.taxable ? 1 : 0,
        service_charge_status: m.serviceCharged ? 1 : 0,
        option_groups: presentOptionGroups(m.optionGroups),
      })),
      cart: presentCart(cart),
      orders: orders.map((o) => ({
        tmp_online_code: o.code,
        tmp_online_bigboss_name: o.name,
        state: o.state,
        created_at: o.createdAt.toISOString(),
        items: o.items.map(presentOnlineItem),
      })),
    });
  });

  app.put("/qr/:token/cart", { onRequest: limit, config: open, schema: { params: qrTokenParam, body: qrCartBody, tags } }, async (req) => {
    const target = await resolveQrCode(app.db, req.params.token);
    return ok(await replaceCart(app.db, target, req.body.version, req.body.items));
  });

  app.post("/qr/:token/send", { onRequest: limit, config: open, schema: { params: qrTokenParam, body: qrSendBody, tags } }, async (req) => {
    const target = await resolveQrCode(app.db, req.params.token);
    return ok({ tmp_online_code: await sendCart(app.db, target, req.body.version, req.body.name) });
  });

  app.get("/qr-token/list", { preHandler: MANAGE, schema: { tags } }, async (req) =>
    ok((await listQrCodes(app.db, req.auth.outletId)).map(presentCode)),
  );

  app.post("/qr-token/rotate/:tableId", { preHandler: MANAGE, schema: { params: qrRotateParam, tags } }, async (req) =>
    ok(presentCode(await rotateQrCode(app.db, req.auth.outletId, req.params.tableId))),
  );
};
