/**
 * How many of a line's units an action takes (Batal, Kurangi, Custom Menu; orders §2.5): a
 * quantity from 1 to the line's `qty`, labelled with that range.
 */
import { LINE_MSG } from "@waroeng/domain";
import { AmountInput } from "../../../components/AmountInput.tsx";

export function UnitsInput(p: {
  lineQty: number;
  value: number | null;
  onChange: (value: number | null) => void;
  error?: string | undefined;
  testId: string;
}) {
  return (
    <AmountInput
      kind="quantity"
      label={`${LINE_MSG.QUANTITY} (1–${p.lineQty})`}
      value={p.value}
      onChange={p.onChange}
      error={p.error}
      data-testid={p.testId}
    />
  );
}
