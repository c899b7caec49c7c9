/**
 * Line-action routes (orders §2.5, §7; payment §2.1, §5, §7; docs/API.md "Line actions"):
 * validate → authorize (role, then the one gate per action: line-actions.gates.ts) → service → present.
 */
import { API_MSG, can, LINE_ACTION, LINE_MSG, rolesFor, SUPERVISOR_ROLES } from "@waroeng/domain";
import {
  addMultipleBody,
  cancelDishesBody,
  changeMenuDetailBody,
  customMenuBody,
  itemOfOrderBody,
  multiQtyBody,
  reduceMultipleBody,
  updateMenusBody,
} from "@waroeng/domain/requests";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { ApiError, ok } from "../../lib/http.ts";
import { ROLE_GROUPS, requireRole } from "../../plugins/auth.ts";
import { presentDish } from "../dishes/dish.presenter.ts";
import { mayCancelMenu, mayEditMenu, requireAllowed } from "./line-actions.gates.ts";
import { lineRefusal } from "./line-core.ts";
import { changeMenuDetail } from "./line-detail.service.ts";
import { cancelDishes, listDishes } from "./line-dishes.service.ts";
import { customMenu, listItemLines, updateNotes } from "./line-notes.service.ts";
import { addMultiple, reduceWithReason, setQuantity } from "./line-qty.service.ts";
import { presentLine } from "./orders.presenter.ts";

const tags = ["orders"];
const ORDERING = ROLE_GROUPS.ordering;
/** Cancel, warranty, edit a line, cancel dishes: ordering roles but opp (payment §6). */
const LINE_CHANGE = rolesFor("line.cancel");

/** Refusals of the calls whose client reads `meta.code 400` (payment §7): same HTTP status and message, code 400. */
async function code400<T>(run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (err) {
    if (err instanceof ApiError && err.opts.code !== 400) {
      throw new ApiError(err.status, err.message, { ...err.opts, code: 400 });
    }
    throw err;
  }
}

function requireLine(id: number | undefined, field = "tmp_transaction_detail_id"): number {
  if (id === undefined) {
    throw lineRefusal(422, API_MSG.LINE_REQUIRED, field);
  }
  return id;
}

export const lineActionRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    "/m-transaction-meja/customMenu",
    // Idempotent: the offline outbox sends a queued note with its key; a replay never splits the line twice.
    { preHandler: requireRole(...ORDERING), config: { refusalInBody: true, idempotent: true }, schema: { body: customMenuBody, tags } },
    async (req) =>
      code400(async () => {
        const b = req.body;
        const lines = await customMenu(req.db, req.auth.outletId, {
          lineId: requireLine(b.line),
          qty: b.qty ?? 0,
          note: b.note,
          takeaway: b.takeaway,
        });
        return ok(
          lines.map((l) => presentLine(l)),
          {},
          200,
          LINE_MSG.NOTE_SAVED,
        );
      }),
  );

  app.post("/m-transaction-menu/list-menu", { schema: { body: itemOfOrderBody, tags } }, async (req) => {
    const { order, item } = req.body;
    if (order === undefined) {
      throw lineRefusal(422, API_MSG.ORDER_REQUIRED, "m_transaction_menu_table_id");
    }
    const lines = await listItemLines(app.db, req.auth.outletId, order, requireLine(item, "m_transaction_menu_menu_id"));
    return ok(lines.map((l) => presentLine(l)));
  });

  app.post(
    "/m-transaction-menu/update-menus",
    { preHandler: requireRole(...ORDERING), schema: { body: updateMenusBody, tags } },
    async (req) => {
      const lines = await updateNotes(app.db, req.auth.outletId, req.body.ids, req.body.notes);
      return ok(
        lines.map((l) => presentLine(l)),
        {},
        200,
        LINE_MSG.NOTE_SAVED,
      );
    },
  );

  app.post(
    "/m-transaction-meja/update-multi-qty",
    { preHandler: requireRole(...ORDERING), schema: { body: multiQtyBody, tags } },
    async (req) => {
      const line = await setQuantity(app.db, req.auth.outletId, requireLine(req.body.line), req.body.qty);
      return ok(presentLine(line), {}, 200, LINE_MSG.QTY_SAVED);
    },
  );

  app.post(
    "/m-transaction-meja/add-multiple-menu",
    { preHandler: requireRole(...ORDERING), schema: { body: addMultipleBody, tags } },
    async (req, reply) => {
      if (req.body.order === undefined) {
        throw lineRefusal(422, API_MSG.ORDER_REQUIRED, "m_transaction_table_id");
      }
      const lines = await addMultiple(app.db, req.auth.outletId, req.body.order, req.body.menu);
      reply.code(201);
      return ok(
        lines.map((l) => presentLine(l)),
        {},
        201,
        API_MSG.MENU_ADDED,
      );
    },
  );

  app.post(
    "/m-transaction-meja/reduce-menu-multiple",
    { preHandler: requireRole(...ORDERING), schema: { body: reduceMultipleBody, tags } },
    async (req) => {
      const b = req.body;
      // Gate cancel_menu: a sent line's units are cancelled (an unsent line's are just removed).
      const mayCancel = await mayCancelMenu(app.db, req.auth);
      const line = await reduceWithReason(
        app.db,
        req.auth.outletId,
        { lineId: requireLine(b.line), qty: b.qty, reason: b.reason },
        mayCancel,
        req.auth.userId,
      );
      return ok(line ? presentLine(line) : null, {}, 200, API_MSG.MENU_REDUCED);
    },
  );

  app.post(
    "/m-transaction-meja/changeMenuDetail",
    { preHandler: requireRole(...LINE_CHANGE), config: { refusalInBody: true }, schema: { body: changeMenuDetailBody, tags } },
    async (req) =>
      code400(async () => {
        const status = req.body.status ?? 0;
        // Gate: cancel_menu for Pembatalan and Garansi, edit_menu for Edit Menu.
        requireAllowed(status === 0 ? await mayEditMenu(app.db, req.auth) : await mayCancelMenu(app.db, req.auth));
        // Price changes (discount, custom price) only for the roles that may discount (order.discount);
        // above the outlet's limit a supervisor's approval (POST /approve) unless the user is one.
        const rights = { mayChange: can(req.auth.role, "order.discount"), supervisor: SUPERVISOR_ROLES.includes(req.auth.role) };
        const lines = await changeMenuDetail(app.db, req.auth.outletId, req.body, req.auth.userId, rights);
        const message =
          status === 0 ? LINE_MSG.LINE_EDITED : status === LINE_ACTION.CANCEL ? LINE_MSG.LINE_CANCELLED : LINE_MSG.WARRANTY_SAVED;
        return ok(
          lines.map((l) => presentLine(l)),
          {},
          200,
          message,
        );
      }),
  );

  app.post("/m-dish-status/list", { schema: { body: itemOfOrderBody, tags: ["kitchen"] } }, async (req) => {
    const rows = await listDishes(app.db, req.auth.outletId, req.body);
    return ok(rows.map(presentDish));
  });

  app.post(
    "/m-dish-status/cancel-dishes",
    { preHandler: requireRole(...LINE_CHANGE), schema: { body: cancelDishesBody, tags: ["kitchen"] } },
    async (req) => {
      // Gate cancel_menu.
      requireAllowed(await mayCancelMenu(app.db, req.auth));
      const rows = await cancelDishes(app.db, req.auth.outletId, req.body.ids, req.body.reason, req.auth.userId);
      return ok(rows.map(presentDish), {}, 200, LINE_MSG.DISHES_CANCELLED);
    },
  );
};
