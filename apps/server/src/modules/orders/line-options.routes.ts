/**
 * `POST /m-transaction-meja/line-options` (docs/API.md "Menu options"): the till's option sheet
 * changes a line's options. validate → authorize (ordering roles; a sent line also the cancel gate,
 * as Pembatalan) → service → present.
 */
import { API_MSG, OPTION_SHEET_MSG } from "@waroeng/domain";
import { lineOptionsBody } from "@waroeng/domain/requests";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { ApiError, ok } from "../../lib/http.ts";
import { ROLE_GROUPS, requireRole } from "../../plugins/auth.ts";
import { mayCancelMenu } from "./line-actions.gates.ts";
import { changeLineOptions } from "./line-options.service.ts";
import { presentLine } from "./orders.presenter.ts";

export const lineOptionRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    "/m-transaction-meja/line-options",
    // Idempotent: a retried save never cancels a sent unit twice.
    { preHandler: requireRole(...ROLE_GROUPS.ordering), config: { idempotent: true }, schema: { body: lineOptionsBody, tags: ["orders"] } },
    async (req) => {
      const lineId = req.body.tmp_transaction_detail_id;
      if (lineId === undefined) {
        throw new ApiError(422, API_MSG.LINE_REQUIRED, { extra: { errors: { tmp_transaction_detail_id: API_MSG.LINE_REQUIRED } } });
      }
      // The cancel right (role and the outlet's cancel_menu), used when the line is already sent.
      const mayCancel = await mayCancelMenu(req.db, req.auth);
      const lines = await changeLineOptions(req.db, req.auth.outletId, { lineId, optionIds: req.body.options }, mayCancel, req.auth.userId);
      return ok(
        lines.map((l) => presentLine(l)),
        {},
        200,
        OPTION_SHEET_MSG.SAVED,
      );
    },
  );
};
