import { Alert, Text } from "@mantine/core";
import { LIVE_MSG, SYSTEM_MSG, TIME_ZONE } from "@waroeng/domain";
import { useLastOkAt, useOffline, useStorage } from "../lib/liveStatus.ts";

const clock = new Intl.DateTimeFormat("en-GB", { hour: "2-digit", minute: "2-digit", hourCycle: "h23", timeZone: TIME_ZONE });

/**
 * The status banners of the cashier and staff layouts and the production screen:
 * - offline, while the server cannot be reached (lib/liveStatus.ts: a request without answer or a
 *   503, or a broken event stream), saying the screen shows the last data received and since when;
 *   it goes when the server answers again;
 * - storage, while the server's replies say its disk is low (orange, with the free space) or full
 *   (red: changes are refused, data can still be opened).
 */
export function OfflineBanner() {
  return (
    <>
      <StorageBanner />
      <NoServerBanner />
    </>
  );
}

function formatFree(mb: number | null): string {
  if (mb === null) {
    return "?";
  }
  return mb >= 1024 ? `${(mb / 1024).toFixed(1).replace(".", ",")} GB` : `${mb} MB`;
}

function StorageBanner() {
  const { level, freeMb } = useStorage();
  if (level === "ok") {
    return null;
  }
  const full = level === "full";
  return (
    <Alert
      role="alert"
      color={full ? "red" : "orange"}
      variant="filled"
      radius={0}
      mb="sm"
      py={8}
      title={full ? SYSTEM_MSG.STORAGE_FULL : SYSTEM_MSG.STORAGE_LOW}
      data-testid="storage-banner"
      data-level={level}
    >
      <Text fz="sm" c="white">
        {full ? SYSTEM_MSG.STORAGE_FULL_DETAIL : SYSTEM_MSG.storageLowDetail(formatFree(freeMb))}
      </Text>
    </Alert>
  );
}

function NoServerBanner() {
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
      mb="sm"
      py={8}
      icon={
        <svg width="20" height="20" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2.2" aria-hidden="true">
          <path d="M2 8.5a15 15 0 0 1 20 0M5 12a10 10 0 0 1 14 0M8.5 15.5a5 5 0 0 1 7 0" />
          <circle cx="12" cy="19" r="1.2" fill="currentColor" />
          <path d="M3 3l18 18" />
        </svg>
      }
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
