import { Button, Group, Stack } from "@mantine/core";
import { notAvailable } from "../../components/cashier-nav/dialogs.tsx";

interface OrderActionsProps {
  showProduction: boolean;
  showPay: boolean;
  /** PRINTBILL (roles with `order.printBill`), REPEAT in its place (opp: `order.repeat`), or none. */
  printButton?: "PRINTBILL" | "REPEAT" | undefined;
  busy: boolean;
  /** SPLIT (roles with `order.split`): opens the split screen; absent = no button. */
  onSplit?: (() => void) | undefined;
  onSave: () => void;
  onProduction: () => void;
  onPay: () => void;
}

/** SIMPAN PESANAN, ORDER KE PRODUKSI (not for wbd), SPLIT (not for opp), PRINTBILL or REPEAT (opp; payment §6) and Bayar (not for opp). */
export function OrderActions({ showProduction, showPay, printButton, busy, onSplit, onSave, onProduction, onPay }: OrderActionsProps) {
  return (
    <Stack gap={8}>
      <Group grow gap={8} wrap="nowrap">
        <Button h={48} variant="default" onClick={onSave} data-testid="btn-save-order" fz="sm" px={6}>
          SIMPAN PESANAN
        </Button>
        {showProduction && (
          <Button h={48} color="teal" onClick={onProduction} disabled={busy} data-testid="btn-production" fz="sm" px={6}>
            ORDER KE PRODUKSI
          </Button>
        )}
      </Group>
      {(onSplit || printButton) && (
        // SPLIT and PRINTBILL / REPEAT share one row, so the cart keeps its height.
        <Group grow gap={8} wrap="nowrap">
          {onSplit && (
            <Button h={44} variant="light" color="orange" onClick={onSplit} disabled={busy} data-testid="btn-split" fz="sm">
              SPLIT
            </Button>
          )}
          {printButton && (
            // The bill and repeat prints come with the printing issue; the role decides which one shows.
            <Button h={44} variant="light" color="gray" onClick={notAvailable} data-testid={`btn-${printButton.toLowerCase()}`} fz="sm">
              {printButton}
            </Button>
          )}
        </Group>
      )}
      {showPay && (
        <Button h={52} fz="lg" onClick={onPay} disabled={busy} data-testid="btn-pay">
          Bayar
        </Button>
      )}
    </Stack>
  );
}
