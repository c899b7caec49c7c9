/**
 * Head office's Hari Ini and Laporan (`ROLE=hq`, `hq.read`; contracts/hq-reports.ts): GET /hq/today,
 * GET /hq/reports, GET /hq/reports/export. The role is checked first (requireHq, onRequest), then the
 * query; `outlets` is narrowed to the user's (hqOutletScope: another's → 403).
 */
import { hqReportExportQuery, hqReportQuery, hqTodayQuery } from "@waroeng/domain/contracts";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { ok } from "../../lib/http.ts";
import { hqOutletScope, requireHq } from "../hq-auth/guard.ts";
import { exportName, reportCsvText, reportXlsx } from "./report-export.ts";
import { hqReport } from "./reports.service.ts";
import { hqToday } from "./today.service.ts";

declare module "fastify" {
  interface FastifyInstance {
    /** An outlet not heard from for longer than this many minutes shows stale (app.ts `hq`; 2 × SYNC_EVERY_MINUTES). */
    hqStaleAfterMinutes: number;
  }
}

export const hqRoutes: FastifyPluginAsyncZod = async (app) => {
  const config = { hq: true };
  const onRequest = requireHq("hq.read");
  const staleAfter = app.hqStaleAfterMinutes;

  app.get("/hq/today", { config, onRequest, schema: { querystring: hqTodayQuery, tags: ["hq"] } }, async (req) =>
    ok(await hqToday(app.db, hqOutletScope(req, req.query.outlets), new Date(), staleAfter)),
  );

  app.get("/hq/reports", { config, onRequest, schema: { querystring: hqReportQuery, tags: ["hq"] } }, async (req) =>
    ok(await hqReport(app.db, hqOutletScope(req, req.query.outlets), req.query)),
  );

  app.get("/hq/reports/export", { config, onRequest, schema: { querystring: hqReportExportQuery, tags: ["hq"] } }, async (req, reply) => {
    const report = await hqReport(app.db, hqOutletScope(req, req.query.outlets), req.query);
    const format = req.query.format;
    reply.header("content-disposition", `attachment; filename="${exportName(report, format)}"`);
    reply.header("cache-control", "no-store");
    if (format === "csv") {
      reply.type("text/csv; charset=utf-8");
      return reportCsvText(report);
    }
    reply.type("application/vnd.openxmlformats-officedocument.spreadsheetml.sheet");
    return reportXlsx(report);
  });
};
