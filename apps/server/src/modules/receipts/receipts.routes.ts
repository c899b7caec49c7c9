/**
 * Digital receipt routes: GET /cashier/test-wa/{number}, GET /cashier/cronjob-wa/{number}/{id}
 * (roles that read history: kasir, wbd, kacab) and GET /recap-transactions/download-struct/{name} (public
 * for a link's capability; a bill id needs a session of the bill's outlet). Foundations §7; payment §5, §7.
 */

import { buildReceiptDocument, MSG, PRINT_MSG, rolesFor, WA_MSG } from "@waroeng/domain";
import { cronjobWaParams, downloadStructParams, idParam, testWaParams } from "@waroeng/domain/requests";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { ApiError, ok } from "../../lib/http.ts";
import { authenticate, credentialOf, ROLE_GROUPS, requireRole } from "../../plugins/auth.ts";
import { enterOutletLocale } from "../../plugins/locale.ts";
import { loadReceiptData } from "../history/receipt-data.ts";
import { parseReceiptName, resolveReceiptLink } from "../history/receipt-link.ts";
import { renderReceiptPdf } from "./receipt-pdf.ts";
import { presentSend, sendReceiptWa, sendTestWa } from "./receipts.service.ts";
import { listOutbox, retryOutbox } from "./wa-outbox-view.ts";

/** A file name made of the nota's safe characters. */
function fileName(nota: string): string {
  return `struk-${nota.replace(/[^A-Za-z0-9._-]/g, "_").slice(0, 40) || "nota"}.pdf`;
}

export const receiptsRoutes: FastifyPluginAsyncZod = async (app) => {
  const senders = requireRole(...ROLE_GROUPS.history);

  app.get("/cashier/test-wa/:number", { preHandler: senders, schema: { params: testWaParams, tags: ["receipts"] } }, async (req) => {
    const row = await sendTestWa(app, req.auth, req.params.number);
    return ok(presentSend(row));
  });

  app.get(
    "/cashier/cronjob-wa/:number/:id",
    { preHandler: senders, schema: { params: cronjobWaParams, tags: ["receipts"] } },
    async (req) => {
      const origin = `${req.protocol}://${req.host}`;
      const { row, link } = await sendReceiptWa(app, req.auth, req.params.number, req.params.id, origin);
      return ok({ ...presentSend(row), r_t_id: req.params.id, link });
    },
  );

  // The outbox view (not in the spec): roles as the print queue.
  const viewers = requireRole(...rolesFor("printer.setting"));
  app.get("/wa-outbox", { preHandler: viewers, schema: { tags: ["receipts"] } }, async (req) =>
    ok(await listOutbox(app.db, req.auth.outletId)),
  );
  app.post("/wa-outbox/:id/ulang", { preHandler: viewers, schema: { params: idParam, tags: ["receipts"] } }, async (req) => {
    const origin = `${req.protocol}://${req.host}`;
    const row = await retryOutbox(app, req.auth, req.params.id, origin);
    return ok(presentSend(row), {}, 200, PRINT_MSG.WA_RETRIED);
  });

  app.get(
    "/recap-transactions/download-struct/:name",
    { config: { public: true }, schema: { params: downloadStructParams, tags: ["receipts"] } },
    async (req, reply) => {
      const name = parseReceiptName(req.params.name);
      let target: { outletId: number; closedTransactionId: number } | null = null;
      if (name.kind === "token") {
        target = await resolveReceiptLink(app.db, name.token);
      } else if (name.kind === "id") {
        const auth = await authenticate(app.db, credentialOf(req)?.token);
        if (!auth) {
          throw new ApiError(401, MSG.SESSION_ENDED);
        }
        if (!rolesFor("history.read").includes(auth.role as never)) {
          throw new ApiError(403, MSG.ACCESS_DENIED, { title: MSG.ACCESS_DENIED_TITLE });
        }
        target = { outletId: auth.outletId, closedTransactionId: name.id };
      }
      if (!target) {
        throw new ApiError(404, WA_MSG.RECEIPT_NOT_FOUND);
      }
      // The receipt speaks the outlet's language (Indonesian, RM or not), whoever opens the link.
      enterOutletLocale();
      const doc = buildReceiptDocument(await loadReceiptData(app.db, target.outletId, target.closedTransactionId));
      const pdf = await renderReceiptPdf(doc);
      return reply
        .header("content-type", "application/pdf")
        .header("content-disposition", `attachment; filename="${fileName(doc.nota)}"`)
        .header("cache-control", "private, no-store")
        .header("x-robots-tag", "noindex")
        .send(pdf);
    },
  );
};
