/**
 * The option sheet (docs/API.md "Menu options"): an item's option groups, one section per group in
 * the item's order — radio cards for a group of one, check cards for a group of several — the
 * defaults (or a line's options) chosen, sold-out options shown disabled with "habis", required
 * groups marked and enforced (optionChoices.ts: the domain's rules and words), the running price of
 * one unit, and the button that adds or saves. A drawer from the bottom on phones, a modal on tablets.
 */
import { Alert, Badge, Button, Checkbox, Group, Radio, SimpleGrid, Stack, Text } from "@mantine/core";
import { type Currency, formatMoney, OPTION_SHEET_MSG, type OptionChoice, type OptionGroupRule } from "@waroeng/domain";
import { type ReactNode, useState } from "react";
import { ResponsiveSheet } from "../ResponsiveSheet.tsx";
import { sheetState, toggleChoice } from "./optionChoices.ts";

export interface OptionSheetProps {
  /** The sheet's title: the item's name. */
  title: string;
  groups: readonly OptionGroupRule[];
  /** The item's price for the order's transaction type (minor units), before options. */
  basePrice: number;
  /** The options chosen when the sheet opens (the defaults, or the line's). */
  initial: readonly number[];
  currency: Currency;
  /** The button's word: Tambah (a new unit) or Simpan (a line's options). */
  submitLabel: string;
  /** Said above the button (a sent line: one unit is cancelled and a new one added). */
  notice?: ReactNode;
  busy: boolean;
  onSubmit: (optionIds: number[]) => void;
  onClose: () => void;
}

/** "+Rp 3.000", "−Rp 2.000", nothing for 0. */
function delta(price: number, currency: Currency): string {
  if (price === 0) {
    return "";
  }
  return `${price > 0 ? "+" : "−"}${formatMoney(Math.abs(price), currency)}`;
}

function GroupHeader({ group }: { group: OptionGroupRule }) {
  const required = group.minChoices >= 1;
  const hint = group.maxChoices > 1 ? OPTION_SHEET_MSG.chooseUpTo(group.maxChoices) : required ? "" : OPTION_SHEET_MSG.OPTIONAL;
  return (
    <Group gap={8} justify="space-between" wrap="nowrap">
      <Text fw={700} fz="md">
        {group.name}
      </Text>
      <Group gap={6} wrap="nowrap">
        {hint && (
          <Text fz="xs" c="dimmed">
            {hint}
          </Text>
        )}
        {required && (
          <Badge color="red" variant="light" size="sm" data-testid="option-group-required">
            {OPTION_SHEET_MSG.REQUIRED}
          </Badge>
        )}
      </Group>
    </Group>
  );
}

/** One option as a card: indicator, name, price delta or "habis". */
function OptionCard(props: { group: OptionGroupRule; option: OptionChoice; checked: boolean; currency: Currency; onTap: () => void }) {
  const { group, option, checked, currency, onTap } = props;
  const single = group.maxChoices === 1;
  const Card = single ? Radio.Card : Checkbox.Card;
  const Indicator = single ? Radio.Indicator : Checkbox.Indicator;
  return (
    <Card
      checked={checked}
      disabled={option.soldOut}
      onClick={onTap}
      radius="md"
      p="sm"
      mih={52}
      name={`option-group-${group.id}`}
      data-testid={`option-${option.id}`}
      data-checked={checked ? 1 : 0}
      style={{
        opacity: option.soldOut ? 0.55 : 1,
        cursor: option.soldOut ? "not-allowed" : "pointer",
        borderColor: checked ? "var(--mantine-color-orange-6)" : undefined,
        background: checked ? "var(--mantine-color-orange-0)" : undefined,
      }}
    >
      <Group wrap="nowrap" gap="xs" align="center">
        <Indicator checked={checked} disabled={option.soldOut} />
        <Text fz="sm" fw={checked ? 700 : 500} style={{ flex: 1, minWidth: 0 }} td={option.soldOut ? "line-through" : undefined}>
          {option.name}
        </Text>
        {option.soldOut ? (
          <Badge color="gray" variant="filled" size="sm">
            {OPTION_SHEET_MSG.SOLD_OUT}
          </Badge>
        ) : (
          <Text fz="xs" c="dimmed" className="tabular">
            {delta(option.price, currency)}
          </Text>
        )}
      </Group>
    </Card>
  );
}

/** The sheet's body and footer; mount it with a `key` per opening so the choice starts from `initial`. */
export function OptionSheet(props: OptionSheetProps) {
  const { title, groups, basePrice, initial, currency, submitLabel, notice, busy, onSubmit, onClose } = props;
  const [chosen, setChosen] = useState<number[]>([...initial]);
  const state = sheetState(groups, chosen, basePrice);
  const footer = (
    <Stack gap="xs">
      {notice}
      {state.refusal && (
        <Text fz="sm" c="red.8" fw={600} data-testid="option-refusal">
          {state.refusal}
        </Text>
      )}
      <Group justify="space-between" wrap="nowrap">
        <div>
          <Text fz="xs" c="dimmed">
            {OPTION_SHEET_MSG.PRICE}
          </Text>
          <Text fw={800} fz="lg" className="tabular" data-testid="option-price">
            {formatMoney(state.price, currency)}
          </Text>
        </div>
        <Button
          size="lg"
          loading={busy}
          disabled={state.refusal !== null}
          onClick={() => onSubmit(chosen)}
          data-testid="option-submit"
          style={{ flex: "0 1 60%" }}
        >
          {submitLabel}
        </Button>
      </Group>
    </Stack>
  );
  return (
    <ResponsiveSheet opened title={title} onClose={onClose} footer={footer} testId="option-sheet">
      <Stack gap="lg">
        {groups.map((group) => (
          <Stack key={group.id} gap={8} data-testid={`option-group-${group.id}`}>
            <GroupHeader group={group} />
            <SimpleGrid cols={{ base: 2, sm: 3 }} spacing={8} verticalSpacing={8}>
              {group.options.map((option) => (
                <OptionCard
                  key={option.id}
                  group={group}
                  option={option}
                  checked={chosen.includes(option.id)}
                  currency={currency}
                  onTap={() => setChosen((now) => toggleChoice(group, now, option.id))}
                />
              ))}
            </SimpleGrid>
          </Stack>
        ))}
      </Stack>
    </ResponsiveSheet>
  );
}

/** The note before a sent line's options change. */
export function SentLineNotice() {
  return (
    <Alert color="orange" variant="light" p="xs" data-testid="option-sent-note">
      <Text fz="sm">{OPTION_SHEET_MSG.SENT_NOTE}</Text>
    </Alert>
  );
}
