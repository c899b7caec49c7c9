import { ActionIcon, Group, Paper, Text } from "@mantine/core";
import { MAX_QUANTITY } from "@waroeng/domain";
import { AmountInput } from "../../components/AmountInput.tsx";
import { Money } from "../../components/Money.tsx";

interface DenominationRowProps {
  label: string;
  /** Value of one piece, integer minor units. */
  unit: number;
  /** Pieces counted, or null while the field holds an invalid text. */
  qty: number | null;
  onChange: (qty: number | null) => void;
  testId: string;
}

/** One denomination: label, − qty +, and the line subtotal (qty × value). */
export function DenominationRow({ label, unit, qty, onChange, testId }: DenominationRowProps) {
  const count = qty ?? 0;
  return (
    <Paper withBorder radius="md" px="sm" py={6} data-testid={testId}>
      {/* On a phone the subtotal wraps under the stepper as a whole line, never inside itself. */}
      <Group justify="space-between" wrap="wrap" gap="xs" align="flex-start">
        <Text fw={700} w={96} mt={8} className="tabular">
          {label}
        </Text>
        <Group gap={6} wrap="nowrap" align="flex-start">
          <ActionIcon
            size={40}
            variant="light"
            color="gray"
            aria-label={`Kurangi ${label}`}
            disabled={count <= 0}
            onClick={() => onChange(Math.max(0, count - 1))}
          >
            −
          </ActionIcon>
          <AmountInput
            kind="quantity"
            value={qty}
            onChange={onChange}
            hideControls
            w={96}
            styles={{ input: { textAlign: "center", fontVariantNumeric: "tabular-nums" } }}
            aria-label={`Jumlah ${label}`}
            data-testid={`${testId}-qty`}
          />
          <ActionIcon
            size={40}
            variant="light"
            aria-label={`Tambah ${label}`}
            disabled={count >= MAX_QUANTITY}
            onClick={() => onChange(count + 1)}
          >
            +
          </ActionIcon>
        </Group>
        <Money
          value={unit * count}
          fw={600}
          miw={120}
          ta="right"
          mt={8}
          style={{ flexGrow: 1, whiteSpace: "nowrap" }}
          c={count > 0 ? "dark" : "dimmed"}
          data-testid={`${testId}-subtotal`}
        />
      </Group>
    </Paper>
  );
}
