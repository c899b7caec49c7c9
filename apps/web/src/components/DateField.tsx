/**
 * A date input that follows the app's language, not the browser's: a Mantine `DateInput` shown
 * DD/MM/YYYY (03-payment-history-shift §1: dates shown DD/MM/YYYY, sent YYYY-MM-DD) with the
 * calendar's month and day names in the chosen language (dayjs locale of `appLocale`). A native
 * `<input type="date">` would show the browser's locale (MM/DD/YYYY in an English browser).
 * The value in and out is the wire's `YYYY-MM-DD` string; typing accepts DD/MM/YYYY (or YYYY-MM-DD).
 */

import "@mantine/dates/styles.css";
import { DateInput, type DateInputProps } from "@mantine/dates";
import { A11Y_MSG } from "@waroeng/domain";
import "dayjs/locale/id";
import "dayjs/locale/ms";
import { useAppLocale } from "../lib/i18n.ts";

/** How a date is shown in every language (spec: DD/MM/YYYY). */
export const DATE_SHOWN = "DD/MM/YYYY";

/**
 * Reads a typed date: `DD/MM/YYYY` (also `D/M/YYYY`, with `-` or `.`) or the wire's `YYYY-MM-DD`.
 *
 * @returns the date as `YYYY-MM-DD`, or null when the text is no date of the calendar.
 * @example parseShownDate("31/12/2026"); // "2026-12-31"
 */
export function parseShownDate(text: string): string | null {
  const t = text.trim();
  const dmy = /^(\d{1,2})[/.-](\d{1,2})[/.-](\d{4})$/.exec(t);
  const ymd = /^(\d{4})-(\d{1,2})-(\d{1,2})$/.exec(t);
  const [y, m, d] = dmy ? [dmy[3], dmy[2], dmy[1]] : ymd ? [ymd[1], ymd[2], ymd[3]] : [];
  if (!y || !m || !d) {
    return null;
  }
  const iso = `${y}-${m.padStart(2, "0")}-${d.padStart(2, "0")}`;
  const date = new Date(`${iso}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === iso ? iso : null;
}

export interface DateFieldProps extends Omit<DateInputProps, "value" | "onChange" | "valueFormat" | "dateParser" | "locale"> {
  /** The date, `YYYY-MM-DD` ("" for none). */
  value: string;
  /** Called with the new date as `YYYY-MM-DD` ("" when cleared). */
  onChange: (value: string) => void;
}

/** A DD/MM/YYYY date input in the app's language; value `YYYY-MM-DD` (see the module doc). */
export function DateField({ value, onChange, ...props }: DateFieldProps) {
  const locale = useAppLocale();
  return (
    <DateInput
      {...props}
      value={value || null}
      onChange={(v) => onChange(v ?? "")}
      valueFormat={DATE_SHOWN}
      dateParser={parseShownDate}
      locale={locale}
      placeholder={props.placeholder ?? DATE_SHOWN}
      // The neighbouring months' days are drawn pale (under AA contrast) and not needed to pick a date.
      hideOutsideDates
      nextLabel={A11Y_MSG.CALENDAR_NEXT}
      previousLabel={A11Y_MSG.CALENDAR_PREVIOUS}
    />
  );
}
