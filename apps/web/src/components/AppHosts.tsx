import "@mantine/notifications/styles.css";
import { ModalsProvider } from "@mantine/modals";
import { Notifications } from "@mantine/notifications";
import { useEffect } from "react";
import { releaseModalEvents } from "../lib/appHosts.ts";

/**
 * The app's notifications (top centre, below the navigation bar) and dialogs (`modals.*` of
 * `@mantine/modals`), in their own chunk: loaded by LazyHosts after the first screen. The dialogs
 * sent before this mounted are sent again once the provider listens (its listeners are attached in
 * a layout effect, before this passive effect runs).
 */
export function AppHosts() {
  useEffect(() => releaseModalEvents(), []);
  return (
    <>
      <ModalsProvider>{null}</ModalsProvider>
      <Notifications position="top-center" classNames={{ root: "notifications-below-nav" }} />
    </>
  );
}
