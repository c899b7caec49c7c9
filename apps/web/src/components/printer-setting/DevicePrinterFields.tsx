/**
 * Printer Setting's "Printer perangkat ini" (the `device` type): the connection (Bluetooth, USB or
 * serial; one the browser cannot use here is disabled with the reason, e.g. "Butuh HTTPS …") and
 * "Sambungkan", which opens the browser's chooser and pairs the printer with this device
 * (lib/devicePrinter). Which device the saved printer is paired with is shown; Simpan binds it here.
 */
import { Alert, Button, Group, Input, SegmentedControl, Stack, Text } from "@mantine/core";
import { DEVICE_PRINT_MSG, DEVICE_PRINTER_CONNECTIONS, type DevicePrinterConnection } from "@waroeng/domain";
import { useEffect, useState } from "react";
import { deviceId } from "../../lib/deviceId.ts";
import { pairPrinter, useDevicePrinters } from "../../lib/devicePrinter/agent.ts";
import { preload, unsupportedReason } from "../../lib/devicePrinter/connections.ts";
import { printerName } from "../../lib/devicePrinter/pairings.ts";

const LABELS = (): Record<DevicePrinterConnection, string> => ({
  bluetooth: DEVICE_PRINT_MSG.BLUETOOTH,
  usb: DEVICE_PRINT_MSG.USB,
  serial: DEVICE_PRINT_MSG.SERIAL,
});

/** The connection a saved address names, or Bluetooth (the 58 mm printer beside most tills). */
export function connectionOf(address: string): DevicePrinterConnection {
  return (DEVICE_PRINTER_CONNECTIONS as readonly string[]).includes(address) ? (address as DevicePrinterConnection) : "bluetooth";
}

/**
 * Why no connection of a device printer works in this browser ("Butuh HTTPS …" outside a secure
 * context; "not supported" without any of the three APIs), or null when one does.
 */
export function deviceTypeUnavailable(): string | null {
  const reasons = DEVICE_PRINTER_CONNECTIONS.map(unsupportedReason);
  return reasons.every((r) => r !== null) ? (reasons[0] ?? null) : null;
}

/** Whether the printer of `location` is paired on this device over `connection` (Simpan needs it). */
export function usePairedHere(location: string, connection: DevicePrinterConnection): boolean {
  return useDevicePrinters().some((p) => p.location === location && p.pairing.connection === connection);
}

export function DevicePrinterFields({
  location,
  connection,
  onConnection,
  savedDeviceId,
  savedDeviceName,
}: {
  location: string;
  connection: DevicePrinterConnection;
  onConnection: (c: DevicePrinterConnection) => void;
  savedDeviceId: string;
  savedDeviceName: string;
}) {
  const here = useDevicePrinters().find((p) => p.location === location && p.pairing.connection === connection);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState("");
  const reason = unsupportedReason(connection);
  useEffect(() => {
    if (!unsupportedReason(connection)) {
      preload(connection);
    }
  }, [connection]);
  const elsewhere = savedDeviceId !== "" && savedDeviceId !== deviceId();

  const connect = async () => {
    setBusy(true);
    setError("");
    try {
      await pairPrinter(location, connection);
    } catch (e) {
      setError(e instanceof Error && e.message ? e.message : DEVICE_PRINT_MSG.PAIR_FAILED);
    } finally {
      setBusy(false);
    }
  };

  return (
    <Stack gap="xs" data-testid="device-printer-fields">
      <Input.Wrapper label={DEVICE_PRINT_MSG.CONNECTION} size="md">
        <SegmentedControl
          value={connection}
          onChange={(v) => onConnection(v as DevicePrinterConnection)}
          data={DEVICE_PRINTER_CONNECTIONS.map((c) => ({
            value: c,
            label: LABELS()[c],
            disabled: c !== connection && unsupportedReason(c) !== null,
          }))}
          data-testid="device-printer-connection"
          fullWidth
          size="md"
        />
      </Input.Wrapper>
      {reason ? (
        <Alert color="yellow" variant="light" data-testid="device-printer-unsupported">
          {reason}
        </Alert>
      ) : (
        <Group gap="sm" wrap="wrap">
          <Button variant="light" onClick={() => void connect()} loading={busy} data-testid="device-printer-connect">
            {DEVICE_PRINT_MSG.CONNECT}
          </Button>
          <Text size="sm" c={here ? "teal.9" : "dimmed"} data-testid="device-printer-paired">
            {here ? DEVICE_PRINT_MSG.PAIRED(printerName(here.pairing)) : DEVICE_PRINT_MSG.PAIR_FIRST}
          </Text>
        </Group>
      )}
      {elsewhere && (
        <Text size="sm" c="orange.9" data-testid="device-printer-elsewhere">
          {DEVICE_PRINT_MSG.BOUND_ELSEWHERE(savedDeviceName || DEVICE_PRINT_MSG.UNNAMED_DEVICE)}
        </Text>
      )}
      {error && (
        <Text size="sm" c="red.8" role="alert">
          {error}
        </Text>
      )}
    </Stack>
  );
}
