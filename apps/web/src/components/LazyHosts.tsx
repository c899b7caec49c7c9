import { useNotifications } from "@mantine/notifications";
import { lazy, Suspense, useEffect, useSyncExternalStore } from "react";
import { hostsWanted, onHostsWanted, wantHostsWhenIdle } from "../lib/appHosts.ts";

const AppHosts = lazy(async () => ({ default: (await import("./AppHosts.tsx")).AppHosts }));

/**
 * Mounts the notifications and dialogs hosts (AppHosts) when lib/appHosts.ts asks for them: a first
 * dialog, a first notification (Mantine's store already holds it), or the device idle after
 * start-up. Until then nothing renders and their code is not loaded.
 */
export function LazyHosts() {
  const wanted = useSyncExternalStore(onHostsWanted, hostsWanted);
  const notified = useNotifications().notifications.length > 0;
  useEffect(() => wantHostsWhenIdle(), []);
  if (!wanted && !notified) {
    return null;
  }
  return (
    <Suspense fallback={null}>
      <AppHosts />
    </Suspense>
  );
}
