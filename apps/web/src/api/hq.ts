/**
 * Head office's calls (`ROLE=hq`, /api/hq; contracts/hq.ts): its own small client over fetch — the
 * head-office session is the HttpOnly cookie `waroeng_hq_session` (no token in scripts), money is
 * integer minor units with each outlet's currency (no conversion at the edge), and a 401 sends the
 * user to the head office's sign-in (/hq/login), never to an outlet's.
 */

import type { ChainField } from "@waroeng/domain";
import { REQUEST_MSG } from "@waroeng/domain";
import type {
  HqAccount,
  HqAccountCreateBody,
  HqAccountUpdateBody,
  HqCategoryCreateBody,
  HqCategoryDeleteBody,
  HqCategoryEditBody,
  HqCategoryList,
  HqChangeLog,
  HqMenuEditBody,
  HqOptionCreateInput,
  HqOptionDeleteBody,
  HqOptionEditBody,
  HqOptionList,
  HqReport,
  HqReportBy,
  HqStationCreateInput,
  HqStationDeleteBody,
  HqStationEditBody,
  HqStationList,
  HqSummarySettings,
  HqSummarySettingsBody,
  HqToday,
  hqMe,
  hqMenuReply,
} from "@waroeng/domain/contracts";
import type { z } from "zod";
import { appLocale } from "../lib/i18n.ts";
import { ApiError } from "./client.ts";

export type HqMe = z.infer<typeof hqMe>;
export type { HqAccount, HqReport, HqReportBy, HqToday };

/** A report's query as the page holds it. */
export interface HqReportParams {
  from: string;
  to: string;
  by: HqReportBy;
  /** The currency to report ("Rp", "RM"); unset: the one most of the outlets count in. */
  currency?: string;
}

/** The query string of a report (and its export). */
export function reportQueryString(q: HqReportParams, format?: "xlsx" | "csv"): string {
  const p = new URLSearchParams({ from: q.from, to: q.to, by: q.by });
  if (q.currency) {
    p.set("currency", q.currency);
  }
  if (format) {
    p.set("format", format);
  }
  return p.toString();
}

/** Where the head office signs in. */
export const HQ_LOGIN_PATH = "/hq/login";

/**
 * One head-office call: JSON in, the envelope's `data` out.
 * @throws ApiError with the server's message (401 also sends the browser to /hq/login unless `quiet401`).
 */
export async function hqRequest<T>(method: string, path: string, body?: unknown, opts: { quiet401?: boolean } = {}): Promise<T> {
  let res: Response;
  try {
    res = await fetch(`/api/hq/${path}`, {
      method,
      credentials: "same-origin",
      headers: {
        accept: "application/json",
        "x-language": appLocale(),
        ...(body !== undefined ? { "content-type": "application/json" } : {}),
      },
      ...(body !== undefined ? { body: JSON.stringify(body) } : {}),
    });
  } catch {
    throw new ApiError(REQUEST_MSG.UNREACHABLE, 0, undefined, null);
  }
  const json = (await res.json().catch(() => null)) as {
    meta?: { code: number; error: 0 | 1; message: string; title?: string };
    data?: T;
  } | null;
  if (!res.ok || json?.meta?.error === 1) {
    if (res.status === 401 && !opts.quiet401 && !window.location.pathname.startsWith(HQ_LOGIN_PATH)) {
      window.location.assign(HQ_LOGIN_PATH);
    }
    throw new ApiError(json?.meta?.message ?? REQUEST_MSG.UNREACHABLE, res.status, json?.meta, json);
  }
  return json?.data as T;
}

/** The file a GET answers (an export), with its name from Content-Disposition. */
export async function hqDownload(path: string): Promise<{ blob: Blob; name: string }> {
  const res = await fetch(`/api/hq/${path}`, { credentials: "same-origin", headers: { "x-language": appLocale() } });
  if (!res.ok) {
    const json = (await res.json().catch(() => null)) as { meta?: { message?: string } } | null;
    throw new ApiError(json?.meta?.message ?? REQUEST_MSG.UNREACHABLE, res.status, undefined, json);
  }
  const name = res.headers.get("content-disposition")?.match(/filename="?([^";]+)"?/)?.[1] ?? "laporan";
  return { blob: await res.blob(), name };
}

export const hqApi = {
  login: (email: string, password: string) =>
    hqRequest<{ id: number; name: string; role: string }>("POST", "login", { email, password, remember: true }, { quiet401: true }),
  logout: () => hqRequest<null>("POST", "logout"),
  me: () => hqRequest<HqMe>("GET", "me", undefined, { quiet401: true }),
  today: () => hqRequest<HqToday>("GET", "today"),
  report: (q: HqReportParams) => hqRequest<HqReport>("GET", `reports?${reportQueryString(q)}`),
  accounts: () => hqRequest<HqAccount[]>("GET", "accounts"),
  addAccount: (body: HqAccountCreateBody) => hqRequest<HqAccount>("POST", "accounts", body),
  updateAccount: (id: number, body: HqAccountUpdateBody) => hqRequest<HqAccount>("PATCH", `accounts/${id}`, body),
  summarySettings: () => hqRequest<HqSummarySettings>("GET", "settings/summary"),
  saveSummarySettings: (body: HqSummarySettingsBody) => hqRequest<HqSummarySettings>("PUT", "settings/summary", body),
  myPhone: () => hqRequest<{ phone: string | null }>("GET", "me/phone"),
  saveMyPhone: (phone: string) => hqRequest<{ phone: string | null }>("PATCH", "me/phone", { phone }),
  /** Head office's change log, page `page` (1 = newest). */
  changeLog: (page: number) => hqRequest<HqChangeLog>("GET", `change-log?page=${page}`),
};

/** Head office · Menu (contracts/hq-menu.ts): the chain items with each outlet's row and overrides. */
export type HqMenu = z.infer<typeof hqMenuReply>;
export type HqMenuItem = HqMenu["items"][number];

/** Head office · Menu calls. Money in minor units of the item's currency. */
export const hqMenuApi = {
  list: () => hqRequest<HqMenu>("GET", "menu"),
  link: () => hqRequest<{ created: number }>("POST", "menu/link"),
  edit: (id: number, body: HqMenuEditBody) => hqRequest<{ hq_menu_item_id: number }>("POST", `menu/${id}`, body),
  follow: (id: number, outletId: number, field: "name" | "price" | "active") =>
    hqRequest<{ hq_menu_item_id: number }>("DELETE", `menu/${id}/outlets/${outletId}/overrides/${field}`),
  policy: (policy: Array<{ field: ChainField; outlet_may_edit: boolean }>) => hqRequest<unknown>("POST", "menu/policy", { policy }),
  /** The chain's option groups, categories and stations by name, each outlet's value (contracts/hq-menu-parts.ts). */
  options: () => hqRequest<HqOptionList>("GET", "menu/options"),
  categories: () => hqRequest<HqCategoryList>("GET", "menu/categories"),
  stations: () => hqRequest<HqStationList>("GET", "menu/stations"),
  editOption: (body: HqOptionEditBody) => hqRequest<{ outlets: number }>("POST", "menu/options", body),
  editCategory: (body: HqCategoryEditBody) => hqRequest<{ outlets: number }>("POST", "menu/categories", body),
  editStation: (body: HqStationEditBody) => hqRequest<{ outlets: number }>("POST", "menu/stations", body),
  /** Create and delete them at every outlet or the chosen ones (contracts/hq-menu-create.ts); replay-safe. */
  createOption: (body: HqOptionCreateInput) => hqRequest<PartCreated>("POST", "menu/options/create", body),
  deleteOption: (body: HqOptionDeleteBody) => hqRequest<{ outlets: number }>("POST", "menu/options/delete", body),
  createCategory: (body: HqCategoryCreateBody) => hqRequest<PartCreated>("POST", "menu/categories/create", body),
  deleteCategory: (body: HqCategoryDeleteBody) => hqRequest<{ outlets: number }>("POST", "menu/categories/delete", body),
  createStation: (body: HqStationCreateInput) => hqRequest<PartCreated>("POST", "menu/stations/create", body),
  deleteStation: (body: HqStationDeleteBody) => hqRequest<{ outlets: number }>("POST", "menu/stations/delete", body),
};
/** A create's reply: the outlets that got it and those that already had it. */
export interface PartCreated {
  outlets: number;
  existing: number;
}
export type { HqCategoryList, HqOptionList, HqStationList };
