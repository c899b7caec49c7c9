import { Text } from "@mantine/core";
import { useClock } from "../../hooks/useClock.ts";

/** Live clock, HH:mm:ss Asia/Jakarta, every second. */
export function NavClock() {
  const time = useClock();
  return (
    <Text className="tabular" fw={700} fz="lg" c="orange.9" data-testid="nav-clock" px="xs">
      {time}
    </Text>
  );
}
