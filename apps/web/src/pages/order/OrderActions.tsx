import { Button, Group } from "@mantine/core";

interface OrderActionsProps {
  showProduction: boolean;
  showPay: boolean;
  busy: boolean;
  onSave: () => void;
  onProduction: () => void;
  onPay: () => void;
}

/** SIMPAN PESANAN, ORDER KE PRODUKSI (not for wbd) and Bayar (not for opp). */
export function OrderActions({ showProduction, showPay, busy, onSave, onProduction, onPay }: OrderActionsProps) {
  return (
    <Group grow gap="xs" wrap="nowrap">
      <Button h={52} variant="default" onClick={onSave} data-testid="btn-save-order" fz="sm" px={6}>
        SIMPAN PESANAN
      </Button>
      {showProduction && (
        <Button h={52} color="teal" onClick={onProduction} disabled={busy} data-testid="btn-production" fz="sm" px={6}>
          ORDER KE PRODUKSI
        </Button>
      )}
      {showPay && (
        <Button h={52} onClick={onPay} disabled={busy} data-testid="btn-pay" fz="md">
          Bayar
        </Button>
      )}
    </Group>
  );
}
