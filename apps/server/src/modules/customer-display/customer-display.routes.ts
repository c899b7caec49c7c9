/**
 * Customer display routes (docs/API.md "POST /customer-display/code" and after): the till's pairing
 * calls (roles of `order.pay`), the display's public calls (its HttpOnly cookie `waroeng_display` is
 * its only credential; guessing codes is limited per IP with @fastify/rate-limit, as login is) and
 * the display's own event stream (display-stream.ts).
 */
import rateLimit from "@fastify/rate-limit";
import { DISPLAY_LIMITS, DISPLAY_MSG, rolesFor } from "@waroeng/domain";
import { displayCodeBody, displayCurrentBody, displayIdParam, displayPairBody } from "@waroeng/domain/contracts";
import type { FastifyReply, FastifyRequest } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { ApiError, notFound, ok } from "../../lib/http.ts";
import { requireRole } from "../../plugins/auth.ts";
import { loadDisplayState, presentPairing } from "./customer-display.presenter.ts";
import { displayByToken, issueCode, pairDisplay, pairingOf, revokeDisplay, setCurrentBill, unpaired } from "./customer-display.service.ts";
import { displayStreams } from "./display-stream.ts";

const tags = ["customer-display"];
/** The display's cookie: HttpOnly, SameSite=Strict, only sent to the display's calls. */
export const DISPLAY_COOKIE = "waroeng_display";
const COOKIE_PATH = "/api/customer-display";
const COOKIE_MAX_AGE_S = 365 * 24 * 3600;

/** The display token a request carries (its cookie). */
export const displayTokenOf = (req: FastifyRequest): string | undefined => req.cookies?.[DISPLAY_COOKIE];

export const customerDisplayRoutes: FastifyPluginAsyncZod = async (app) => {
  const till = requireRole(...rolesFor("order.pay"));
  await app.register(rateLimit, { global: false });
  const guesses = app.createRateLimit({
    max: DISPLAY_LIMITS.triesPerIp,
    timeWindow: DISPLAY_LIMITS.windowMs,
    keyGenerator: (req) => `display-pair:${req.ip}`,
  });
  /** 429 once this IP tried too many codes (every try counts: a display pairs once). */
  const limit = async (req: FastifyRequest, reply: FastifyReply) => {
    const r = await guesses(req);
    if (!r.isAllowed && r.isExceeded) {
      reply.header("retry-after", r.ttlInSeconds);
      throw new ApiError(429, DISPLAY_MSG.TOO_MANY_TRIES);
    }
  };
  const streams = displayStreams(app);

  app.post("/customer-display/code", { preValidation: till, schema: { body: displayCodeBody, tags } }, async (req) => {
    const issued = await issueCode(app.db, req.auth, req.body.display_id, req.body.till_name ?? "");
    return ok({ display_id: issued.displayId, code: issued.code, expires_at: issued.expiresAt.toISOString() });
  });

  app.put("/customer-display/current", { preValidation: till, schema: { body: displayCurrentBody, tags } }, async (req) => {
    const { display_id, tmp_transaction_id, phase } = req.body;
    return ok(presentPairing(await setCurrentBill(app.db, req.auth.outletId, display_id, tmp_transaction_id, phase)));
  });

  app.post(
    "/customer-display/pair",
    { onRequest: limit, config: { public: true }, schema: { body: displayPairBody, tags } },
    async (req, reply) => {
      const paired = await pairDisplay(app.db, req.body.code);
      if (!paired) {
        throw notFound(DISPLAY_MSG.CODE_WRONG);
      }
      reply.setCookie(DISPLAY_COOKIE, paired.token, {
        path: COOKIE_PATH,
        httpOnly: true,
        sameSite: "strict",
        secure: req.protocol === "https",
        maxAge: COOKIE_MAX_AGE_S,
      });
      return ok({ display_id: paired.displayId });
    },
  );

  app.get("/customer-display/state", { config: { public: true }, schema: { tags } }, async (req, reply) => {
    const row = await displayByToken(app.db, displayTokenOf(req));
    if (!row) {
      throw unpaired();
    }
    reply.header("cache-control", "no-store");
    return ok(await loadDisplayState(app.db, row));
  });

  app.get("/customer-display/events", { config: { public: true }, schema: { hide: true } }, async (req, reply) => {
    const row = await displayByToken(app.db, displayTokenOf(req));
    if (!row) {
      throw unpaired();
    }
    streams.open(reply, row);
  });

  app.get("/customer-display/:id", { preValidation: till, schema: { params: displayIdParam, tags } }, async (req) =>
    ok(presentPairing(await pairingOf(app.db, req.auth.outletId, req.params.id))),
  );

  app.delete("/customer-display/:id", { preValidation: till, schema: { params: displayIdParam, tags } }, async (req) =>
    ok(presentPairing(await revokeDisplay(app.db, req.auth.outletId, req.params.id))),
  );
};
