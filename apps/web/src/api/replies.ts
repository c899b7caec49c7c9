/**
 * The reply and form schemas the API client converts money along, named instead of imported.
 *
 * The schemas (`@waroeng/domain/wire`, `@waroeng/domain/requests`) are zod objects: importing them
 * pulls zod and every contract into a screen's JavaScript, although the web never validates a reply
 * and only a ringgit outlet converts money (api/client.ts `convertMoney`; rupiah is unchanged). So the
 * api modules name a schema here (`menuReplies.items`, `requestSchemas.orderChargesBody`): a
 * `SchemaRef` holding only its names; `schemaOf` loads the contracts (their own chunk) the first time
 * a ringgit outlet needs one.
 *
 * @example
 * api.get("mmenu", query, { reply: menuReplies.items }); // a SchemaRef { from: "wire", group: "menuReplies", key: "items" }
 */
import type * as Requests from "@waroeng/domain/requests";
import type * as Wire from "@waroeng/domain/wire";
import type { z } from "zod";

/** A schema named, not loaded: `Wire[group][key]`, or `Requests[key]` for a form (`group` null). */
export interface SchemaRef {
  readonly from: "wire" | "requests";
  readonly group: string | null;
  readonly key: string;
}

/** The reply groups (`xxxReplies`) of the wire, each key a SchemaRef. */
type ReplyGroups = {
  [G in keyof typeof Wire as G extends `${string}Replies` ? G : never]: { readonly [K in keyof (typeof Wire)[G]]: SchemaRef };
};

/** The zod schemas of `@waroeng/domain/requests`, each a SchemaRef. */
type RequestRefs = { readonly [K in keyof typeof Requests as (typeof Requests)[K] extends z.ZodType ? K : never]: SchemaRef };

/** `group.key` → a SchemaRef, without touching the schemas (a Proxy: no key list at run time). */
function refs<T extends object>(from: SchemaRef["from"], group: string | null): T {
  return new Proxy({} as T, {
    get: (_target, key): SchemaRef => ({ from, group, key: String(key) }),
  });
}

/** Reply schemas by group: `replies.menuReplies.items`. */
const replies = new Proxy({} as ReplyGroups, { get: (_target, group) => refs("wire", String(group)) });

export const {
  cashBookReplies,
  cashReplies,
  historyReplies,
  lineActionReplies,
  menuAdminReplies,
  menuReplies,
  onlineReplies,
  optionAdminReplies,
  orderDiscountReplies,
  orderLevelReplies,
  ordersReplies,
  paymentReplies,
  printingReplies,
  qrisReplies,
  refundReplies,
  reportReplies,
  splitBillReplies,
  adminConfigReplies,
} = replies;

/** Form schemas of `@waroeng/domain/requests` by name: `requestSchemas.orderChargesBody`. */
export const requestSchemas = refs<RequestRefs>("requests", null);

/** True for a SchemaRef (not a zod schema). */
export function isSchemaRef(value: unknown): value is SchemaRef {
  return typeof value === "object" && value !== null && "from" in value && "key" in value && !("_zod" in value);
}

/**
 * The zod schema a SchemaRef names (the contracts load once, in their own chunk); a zod schema is
 * returned as is. Throws when the name is not in the contracts (a renamed schema).
 */
export async function schemaOf(schema: SchemaRef | z.ZodType): Promise<z.ZodType> {
  if (!isSchemaRef(schema)) {
    return schema;
  }
  const mod: Record<string, unknown> =
    schema.from === "wire" ? await import("@waroeng/domain/wire") : await import("@waroeng/domain/requests");
  const holder = schema.group === null ? mod : (mod[schema.group] as Record<string, unknown> | undefined);
  const found = holder?.[schema.key];
  if (!found) {
    throw new Error(`no schema ${schema.group ?? schema.from}.${schema.key}`);
  }
  return found as z.ZodType;
}
