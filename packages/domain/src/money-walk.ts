/**
 * Walks a value along its zod schema to convert the money fields (money in the major unit
 * on the wire, minor units inside). Pure: no I/O.
 */
import { z } from "zod";
import { isMoneySchema } from "./money-wire.ts";

type Def = { type: string; [key: string]: unknown };
const defOf = (s: z.ZodType) => s._zod.def as unknown as Def;
const WRAPPERS = new Set(["optional", "nullable", "default", "prefault", "readonly", "catch", "nonoptional"]);

/** The schema under wrappers (optional, default …, and a preprocess pipe's target). */
function unwrap(schema: z.ZodType): z.ZodType {
  let s = schema;
  for (let depth = 0; depth < 20; depth++) {
    if (isMoneySchema(s)) {
      return s;
    }
    const def = defOf(s);
    if (WRAPPERS.has(def.type)) {
      s = def.innerType as z.ZodType;
    } else if (def.type === "pipe") {
      const input = def.in as z.ZodType;
      s = defOf(input).type === "transform" ? (def.out as z.ZodType) : input;
    } else {
      return s;
    }
  }
  return s;
}

/** Children of a schema node the walk descends into (object fields, array element, record value, union options). */
function childrenOf(def: Def): z.ZodType[] {
  switch (def.type) {
    case "object":
      return Object.values(def.shape as Record<string, z.ZodType>);
    case "array":
      return [def.element as z.ZodType];
    case "record":
      return [def.valueType as z.ZodType];
    case "union":
      return def.options as z.ZodType[];
    default:
      return [];
  }
}

const moneyInside = new WeakMap<z.ZodType, boolean>();

/**
 * True when `schema` has a money field anywhere the walk reaches (cached per schema object): most
 * request and reply schemas have none, and the walk then returns the value untouched at once.
 */
export function hasMoney(schema: z.ZodType): boolean {
  const known = moneyInside.get(schema);
  if (known !== undefined) {
    return known;
  }
  moneyInside.set(schema, false); // a recursive schema reaching itself adds nothing
  const s = unwrap(schema);
  const found = isMoneySchema(s) || childrenOf(defOf(s)).some(hasMoney);
  moneyInside.set(schema, found);
  return found;
}

/** The array a JSON string holds, or null when it holds none. */
function jsonArray(text: string): unknown[] | null {
  try {
    const parsed: unknown = JSON.parse(text);
    return Array.isArray(parsed) ? parsed : null;
  } catch {
    return null;
  }
}

const isPlainObject = (v: unknown): v is Record<string, unknown> => typeof v === "object" && v !== null && !Array.isArray(v);

/**
 * Maps every money field of `value` along `schema` (fields marked by `markMoney`: `wireMoney` of the
 * reply schemas, the money helpers of schemas.ts): `money(v, path)` gives the new value; objects,
 * arrays (also an array's JSON string, as forms send lists: walked as the parsed array), records and
 * unions (the first option the value matches) are walked, other values kept.
 * Subtrees without money (`hasMoney`) are returned as they are, not copied.
 * Used at the edges: the server (plugins/money.ts) and the web's API client.
 * @example mapMoney(envelope(z.object({ price: wireMoney })), { meta, data: { price: 850 } }, (v) => toWireMoney(v as number, "MYR"));
 */
export function mapMoney(schema: z.ZodType, value: unknown, money: (v: unknown, path: string) => unknown, path = ""): unknown {
  if (value === undefined || value === null || !hasMoney(schema)) {
    return value;
  }
  const s = unwrap(schema);
  if (isMoneySchema(s)) {
    return money(value, path);
  }
  const def = defOf(s);
  if (def.type === "object" && isPlainObject(value)) {
    const shape = def.shape as Record<string, z.ZodType>;
    const out: Record<string, unknown> = { ...value };
    for (const [key, child] of Object.entries(shape)) {
      if (key in value) {
        out[key] = mapMoney(child, value[key], money, path ? `${path}.${key}` : key);
      }
    }
    return out;
  }
  if (def.type === "array" && Array.isArray(value)) {
    return value.map((v, i) => mapMoney(def.element as z.ZodType, v, money, `${path}.${i}`));
  }
  if (def.type === "array" && typeof value === "string") {
    // A list sent as its JSON string (how a form sends lists) is walked as the list it holds.
    const list = jsonArray(value);
    return list ? list.map((v, i) => mapMoney(def.element as z.ZodType, v, money, `${path}.${i}`)) : value;
  }
  if (def.type === "record" && isPlainObject(value)) {
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, mapMoney(def.valueType as z.ZodType, v, money, `${path}.${k}`)]));
  }
  if (def.type === "union") {
    const options = def.options as z.ZodType[];
    const match = options.find((o) => z.safeParse(o, value).success);
    return match ? mapMoney(match, value, money, path) : value;
  }
  return value;
}
