/**
 * AmountInput (components/AmountInput.tsx): what typing into a money or quantity field shows and
 * reports — the domain's limits (MAX_MONEY Rp 999.999.999, MAX_QUANTITY 9.999) with "Maksimal …",
 * no decimals for rupiah ("Rupiah tanpa desimal") or counts ("Harus berupa angka bulat"), two for
 * ringgit, and an emptied field that stays empty (0) instead of snapping back.
 */
import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import type { Currency } from "@waroeng/domain";
import { useState } from "react";
import { afterEach, describe, expect, it } from "vitest";
import { applyLanguage } from "../lib/i18n.ts";
import { renderWithProviders } from "../test/render.tsx";
import { AmountInput, type AmountInputProps, toMinorUnits } from "./AmountInput.tsx";

/** The field with its own state; `reported` collects every value it reports. */
function Field({
  kind,
  currency,
  start = 0,
  reported,
  signed = false,
}: {
  kind: AmountInputProps["kind"];
  currency?: Currency;
  start?: number;
  reported: Array<number | null>;
  signed?: boolean;
}) {
  const [value, setValue] = useState<number | null>(start);
  return (
    <>
      <AmountInput
        kind={kind}
        label="Jumlah"
        value={value}
        onChange={(v) => {
          reported.push(v);
          setValue(v);
        }}
        {...(currency ? { currency } : {})}
        signed={signed}
      />
      <button type="button" onClick={() => setValue(50_000)}>
        quick
      </button>
    </>
  );
}

function setup(kind: AmountInputProps["kind"], currency?: Currency) {
  const reported: Array<number | null> = [];
  renderWithProviders(<Field kind={kind} reported={reported} {...(currency ? { currency } : {})} />);
  return { input: screen.getByLabelText("Jumlah"), reported, user: userEvent.setup({ delay: null }) };
}

describe("toMinorUnits", () => {
  it.each([
    ["", 0, 0],
    ["12", 0, 12],
    ["12.", 0, 12],
    ["12.0", 0, 12],
    ["12.5", 0, null],
    ["12.5", 2, 1250],
    ["12.34", 2, 1234],
    ["0.07", 2, 7],
    ["12.345", 2, null],
    ["1.2.3", 2, null],
    ["-3", 0, -3],
    ["-12.5", 2, -1250],
    ["-12.5", 0, null],
  ] as const)("%j at scale %i → %s", (text, scale, expected) => {
    expect(toMinorUnits(text, scale)).toBe(expected);
  });
});

describe("AmountInput, quantity (a count of pieces)", () => {
  it("stops at 9.999 with Maksimal 9.999 (typing 12345678901 keeps 1.234)", async () => {
    const { input, reported, user } = setup("quantity");
    await user.type(input, "12345678901");
    expect(input).toHaveValue("1.234");
    expect(screen.getByText("Maksimal 9.999")).toBeInTheDocument();
    expect(reported.at(-1)).toBe(1234);
  });

  it("backspace empties the field (0, not snapping back), then 12 reads 12", async () => {
    const { input, reported, user } = setup("quantity");
    await user.type(input, "7");
    await user.type(input, "{Backspace}");
    expect(input).toHaveValue("");
    expect(reported.at(-1)).toBe(0);
    await user.type(input, "12");
    expect(input).toHaveValue("12");
    expect(reported.at(-1)).toBe(12);
  });

  it.each(["1.5", "2,5"])(
    "%s pieces is refused with Harus berupa angka bulat (never read as 15), until the decimal goes",
    async (typed) => {
      const { input, reported, user } = setup("quantity");
      await user.type(input, typed);
      expect(input).not.toHaveValue(typed.replace(/\D/g, ""));
      expect(screen.getByText("Harus berupa angka bulat")).toBeInTheDocument();
      expect(reported.at(-1)).toBeNull();
      await user.type(input, "{Backspace}{Backspace}");
      expect(input).toHaveValue(typed.slice(0, 1));
      expect(screen.queryByText("Harus berupa angka bulat")).not.toBeInTheDocument();
      expect(reported.at(-1)).toBe(Number(typed.slice(0, 1)));
    },
  );
});

describe("AmountInput, rupiah", () => {
  it("a 16-digit amount stops at 123.456.789 with Maksimal Rp 999.999.999", async () => {
    const { input, reported, user } = setup("money", "IDR");
    await user.type(input, "1234567890123456");
    expect(input).toHaveValue("123.456.789");
    expect(screen.getByText("Maksimal Rp 999.999.999")).toBeInTheDocument();
    expect(reported.at(-1)).toBe(123_456_789);
  });

  it("10,5 is refused with Rupiah tanpa desimal; backspace to empty clears the message; 20000 reads 20.000", async () => {
    const { input, reported, user } = setup("money", "IDR");
    await user.type(input, "10,5");
    expect(input).toHaveValue("10,5");
    expect(screen.getByText("Rupiah tanpa desimal")).toBeInTheDocument();
    expect(reported.at(-1)).toBeNull();
    await user.type(input, "{Backspace}{Backspace}{Backspace}{Backspace}");
    expect(input).toHaveValue("");
    expect(screen.queryByText("Rupiah tanpa desimal")).not.toBeInTheDocument();
    await user.type(input, "20000");
    expect(input).toHaveValue("20.000");
    expect(reported.at(-1)).toBe(20_000);
  });

  it("takes no minus sign: the amount is never negative", async () => {
    const { input, reported, user } = setup("money", "IDR");
    await user.type(input, "-5000");
    expect(input).toHaveValue("5.000");
    expect(reported.at(-1)).toBe(5_000);
  });

  it("signed (an option's price delta): takes a minus sign, bounded both ways", async () => {
    const reported: Array<number | null> = [];
    renderWithProviders(<Field kind="money" currency="IDR" reported={reported} signed />);
    const input = screen.getByLabelText("Jumlah");
    await userEvent.setup({ delay: null }).type(input, "-2000");
    expect(input).toHaveValue("-2.000");
    expect(reported.at(-1)).toBe(-2_000);
    await userEvent.setup({ delay: null }).type(input, "0000000");
    expect(screen.getByText("Maksimal Rp 999.999.999")).toBeInTheDocument();
  });

  it("takes the outlet's currency when none is given", async () => {
    const { input, reported, user } = setup("money");
    await user.type(input, "15000");
    expect(input).toHaveValue("15.000");
    expect(reported.at(-1)).toBe(15_000);
  });

  it("a value set from outside (a quick-cash button) replaces the text", async () => {
    const { input, user } = setup("money", "IDR");
    await user.type(input, "10,5");
    await user.click(screen.getByRole("button", { name: "quick" }));
    expect(input).toHaveValue("50.000");
    expect(screen.queryByText("Rupiah tanpa desimal")).not.toBeInTheDocument();
  });
});

describe("AmountInput in English", () => {
  afterEach(() => {
    applyLanguage("id");
  });

  it("rupiah takes the locale's comma thousands and dot decimal mark", async () => {
    applyLanguage("en");
    const { input, reported, user } = setup("money", "IDR");
    await user.type(input, "20000");
    expect(input).toHaveValue("20,000");
    expect(reported.at(-1)).toBe(20_000);
    await user.type(input, ".5");
    expect(reported.at(-1)).toBeNull();
  });
});

describe("AmountInput, ringgit", () => {
  it("12.34 is 1234 sen; a third decimal is not taken", async () => {
    const { input, reported, user } = setup("money", "MYR");
    await user.type(input, "12.345");
    expect(input).toHaveValue("12.34");
    expect(reported.at(-1)).toBe(1234);
  });

  it("thousands with a comma, and stops at RM 9,999,999.99", async () => {
    const { input, reported, user } = setup("money", "MYR");
    await user.type(input, "123456789");
    expect(input).toHaveValue("1,234,567");
    expect(screen.getByText(/^Maksimal RM\s?9,999,999\.99$/)).toBeInTheDocument();
    expect(reported.at(-1)).toBe(123_456_700);
  });

  it("a count at a ringgit outlet still takes no decimals", async () => {
    const { input, reported, user } = setup("quantity", "MYR");
    await user.type(input, "1.5");
    expect(screen.getByText("Harus berupa angka bulat")).toBeInTheDocument();
    expect(reported.at(-1)).toBeNull();
  });
});
