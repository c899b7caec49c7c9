import { Badge, Group, Tooltip, UnstyledButton } from "@mantine/core";
import { useMediaQuery } from "@mantine/hooks";
import { notifications } from "@mantine/notifications";
import { MSG, OFFLINE_MSG } from "@waroeng/domain";
import { lazy, Suspense, useState } from "react";
import { ApiError, QueuedError } from "../../api/client.ts";
import { useDeviceName } from "../../lib/deviceName.ts";
import { useDevicePrinters } from "../../lib/devicePrinter/agent.ts";
import { useOutboxCount } from "../../lib/outbox.ts";
import { DevicePrinterStatus } from "./DevicePrinterStatus.tsx";

/** The device-name dialog: its chunk loads on the first tap on the name, not with every screen. */
const DeviceNameModal = lazy(async () => ({ default: (await import("./DeviceNameModal.tsx")).DeviceNameModal }));

/**
 * The header's device corner: this device's name (Kasir 1, Dapur, …; a tap renames it,
 * lib/deviceName.ts) and, while taps wait in the offline outbox (lib/outbox.ts), their count as
 * "N menunggu koneksi" — pending, never done. `dark`: on the staff layout's dark header.
 */
export function DeviceStatus({ dark = false }: { dark?: boolean }) {
  const name = useDeviceName();
  const pending = useOutboxCount();
  const [editing, setEditing] = useState(false);
  const phone = useMediaQuery("(max-width: 40em)") ?? false;
  // A paired printer's badge takes its 44 px from the name on a phone, so the user menu stays on screen.
  const printerBadges = useDevicePrinters().length;
  return (
    <Group gap={6} wrap="nowrap">
      <DevicePrinterStatus />
      {pending > 0 && (
        <Tooltip label={OFFLINE_MSG.PENDING_HINT} withArrow>
          <Badge
            color="yellow"
            variant="filled"
            c="dark.9"
            size="lg"
            tt="none"
            styles={{ label: { overflow: "visible" } }}
            aria-label={OFFLINE_MSG.pending(pending)}
            data-testid="outbox-pending"
            aria-live="polite"
          >
            {phone ? String(pending) : OFFLINE_MSG.pending(pending)}
          </Badge>
        </Tooltip>
      )}
      <UnstyledButton
        onClick={() => setEditing(true)}
        aria-label={OFFLINE_MSG.DEVICE_NAME_EDIT}
        data-testid="device-name"
        px={8}
        style={{
          minHeight: 44,
          borderRadius: 6,
          fontSize: 13,
          fontWeight: 700,
          color: dark ? "var(--mantine-color-gray-2)" : "var(--mantine-color-dark-6)",
          border: `1px dashed ${dark ? "var(--mantine-color-gray-6)" : "var(--mantine-color-gray-5)"}`,
          whiteSpace: "nowrap",
          maxWidth: phone ? (printerBadges > 0 ? 56 : 84) : 140,
          overflow: "hidden",
          textOverflow: "ellipsis",
        }}
      >
        {name || OFFLINE_MSG.DEVICE_NAME_UNSET}
      </UnstyledButton>
      {editing && (
        <Suspense fallback={null}>
          <DeviceNameModal initial={name} onClose={() => setEditing(false)} />
        </Suspense>
      )}
    </Group>
  );
}

/** The notice of a tap kept in the outbox (QueuedError): pending, in the outbox's colour, never an error dialog. */
export function notifyQueued(): void {
  // One notice however many taps (the same id is shown once); the header counts them.
  notifications.show({ id: "outbox-queued", color: "yellow", title: OFFLINE_MSG.QUEUED_TITLE, message: OFFLINE_MSG.QUEUED });
}

/** A refused staff-screen action as a red notice: the server's title (else Oops!) and message. */
export function notifyRefused(error: Error): void {
  notifications.show({
    color: "red",
    title: error instanceof ApiError && error.title ? error.title : MSG.OOPS_TITLE,
    message: error.message,
  });
}

/** A staff-screen tap that did not go through: kept in the outbox (notifyQueued) or refused (notifyRefused). */
export function notifyTapFailed(error: Error): void {
  if (error instanceof QueuedError) {
    notifyQueued();
    return;
  }
  notifyRefused(error);
}
