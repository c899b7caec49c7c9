/**
 * The language of a request (docs/API.md "Languages"). The wire stays Indonesian, as the
 * spec: only a request carrying `X-Language: en` (or `ms`, `id`) gets its texts in that language.
 * The locale lives in an AsyncLocalStorage for the request's whole life, and the domain catalogue
 * reads it (`setLocaleResolver`), so `API_MSG.X`, `MSG_TEMPLATES.x(…)` answer in it unchanged.
 * Texts captured in Indonesian before any request (zod schema messages), or worded in the outlet's
 * language inside a print (`enterLocale`), are put back into the request's language by their words
 * in the reply's `meta.message`, `meta.title`, `msg` and `errors` (preSerialization).
 * `Accept-Language` is ignored on purpose: every browser sends one, and a spec client must get Indonesian.
 */
import { AsyncLocalStorage } from "node:async_hooks";
import { type Locale, OUTLET_LOCALE, parseLocale, setLocaleResolver, translateText } from "@waroeng/domain";
import fp from "fastify-plugin";
import { Preserialized } from "../lib/replies.ts";

const store = new AsyncLocalStorage<Locale>();
setLocaleResolver(() => store.getStore() ?? "id");

/** The request header naming the client's language. */
const LANGUAGE_HEADER = "x-language";

type Body = { meta?: { message?: unknown; title?: unknown }; msg?: unknown; errors?: unknown };

declare module "fastify" {
  interface FastifyRequest {
    /** The language the request asked for (its texts are answered in it, also those worded inside a print). */
    locale: Locale;
  }
}

/**
 * A copy of the reply with its texts in `locale` (never mutated: a shared read may serve the same object to others).
 * A shared screen answer (`Preserialized`) keeps its class: its translation is derived once per language and
 * serialized once.
 */
function translateBody(payload: unknown, locale: Locale): unknown {
  if (payload instanceof Preserialized) {
    return payload.derive(`locale:${locale}`, (value) => translateBody(value, locale));
  }
  const tr = (v: unknown) => (typeof v === "string" ? translateText(v, locale) : v);
  if (payload === null || typeof payload !== "object" || Array.isArray(payload)) {
    return payload;
  }
  const { meta, msg, errors } = payload as Body;
  const same = (v: unknown) => v === undefined || tr(v) === v;
  // Most replies have nothing to translate (no message, or one already in the asked language): no copy.
  if (
    (meta === undefined || meta === null || typeof meta !== "object" || (same(meta.message) && same(meta.title))) &&
    same(msg) &&
    (errors === undefined || errors === null || typeof errors !== "object" || Array.isArray(errors))
  ) {
    return payload;
  }
  const body = { ...(payload as Body) };
  if (body.meta && typeof body.meta === "object") {
    body.meta = { ...body.meta, message: tr(body.meta.message), ...(body.meta.title === undefined ? {} : { title: tr(body.meta.title) }) };
  }
  if (typeof body.msg === "string") {
    body.msg = translateText(body.msg, locale);
  }
  if (body.errors && typeof body.errors === "object" && !Array.isArray(body.errors)) {
    body.errors = Object.fromEntries(Object.entries(body.errors).map(([k, v]) => [k, tr(v)]));
  }
  return body;
}

export const localePlugin = fp(async (app) => {
  app.decorateRequest("locale", "id");
  app.addHook("onRequest", (req, _reply, done) => {
    const header = req.headers[LANGUAGE_HEADER];
    const locale = parseLocale(Array.isArray(header) ? header[0] : header) ?? "id";
    req.locale = locale;
    if (locale === "id" && store.getStore() === undefined) {
      // Indonesian is what the catalogue answers outside any store: no async context to carry.
      done();
    } else {
      store.run(locale, done);
    }
  });
  // A callback hook (no promise per reply): most replies pass unchanged.
  app.addHook("preSerialization", (req, _reply, payload, done) => {
    done(null, translateBody(payload, req.locale));
  });
});

/**
 * Switches the rest of the calling async function (and what it awaits) to `locale`; the caller's
 * caller keeps its own.
 */
export function enterLocale(locale: Locale): void {
  store.enterWith(locale);
}

/**
 * `enterLocale(OUTLET_LOCALE)`: used at the top of a print transaction, so slips and receipts are
 * worded in the outlet's language (Indonesian at every outlet, foundations §1) whatever the cashier reads.
 */
export function enterOutletLocale(): void {
  enterLocale(OUTLET_LOCALE);
}
