import { Badge, Divider, Group, Stack, Text } from "@mantine/core";
import { type Currency, LABELS, PAY_MSG, PRODUCTION_STATUS, SCREEN_MSG } from "@waroeng/domain";
import type { ReactNode } from "react";
import type { OrderLine } from "../../api/orders.ts";
import { CartLine } from "./CartLine.tsx";

interface CartPanelProps {
  lines: OrderLine[];
  currency: Currency;
  busy: boolean;
  onAdd: (line: OrderLine) => void;
  onReduce: (line: OrderLine) => void;
  /** The options menu of a line (line actions), if the screen offers one. */
  options?: (line: OrderLine) => ReactNode;
  /** What a tap on a line's options does (opens the option sheet); undefined where they may not be changed. */
  changeOptions?: (line: OrderLine) => (() => void) | undefined;
}

/** Lines grouped by menu type, in first-seen order. */
function byMenuType(lines: OrderLine[]): [string, OrderLine[]][] {
  const groups = new Map<string, OrderLine[]>();
  for (const line of lines) {
    const key = line.m_menu_jenis_nama || PAY_MSG.OTHER;
    groups.set(key, [...(groups.get(key) ?? []), line]);
  }
  return [...groups.entries()];
}

function SectionTitle({ label, count, color, testId }: { label: string; count: number; color: string; testId: string }) {
  return (
    <Group justify="space-between" mt={4} data-testid={testId}>
      <Text fw={800} fz="xs" c={color} style={{ letterSpacing: 1 }}>
        {label}
      </Text>
      <Badge size="sm" variant="light" color={color.split(".")[0]} className="tabular">
        {count}
      </Badge>
    </Group>
  );
}

/** The cart: SUDAH DIORDER (sent, K mark) and BELUM DIORDER (unsent, − / +), each by menu type. */
export function CartPanel({ lines, currency, busy, onAdd, onReduce, options, changeOptions }: CartPanelProps) {
  const sent = lines.filter((l) => l.production_status === PRODUCTION_STATUS.SENT);
  const unsent = lines.filter((l) => l.production_status !== PRODUCTION_STATUS.SENT);
  const anySent = sent.length > 0;
  if (lines.length === 0) {
    return (
      <Stack align="center" gap={4} py="xl" data-testid="cart-empty">
        <svg width="44" height="44" viewBox="0 0 44 44" aria-hidden="true">
          <circle cx="22" cy="22" r="16" fill="none" stroke="var(--mantine-color-orange-3)" strokeWidth="3" />
          <circle cx="22" cy="22" r="9" fill="none" stroke="var(--mantine-color-orange-2)" strokeWidth="2" />
        </svg>
        <Text c="dimmed" fz="sm">
          {SCREEN_MSG.EMPTY_CART}
        </Text>
      </Stack>
    );
  }
  const group = (list: OrderLine[], editable: boolean) =>
    byMenuType(list).map(([type, items]) => (
      <div key={type}>
        <Text fz={11} c="dimmed" fw={700} tt="uppercase" px="xs" mt={4}>
          {type}
        </Text>
        {items.map((line) => (
          <CartLine
            key={line.id}
            line={line}
            currency={currency}
            busy={busy}
            highlight={editable && anySent}
            options={options?.(line)}
            onChangeOptions={changeOptions?.(line)}
            {...(editable && line.status === 0 ? { onAdd: () => onAdd(line), onReduce: () => onReduce(line) } : {})}
          />
        ))}
      </div>
    ));
  return (
    <Stack gap={4} data-testid="cart">
      {anySent && (
        <>
          <SectionTitle label={LABELS.ALREADY_ORDERED} count={sent.length} color="teal.8" testId="cart-sent" />
          {group(sent, false)}
        </>
      )}
      {anySent && unsent.length > 0 && <Divider my={4} />}
      {unsent.length > 0 && (
        <>
          <SectionTitle label={LABELS.NOT_ORDERED} count={unsent.length} color="orange.8" testId="cart-unsent" />
          {group(unsent, true)}
        </>
      )}
    </Stack>
  );
}
