import { Button, Group, Stack } from "@mantine/core";
import { useMediaQuery } from "@mantine/hooks";
import { LABELS, WEB_MSG } from "@waroeng/domain";
import type { ReactNode } from "react";
import { notAvailable } from "../../components/cashier-nav/dialogs.tsx";

interface OrderActionsProps {
  showProduction: boolean;
  showPay: boolean;
  /** PRINTBILL (roles with `order.printBill`), REPEAT in its place (opp: `order.repeat`), or none. */
  printButton?: "PRINTBILL" | "REPEAT" | undefined;
  /** Pilihan Lainnya (the order-level menu), at the start of the second row; absent for roles without one. */
  more?: ReactNode;
  busy: boolean;
  /** SPLIT (roles with `order.split`): opens the split screen; absent hides the button. */
  onSplit?: (() => void) | undefined;
  /** PRINTBILL / REPEAT (printOrder.ts); without it the button says the feature is not available. */
  onPrint?: (() => void) | undefined;
  onSave: () => void;
  onProduction: () => void;
  onPay: () => void;
}

/**
 * Two compact rows, so the cart above keeps the room: SIMPAN PESANAN and ORDER KE PRODUKSI (not for
 * wbd); then Pilihan Lainnya, SPLIT (not for opp), PRINTBILL or REPEAT (opp; payment §6) and Bayar (not for opp).
 */
export function OrderActions({
  showProduction,
  showPay,
  printButton,
  more,
  busy,
  onSplit,
  onPrint,
  onSave,
  onProduction,
  onPay,
}: OrderActionsProps) {
  // A phone-wide panel (the order screen shows the cart alone there).
  const phone = useMediaQuery("(max-width: 36em)") ?? false;
  const print = printButton && (
    // The role decides which one shows (payment §6).
    <Button h={44} variant="default" onClick={onPrint ?? notAvailable} data-testid={`btn-${printButton.toLowerCase()}`} fz="sm" px={8}>
      {printButton}
    </Button>
  );
  return (
    <Stack gap={6}>
      <Group grow gap={6} wrap="nowrap">
        <Button h={44} variant="default" onClick={onSave} data-testid="btn-save-order" fz="sm" px={6}>
          {LABELS.SAVE_ORDER}
        </Button>
        {showProduction && (
          <Button h={44} color="teal" onClick={onProduction} disabled={busy} data-testid="btn-production" fz="sm" px={6}>
            {LABELS.ORDER_TO_PRODUCTION}
          </Button>
        )}
      </Group>
      {(more || onSplit || print || showPay) && (
        // On a phone Bayar never shrinks below its word: it takes a row of its own when the row is full.
        <Group gap={6} wrap={phone ? "wrap" : "nowrap"}>
          {more}
          {onSplit && (
            <Button h={44} variant="light" color="orange" onClick={onSplit} disabled={busy} data-testid="btn-split" fz="sm" px={8}>
              {WEB_MSG.SPLIT}
            </Button>
          )}
          {print}
          {showPay && (
            <Button h={44} fz="lg" onClick={onPay} disabled={busy} data-testid="btn-pay" style={{ flex: phone ? "1 0 6.5rem" : 1 }}>
              {LABELS.PAY}
            </Button>
          )}
        </Group>
      )}
    </Stack>
  );
}
