/**
 * The device printer's routes (docs/API.md "Printing", not in the spec): the device a `device`
 * printer is paired with claims its due jobs and reports each written (`done`) or refused (`failed`);
 * the rules are in device-jobs.ts. Every signed-in role of the outlet may call them (the cashier's
 * till and the kitchen tablet alike); only the outlet's device printers paired with `device_id` answer.
 */
import { deviceClaimBody, deviceReportBody, idParam } from "@waroeng/domain/requests";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { ok } from "../../lib/http.ts";
import { claimDeviceJob, LEASE_MS, reportDeviceJob } from "./device-jobs.ts";

const tags = ["printing"];

export const devicePrintingRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post("/printing/device/claim", { schema: { body: deviceClaimBody, tags } }, async (req) => {
    const { job, nextInMs } = await claimDeviceJob(app.db, req.auth.outletId, req.body.device_id);
    return ok({
      job: job && {
        id: job.id,
        attempt: job.attempt,
        printer_setting_id: job.printerId,
        location: job.location,
        title: job.title,
        bytes: job.payload.toString("base64"),
        lease_ms: LEASE_MS,
      },
      next_in_ms: nextInMs,
    });
  });

  for (const outcome of ["done", "failed"] as const) {
    app.post(`/printing/device/jobs/:id/${outcome}`, { schema: { params: idParam, body: deviceReportBody, tags } }, async (req) => {
      const r = await reportDeviceJob(app.db, req.auth.outletId, req.params.id, {
        deviceId: req.body.device_id,
        attempt: req.body.attempt,
        outcome,
        error: req.body.error,
      });
      return ok({ id: r.id, status: r.status, retry_in_ms: r.retryInMs });
    });
  }
};
