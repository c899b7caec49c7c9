import { Text } from "@mantine/core";
import { intlTag, TIME_ZONE, TIMING_MS } from "@waroeng/domain";
import { useNow } from "../../hooks/useClock.ts";

const clock = new Intl.DateTimeFormat("en-GB", {
  timeZone: TIME_ZONE,
  hour: "2-digit",
  minute: "2-digit",
  second: "2-digit",
  hourCycle: "h23",
});
/** The day in the app's language: "Selasa, 24 Nov", "Tuesday 24 Nov", "Selasa, 24 Nov". */
const day = () => new Intl.DateTimeFormat(intlTag(), { timeZone: TIME_ZONE, weekday: "long", day: "numeric", month: "short" });

/** Live clock in Asia/Jakarta, updated every second (spec 01 §9 Timing). */
export function LiveClock() {
  const now = useNow(TIMING_MS.clock);
  return (
    <div data-testid="live-clock" style={{ textAlign: "right", lineHeight: 1.1 }}>
      <Text className="tabular" fw={800} fz={26} c="white">
        {clock.format(now)}
      </Text>
      <Text fz="xs" c="gray.4" visibleFrom="sm">
        {day().format(now)}
      </Text>
    </div>
  );
}
