/**
 * Access routes (payment spec §7 GET /akses-role; foundations §7 GET /get-all-role,
 * POST /role-kasir/update; docs/API.md "Access"). POST /approve is registered by
 * `registerApproveRoute` inside the auth routes' scope, under the login rate limits (modules/index.ts
 * hands it to authRoutes, so auth does not import access).
 */
import { ACCESS_MSG, refundApprovalScope } from "@waroeng/domain";
import { type ApproveBody, approveBody, roleUpdateBody } from "@waroeng/domain/requests";
import type { FastifyInstance } from "fastify";
import type { FastifyPluginAsyncZod, ZodTypeProvider } from "fastify-type-provider-zod";
import { ok } from "../../lib/http.ts";
import type { LoginLimiter } from "../auth/login-limits.ts";
import { presentPermission } from "./access.presenter.ts";
import { accessMatrixFor, listPermissions } from "./access.service.ts";
import { readSwitches } from "./access.switches.ts";
import { type ApprovalBinding, approve, updateTemporaryRoles } from "./role-setting.service.ts";

const tags = ["access"];

export const accessRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get("/akses-role", { schema: { tags } }, async (req) => ok(await accessMatrixFor(app.db, req.auth)));

  app.get("/get-all-role", { schema: { tags } }, async (req) =>
    ok((await listPermissions(app.db, req.auth.outletId)).map(presentPermission)),
  );

  app.post("/role-kasir/update", { schema: { body: roleUpdateBody, tags } }, async (req) => {
    const switches = readSwitches(req.body);
    const rows = await updateTemporaryRoles(app.db, req.auth, { approvalId: req.body.approvel_id, switches });
    return ok(rows.map(presentPermission), {}, 200, ACCESS_MSG.ROLE_SAVED);
  });
};

/**
 * The refund an approval is asked for (`rekap_transaksi_id` with `refund_menu` and the rates, as
 * POST /transaksi/refund will send them), or undefined for Role Setting's and discounts' approvals.
 */
function refundBinding(body: ApproveBody): ApprovalBinding | undefined {
  if (body.rekap_transaksi_id === undefined) {
    return undefined;
  }
  const scope = refundApprovalScope({
    billId: body.rekap_transaksi_id,
    picks: (body.refund_menu ?? []).map((m) => ({ lineId: m.r_t_detail_id, qty: m.qty })),
    taxRateBp: body.current_tax ?? 0,
    serviceChargeRateBp: body.current_sc ?? 0,
  });
  return { action: "refund", scope };
}

/**
 * POST /approve, in the auth routes' scope so a failed approval counts against the same per-IP and
 * per-account limits as a failed login (a supervisor's password cannot be guessed here instead).
 */
export function registerApproveRoute(app: FastifyInstance, limiter: LoginLimiter): void {
  app
    .withTypeProvider<ZodTypeProvider>()
    .post("/approve", { preHandler: limiter.guard, schema: { body: approveBody, tags } }, async (req) => {
      try {
        const { waroeng, email, password } = req.body;
        const id = await approve(app.db, req.auth, { outletId: waroeng, email, password, binding: refundBinding(req.body) });
        return ok({ id }, {}, 200, ACCESS_MSG.APPROVED);
      } catch (err) {
        limiter.recordFailure(req);
        throw err;
      }
    });
}
