/**
 * Head office's weekly and monthly rollups (domain rollup-periods.ts): the daily rollups of item,
 * option, payment method, transaction type and hour (rollups.ts) summed per outlet and ISO week
 * (`business_date` = its Monday) or calendar month (`business_date` = its first day). Same columns
 * and keys as the daily tables; added at ingest in the same statement as the daily rows
 * (lib/rollups.ts `applyRollupDeltasWithPeriods`), backfilled from the daily rows by their migration.
 * Kept at head office only: an outlet's reports read its daily rows (its tables stay empty).
 */
import { pgTable, primaryKey } from "drizzle-orm/pg-core";
import { hourColumns, itemColumns, methodColumns, optionColumns, reportIndex, typeColumns } from "./rollups.ts";

/** The tables of one grain (`week` or `month`). */
function periodTables<G extends "week" | "month">(grain: G) {
  return {
    item: pgTable(`rollup_${grain}_item`, itemColumns(), (t) => [
      primaryKey({ columns: [t.outletId, t.businessDate, t.menuId, t.menuName] }),
      reportIndex(`rollup_${grain}_item`, t.outletId, t.businessDate, t.menuId, t.menuName, t.categoryId, t.categoryName, t.qty, t.net),
    ]),
    option: pgTable(`rollup_${grain}_option`, optionColumns(), (t) => [
      primaryKey({ columns: [t.outletId, t.businessDate, t.optionId, t.groupName, t.optionName] }),
      reportIndex(`rollup_${grain}_option`, t.businessDate, t.outletId, t.optionId, t.groupName, t.optionName, t.qty, t.total),
    ]),
    method: pgTable(`rollup_${grain}_method`, methodColumns(), (t) => [primaryKey({ columns: [t.outletId, t.businessDate, t.methodId] })]),
    type: pgTable(`rollup_${grain}_type`, typeColumns(), (t) => [primaryKey({ columns: [t.outletId, t.businessDate, t.typeId] })]),
    hour: pgTable(`rollup_${grain}_hour`, hourColumns(), (t) => [
      primaryKey({ columns: [t.outletId, t.businessDate, t.hour] }),
      reportIndex(`rollup_${grain}_hour`, t.businessDate, t.outletId, t.hour, t.bills, t.total),
    ]),
  };
}

const week = periodTables("week");
const month = periodTables("month");

export const rollupWeekItem = week.item;
export const rollupWeekOption = week.option;
export const rollupWeekMethod = week.method;
export const rollupWeekType = week.type;
export const rollupWeekHour = week.hour;
export const rollupMonthItem = month.item;
export const rollupMonthOption = month.option;
export const rollupMonthMethod = month.method;
export const rollupMonthType = month.type;
export const rollupMonthHour = month.hour;
