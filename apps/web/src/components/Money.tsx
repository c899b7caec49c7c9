import { Text, type TextProps } from "@mantine/core";
import { formatMoney } from "@waroeng/domain";
import { useCurrency } from "../hooks/useOutlet.ts";

interface MoneyProps extends TextProps {
  /** Integer minor units (rupiah or sen). */
  value: number;
  "data-testid"?: string;
}

/** An amount in the outlet's currency, tabular numerals. */
export function Money({ value, ...rest }: MoneyProps) {
  const currency = useCurrency();
  return (
    <Text component="span" className="tabular" inherit {...rest}>
      {formatMoney(value, currency)}
    </Text>
  );
}
