import { ActionIcon, Group, NumberInput, Paper, Text } from "@mantine/core";
import { Money } from "../../components/Money.tsx";

interface DenominationRowProps {
  label: string;
  /** Value of one piece, integer minor units. */
  unit: number;
  qty: number;
  onChange: (qty: number) => void;
  testId: string;
}

/** Reads a NumberInput value as an integer ≥ 0. */
export function toQty(value: number | string): number {
  const n = typeof value === "number" ? value : Number(value);
  return Number.isFinite(n) && n > 0 ? Math.trunc(n) : 0;
}

/** One denomination: label, − qty +, and the line subtotal (qty × value). */
export function DenominationRow({ label, unit, qty, onChange, testId }: DenominationRowProps) {
  return (
    <Paper withBorder radius="md" px="sm" py={6} data-testid={testId}>
      <Group justify="space-between" wrap="nowrap" gap="xs">
        <Text fw={700} w={96} className="tabular">
          {label}
        </Text>
        <Group gap={6} wrap="nowrap">
          <ActionIcon
            size={40}
            variant="light"
            color="gray"
            aria-label={`Kurangi ${label}`}
            disabled={qty <= 0}
            onClick={() => onChange(Math.max(0, qty - 1))}
          >
            −
          </ActionIcon>
          <NumberInput
            value={qty}
            onChange={(v) => onChange(toQty(v))}
            min={0}
            allowDecimal={false}
            allowNegative={false}
            hideControls
            w={76}
            styles={{ input: { textAlign: "center", fontVariantNumeric: "tabular-nums" } }}
            aria-label={`Jumlah ${label}`}
            data-testid={`${testId}-qty`}
          />
          <ActionIcon size={40} variant="light" aria-label={`Tambah ${label}`} onClick={() => onChange(qty + 1)}>
            +
          </ActionIcon>
        </Group>
        <Money value={unit * qty} fw={600} w={120} ta="right" c={qty > 0 ? "dark" : "dimmed"} data-testid={`${testId}-subtotal`} />
      </Group>
    </Paper>
  );
}
