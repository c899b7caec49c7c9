/**
 * Printing routes (foundations §7 printer calls, payment §7 print calls; docs/API.md
 * "Printing"): printer settings, the printer test, the print queue, the bill / kitchen / repeat
 * prints, Buka Laci and the drawer openings of open-laci/refund and open-laci/saldo-awal.
 */
import { API_MSG, MSG, PRINT_MSG, type PrinterLocation, rolesFor } from "@waroeng/domain";
import {
  bukaLaciBody,
  idParam,
  locationParam,
  openLaciRefundQuery,
  printBillBody,
  printerLogoBody,
  printerSettingBody,
  printImageParam,
  printKitchenBody,
} from "@waroeng/domain/requests";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { notFound, ok } from "../../lib/http.ts";
import { requireRole } from "../../plugins/auth.ts";
import { assertMayRefund } from "../access/refund-gate.ts";
import { openDrawer, printDrawerSlip } from "./drawer.service.ts";
import { fetchImage } from "./image-link.ts";
import { removeLogo, requireLogo, saveLogo } from "./logo.ts";
import { printBill, printKitchen, printRepeatOrder } from "./order-docs.ts";
import { listPrinters, printerAt, productCategories, removePrinter, savePrinter } from "./printers.service.ts";
import { presentCategory, presentJob, presentPrinter } from "./printing.presenter.ts";
import { listJobs, reprintJob } from "./queue.ts";
import { testPrint } from "./test-print.ts";

const tags = ["printing"];

/**
 * The print-action extras: `printed` whether a printer took the job; `struct` "" (nothing for the
 * browser to open) or, for an android printer, the image link its print app opens.
 */
const sent = (printed: boolean, struct = "") => ({ error: 0 as const, struct, printed });

export const printingRoutes: FastifyPluginAsyncZod = async (app) => {
  const setters = requireRole(...rolesFor("printer.setting"));
  const cashiers = requireRole(...rolesFor("cash.manage"));

  app.get("/list-printer", { preValidation: setters, schema: { tags } }, async (req) =>
    ok((await listPrinters(app.db, req.auth.outletId)).map(presentPrinter)),
  );

  app.get("/get-printer-info/:location", { preValidation: setters, schema: { params: locationParam, tags } }, async (req, reply) => {
    const p = await printerAt(app.db, req.auth.outletId, req.params.location);
    if (!p) {
      reply.code(201);
      return ok(null, {}, 201, PRINT_MSG.NOT_CONFIGURED);
    }
    return ok(presentPrinter(p));
  });

  app.get("/jenis-produk", { preValidation: setters, schema: { tags } }, async (req) =>
    ok((await productCategories(app.db, req.auth.outletId)).map(presentCategory)),
  );

  app.post("/printer-setting", { preValidation: setters, schema: { body: printerSettingBody, tags } }, async (req) =>
    ok(presentPrinter(await savePrinter(app.db, req.auth, req.body)), {}, 200, PRINT_MSG.SAVED),
  );

  app.delete("/printer-setting/:id", { preValidation: setters, schema: { params: idParam, tags } }, async (req) => {
    await removePrinter(app.db, req.auth, req.params.id);
    return ok({ printer_setting_id: req.params.id }, {}, 200, PRINT_MSG.REMOVED);
  });

  const test = async (outletId: number, userId: number, location: PrinterLocation) => {
    const r = await testPrint(app.db, outletId, location, userId);
    return ok(
      null,
      { type: r.type, struct: r.struct, status: r.status },
      200,
      // A saved printer that did not take the page is the spec's printer-test failure, not "not set".
      r.status === 200 ? PRINT_MSG.TEST_OK : r.type === "" ? PRINT_MSG.NOT_CONFIGURED : MSG.PRINTER_TEST_FAILED,
    );
  };
  app.get("/tes-cetak", { preValidation: setters, schema: { tags } }, async (req) =>
    test(req.auth.outletId, req.auth.userId, req.auth.role === "opp" ? "repeat" : "kasir"),
  );
  app.get("/tes-cetak/:location", { preValidation: setters, schema: { params: locationParam, tags } }, async (req) =>
    test(req.auth.outletId, req.auth.userId, req.params.location),
  );

  app.get("/print-queue", { preValidation: setters, schema: { tags } }, async (req) =>
    ok((await listJobs(app.db, req.auth.outletId)).map(presentJob)),
  );
  app.post("/print-queue/:id/ulang", { preValidation: setters, schema: { params: idParam, tags } }, async (req) => {
    const copy = await reprintJob(app.db, req.auth.outletId, req.params.id, req.auth.userId);
    return ok({ id: copy.id }, { struct: copy.struct }, 200, PRINT_MSG.QUEUED);
  });

  const logoSetters = requireRole(...rolesFor("printer.logo"));
  // Seen by the Printer Setting dialog's roles and by whoever may change it (the owner's outlet page).
  const logoReaders = requireRole(...new Set([...rolesFor("printer.setting"), ...rolesFor("printer.logo")]));
  const logoInfo = (l: { width: number; height: number; png: Buffer }) => ({ width: l.width, height: l.height, bytes: l.png.length });
  app.get("/printer-logo", { preValidation: logoReaders, schema: { tags } }, async (req, reply) => {
    const logo = await requireLogo(app.db, req.auth.outletId);
    return reply.type("image/png").header("cache-control", "private, no-store").send(logo.png);
  });
  app.post("/printer-logo", { preValidation: logoSetters, schema: { body: printerLogoBody, tags } }, async (req) =>
    ok(logoInfo(await saveLogo(app.db, req.auth, req.body.logo)), {}, 200, PRINT_MSG.LOGO_SAVED),
  );
  app.delete("/printer-logo", { preValidation: logoSetters, schema: { tags } }, async (req) => {
    await removeLogo(app.db, req.auth);
    return ok(null, {}, 200, PRINT_MSG.LOGO_REMOVED);
  });

  app.post(
    "/cashier/print-bill",
    { preValidation: requireRole(...rolesFor("order.printBill")), schema: { body: printBillBody, tags } },
    async (req) => {
      const job = await printBill(app.db, req.auth.outletId, req.body.tmp_transaction_id, req.auth.userId);
      return ok(null, sent(job !== null, job?.struct));
    },
  );

  app.post(
    "/cashier/print-kitchen",
    { preValidation: requireRole(...rolesFor("order.produce")), schema: { body: printKitchenBody, tags } },
    async (req) => {
      const jobs = await printKitchen(app.db, req.auth.outletId, req.body.tmp_transaction_id, req.body.waiter_name, req.auth.userId);
      return ok(jobs.ids, { ...sent(jobs.ids.length > 0, jobs.struct), structs: jobs.structs });
    },
  );

  app.get(
    "/cashier/print-repeat-order/:id",
    { preValidation: requireRole(...rolesFor("order.repeat")), schema: { params: idParam, tags } },
    async (req) => {
      const job = await printRepeatOrder(app.db, req.auth.outletId, req.params.id, req.auth.name, req.auth.userId);
      return ok(null, sent(job !== null, job?.struct));
    },
  );

  app.post("/cashier/buka-laci", { preValidation: cashiers, schema: { body: bukaLaciBody, tags } }, async (req) => {
    const opened = await openDrawer(app.db, req.auth, req.body.reason, true);
    return ok({ id: opened.id }, { ...sent(opened.printed, opened.struct), msg: API_MSG.DRAWER_OPENED }, 200, API_MSG.DRAWER_OPENED);
  });

  app.get("/cashier/print-tarikan/:id", { preValidation: cashiers, schema: { params: idParam, tags } }, async (req) => {
    const slip = await printDrawerSlip(app.db, req.auth, req.params.id);
    return ok(null, sent(slip.printed, slip.struct));
  });

  // The Android print app has no session: the unguessable token is the credential (image-link.ts).
  app.get("/print-image/:name", { config: { public: true }, schema: { params: printImageParam, tags } }, async (req, reply) => {
    const png = await fetchImage(app.db, req.params.name);
    if (!png) {
      throw notFound(PRINT_MSG.IMAGE_NOT_FOUND);
    }
    return reply.type("image/png").header("cache-control", "private, no-store").send(png);
  });

  const opened = () => ok(null, { error: 0 as const, msg: API_MSG.DRAWER_OPENED, struct: "" as const });

  // The refund's drawer opens only for a user who may refund, alone or with a supervisor's approval.
  app.get("/open-laci/refund", { preValidation: cashiers, schema: { querystring: openLaciRefundQuery, tags } }, async (req) => {
    await assertMayRefund(app.db, req.auth, req.query.approval_id);
    await openDrawer(app.db, req.auth, "refund");
    return opened();
  });

  app.get("/open-laci/saldo-awal", { preValidation: cashiers, schema: { tags } }, async (req) => {
    await openDrawer(app.db, req.auth, "saldo-awal");
    return opened();
  });
};
