/**
 * The one input for every number a person types: an amount of money or a count of things.
 * Mantine NumberInput with the outlet currency's separators (Rp: "." thousands, "," decimal, no
 * decimals; RM: "," thousands, "." decimal, 2 decimals), bounded by the domain's `MAX_MONEY` and
 * `MAX_QUANTITY`. The value is an integer (minor units for money) or `null` while the text is
 * not a valid one ("1,5" pieces, "10,5" rupiah), so the screen can block its action; the field
 * says why under itself. An emptied field is 0 but stays empty (no snapping back to "0").
 */
import { NumberInput, type NumberInputProps } from "@mantine/core";
import { type Currency, currentLocale, formatMoney, formatNumberId, INPUT_MSG, MAX_MONEY, MAX_QUANTITY } from "@waroeng/domain";
import { useEffect, useRef, useState } from "react";
import { useCurrency } from "../hooks/useOutlet.ts";

/** What react-number-format reports on each change (`value`: the number text with "." as decimal mark). */
type NumberFormatValues = Parameters<NonNullable<NumberInputProps["onValueChange"]>>[0];

export interface AmountInputProps extends Omit<NumberInputProps, "value" | "onChange" | "min" | "max" | "defaultValue"> {
  /** "money": integer minor units (rupiah, or sen for RM); "quantity": a whole count ≥ 0. */
  kind: "money" | "quantity";
  /** The current value (integer), or null while the field holds an invalid text. */
  value: number | null;
  onChange: (value: number | null) => void;
  /** Defaults to the outlet's currency. */
  currency?: Currency;
  /** Money that may be negative (an option's price delta): −max…max. */
  signed?: boolean;
}

/** Decimal places the field accepts: 2 for ringgit amounts, none otherwise. */
function scaleOf(kind: AmountInputProps["kind"], currency: Currency): 0 | 2 {
  return kind === "money" && currency === "MYR" ? 2 : 0;
}

/**
 * A normalised number text ("12.5", "", "10.") → integer of `scale` minor places, or null when it
 * has more decimals than allowed. Exact: built from the digits, never from a float.
 */
export function toMinorUnits(text: string, scale: 0 | 2): number | null {
  if (text.startsWith("-")) {
    const minor = toMinorUnits(text.slice(1), scale);
    return minor === null ? null : minor === 0 ? 0 : -minor;
  }
  const [whole = "", fraction = "", extra] = text.split(".");
  if (extra !== undefined || !/^\d*$/.test(whole) || !/^\d*$/.test(fraction)) {
    return null;
  }
  if (fraction.replace(/0+$/, "").length > scale) {
    return null;
  }
  return Number(`${whole || "0"}${fraction.padEnd(scale, "0").slice(0, scale)}`);
}

/** An integer of minor units → the number the field shows (major units). */
function toShown(value: number, scale: 0 | 2): number | string {
  return value === 0 ? "" : scale === 2 ? value / 100 : value;
}

export function AmountInput({ kind, value, onChange, currency: given, error, signed = false, ...rest }: AmountInputProps) {
  const outletCurrency = useCurrency();
  const currency = given ?? outletCurrency;
  const scale = scaleOf(kind, currency);
  // Rupiah in Indonesian: dot thousands (the spec); in English and Malay the locale's comma thousands.
  const dots = currency === "IDR" && currentLocale() === "id";
  const max = kind === "money" ? MAX_MONEY : MAX_QUANTITY;
  const maxShown = kind === "money" ? max / 10 ** scale : max;
  const [shown, setShown] = useState<number | string>(() => toShown(value ?? 0, scale));
  const [refused, setRefused] = useState<string | null>(null);
  const [invalid, setInvalid] = useState(false);
  const emitted = useRef<number | null>(value);

  // A value set from outside (a quick-cash button, a + button) replaces the text.
  useEffect(() => {
    if (value !== null && value !== emitted.current) {
      emitted.current = value;
      setShown(toShown(value, scale));
      setInvalid(false);
      setRefused(null);
    }
  }, [value, scale]);

  const accept = ({ value: text }: NumberFormatValues) => {
    const minor = toMinorUnits(text, scale);
    setRefused(null);
    setInvalid(minor === null);
    emitted.current = minor;
    onChange(minor);
  };

  const isAllowed = ({ floatValue }: NumberFormatValues): boolean => {
    if (floatValue !== undefined && Math.abs(floatValue) > maxShown) {
      setRefused(INPUT_MSG.tooLarge(kind === "money" ? formatMoney(max, currency) : formatNumberId(max)));
      return false;
    }
    return true;
  };

  const message = refused ?? (invalid ? (kind === "quantity" ? INPUT_MSG.WHOLE_NUMBER : INPUT_MSG.NO_DECIMALS_IDR) : null);
  return (
    <NumberInput
      {...rest}
      value={shown}
      onChange={setShown}
      onValueChange={accept}
      isAllowed={isAllowed}
      min={signed ? -maxShown : 0}
      max={maxShown}
      clampBehavior="none"
      allowNegative={signed}
      allowDecimal
      {...(scale === 2 ? { decimalScale: 2 } : {})}
      thousandSeparator={dots ? "." : ","}
      decimalSeparator={dots ? "," : "."}
      allowedDecimalSeparators={kind === "quantity" ? [".", ","] : [dots ? "," : "."]}
      placeholder={rest.placeholder ?? "0"}
      error={message ?? error}
    />
  );
}
