import { Alert, Loader, Text } from "@mantine/core";
import { LIVE_MSG } from "@waroeng/domain";
import { useLastOkAt, useOffline } from "../lib/liveStatus.ts";

const clock = new Intl.DateTimeFormat("id-ID", { hour: "2-digit", minute: "2-digit" });

/**
 * The offline banner of the cashier and staff layouts (issue 6): shown while the server cannot be
 * reached (lib/liveStatus.ts: a request without answer or a 503, or a broken event stream), saying
 * the screen shows the last data received and since when; it goes when the server answers again.
 */
export function OfflineBanner() {
  const offline = useOffline();
  const lastOkAt = useLastOkAt();
  if (!offline) {
    return null;
  }
  return (
    <Alert
      role="alert"
      color="red"
      variant="filled"
      radius={0}
      py={8}
      icon={<Loader size={16} color="white" />}
      title={LIVE_MSG.OFFLINE_TITLE}
      data-testid="offline-banner"
      style={{ position: "sticky", top: "var(--app-shell-header-height, 0px)", zIndex: 150 }}
    >
      <Text fz="sm" c="white">
        {lastOkAt ? LIVE_MSG.offlineSince(clock.format(lastOkAt)) : LIVE_MSG.OFFLINE_NO_DATA}
      </Text>
    </Alert>
  );
}
