import { Button, Group, Stack } from "@mantine/core";

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
      {showPay && (
        <Button h={52} fz="lg" onClick={onPay} disabled={busy} data-testid="btn-pay">
          Bayar
        </Button>
      )}
    </Stack>
  );
}
