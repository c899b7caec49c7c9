/**
 * The header's print agent badge: one per printer paired on this device ("Printer perangkat ini"),
 * a printer icon coloured by its state (its words beside it on a wide screen) (ready, connecting, printing, error, not connected); a tap shows the printer,
 * the last error and "Sambungkan lagi". Mounting it starts the agent (lib/devicePrinter/agent.ts) on
 * every staff screen, so the cashier's and the kitchen's screens print their device's jobs. Renders
 * nothing on a device without a paired printer.
 */
import { Button, Popover, Stack, Text, UnstyledButton } from "@mantine/core";
import { useMediaQuery } from "@mantine/hooks";
import { DEVICE_PRINT_MSG, PRINT_MSG } from "@waroeng/domain";
import { useEffect } from "react";
import { type DevicePrinterView, reconnectPrinter, startAgent, useDevicePrinters } from "../../lib/devicePrinter/agent.ts";
import type { PrinterState } from "../../lib/devicePrinter/agentState.ts";
import { printerName } from "../../lib/devicePrinter/pairings.ts";

const LOOK: Record<PrinterState["status"], { color: string; label: () => string }> = {
  connected: { color: "teal.8", label: () => DEVICE_PRINT_MSG.STATE_CONNECTED },
  connecting: { color: "blue.8", label: () => DEVICE_PRINT_MSG.STATE_CONNECTING },
  printing: { color: "blue.8", label: () => DEVICE_PRINT_MSG.STATE_PRINTING },
  error: { color: "red.8", label: () => DEVICE_PRINT_MSG.STATE_ERROR },
  disconnected: { color: "gray.7", label: () => DEVICE_PRINT_MSG.STATE_DISCONNECTED },
};

const LOCATION_LABELS = (): Record<string, string> => ({
  kasir: PRINT_MSG.LOCATION_KASIR,
  repeat: PRINT_MSG.LOCATION_REPEAT,
  kitchen: PRINT_MSG.LOCATION_KITCHEN,
  bar: PRINT_MSG.LOCATION_BAR,
});

/** A small printer glyph (the badge itself, its words only on a wide screen). */
function PrinterGlyph() {
  return (
    <svg width="18" height="18" viewBox="0 0 24 24" aria-hidden="true" fill="none" stroke="currentColor" strokeWidth="2">
      <path d="M6 9V3h12v6M6 18H4a2 2 0 0 1-2-2v-5a2 2 0 0 1 2-2h16a2 2 0 0 1 2 2v5a2 2 0 0 1-2 2h-2M6 14h12v7H6z" />
    </svg>
  );
}

function PrinterBadge({ view, withLabel }: { view: DevicePrinterView; withLabel: boolean }) {
  const { state } = view;
  const look = LOOK[state.status];
  const error = state.status === "error" || state.status === "disconnected" ? state.error : undefined;
  return (
    <Popover position="bottom-end" withArrow shadow="md" width={280}>
      <Popover.Target>
        <UnstyledButton
          aria-label={`${DEVICE_PRINT_MSG.AGENT_TITLE}: ${look.label()}`}
          data-testid={`device-printer-${view.location}`}
          data-state={state.status}
          px={8}
          style={{
            minHeight: 44,
            minWidth: 44,
            borderRadius: 6,
            display: "flex",
            alignItems: "center",
            gap: 6,
            fontSize: 13,
            fontWeight: 700,
            color: "white",
            background: `var(--mantine-color-${look.color.replace(".", "-")})`,
            whiteSpace: "nowrap",
          }}
        >
          <PrinterGlyph />
          {withLabel && look.label()}
        </UnstyledButton>
      </Popover.Target>
      <Popover.Dropdown data-testid={`device-printer-panel-${view.location}`}>
        <Stack gap={6}>
          <Text fw={700}>
            {DEVICE_PRINT_MSG.AGENT_TITLE} · {LOCATION_LABELS()[view.location] ?? view.location}
          </Text>
          <Text size="sm">{printerName(view.pairing)}</Text>
          <Text size="sm" c={look.color} fw={700} aria-live="polite">
            {look.label()}
            {state.status === "printing" ? ` ${state.title}` : ""}
          </Text>
          {error && (
            <Text size="sm" c="red.8">
              {DEVICE_PRINT_MSG.LAST_ERROR}: {error}
            </Text>
          )}
          {(state.status === "disconnected" || state.status === "error") && (
            <Button onClick={() => void reconnectPrinter(view.location)} data-testid={`device-printer-reconnect-${view.location}`}>
              {DEVICE_PRINT_MSG.RECONNECT}
            </Button>
          )}
        </Stack>
      </Popover.Dropdown>
    </Popover>
  );
}

/** Every printer paired on this device, as badges; starts the print agent. */
export function DevicePrinterStatus() {
  const printers = useDevicePrinters();
  // The state's words beside the icon only where the header has room (the till's 1280 px header has
  // none to spare); elsewhere the colour and the icon, with the words in the label and the panel.
  const wide = useMediaQuery("(min-width: 90em)") ?? false;
  useEffect(() => {
    startAgent();
  }, []);
  return (
    <>
      {printers.map((view) => (
        <PrinterBadge key={view.location} view={view} withLabel={wide} />
      ))}
    </>
  );
}
