/**
 * A time input that shows HH:mm (24 hours) in every language (03-payment-history-shift §1: times
 * shown HH:mm), not the browser's locale: a native `<input type="time">` in an English browser
 * shows 12-hour AM/PM. Mantine's `TimePicker` with the 24-hour format; its value is the form's
 * `HH:mm` string. `data-testid` marks the hidden input that carries the value.
 */
import "@mantine/dates/styles.css";
import { TimePicker, type TimePickerProps } from "@mantine/dates";
import { WEB_MSG } from "@waroeng/domain";

export type TimeFieldProps = Omit<TimePickerProps, "format" | "withSeconds"> & { "data-testid"?: string };

/** An HH:mm time input, 24 hours, with a dropdown of hours and minutes (see the module doc). */
export function TimeField({ "data-testid": testId, ...props }: TimeFieldProps) {
  return (
    <TimePicker
      withDropdown
      {...props}
      format="24h"
      hoursInputLabel={WEB_MSG.HOURS}
      minutesInputLabel={WEB_MSG.MINUTES}
      hoursInputProps={{ "data-testid": testId ? `${testId}-hours` : undefined }}
      minutesInputProps={{ "data-testid": testId ? `${testId}-minutes` : undefined }}
      hiddenInputProps={{ "data-testid": testId }}
    />
  );
}
