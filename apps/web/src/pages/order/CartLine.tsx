import { ActionIcon, Badge, Group, Text, UnstyledButton } from "@mantine/core";
import type { Currency } from "@waroeng/domain";
import {
  formatMoney,
  LABELS,
  LINE_MSG,
  LINE_STATUS,
  MSG_TEMPLATES,
  OPTION_SHEET_MSG,
  optionsText,
  PRODUCTION_STATUS,
  REFUND_MSG,
  WEB_MSG,
} from "@waroeng/domain";
import type { ReactNode } from "react";
import type { OrderLine } from "../../api/orders.ts";
import { HelpTip } from "../../components/HelpTip.tsx";

interface CartLineProps {
  line: OrderLine;
  currency: Currency;
  /** Green background: an unsent line on an order that already has sent lines. */
  highlight: boolean;
  busy: boolean;
  onAdd?: () => void;
  onReduce?: () => void;
  /** The line's options menu (line actions), when the screen offers it. */
  options?: ReactNode;
  /** Opens the option sheet of the line (its item has option groups and the role may change it). */
  onChangeOptions?: (() => void) | undefined;
}

/** The reason shown for a line whose status is not normal. */
function statusNote(line: OrderLine): string {
  const reason = line.reasone_approve ?? "";
  if (line.status === LINE_STATUS.CANCELLED) {
    return MSG_TEMPLATES.cancelledLine(reason);
  }
  if (line.status === LINE_STATUS.FREE) {
    return MSG_TEMPLATES.freeLine(reason);
  }
  return reason ? `${LABELS.REPLACE_NEW} - ${reason}` : LABELS.REPLACE_NEW;
}

/**
 * Under the line's name: its options, note and unit price; a button opening the option sheet when
 * the line's options may be changed (the rows are the target, at least 44 px tall).
 */
function LineDetails(props: { line: OrderLine; busy: boolean; onChangeOptions?: (() => void) | undefined; children: ReactNode }) {
  const { line, busy, onChangeOptions, children } = props;
  if (!onChangeOptions) {
    return <>{children}</>;
  }
  return (
    <UnstyledButton
      onClick={onChangeOptions}
      disabled={busy}
      display="block"
      w="100%"
      mih={44}
      style={{ borderRadius: 6 }}
      aria-label={OPTION_SHEET_MSG.change(line.m_produk_nama)}
      data-testid="line-change-options"
    >
      {children}
    </UnstyledButton>
  );
}

/**
 * One cart line: name (K when sent), qty controls for unsent lines, line amount. On a narrow cart
 * (a phone) the name keeps at least 120px and the controls wrap under it, right-aligned.
 */
export function CartLine({ line, currency, highlight, busy, onAdd, onReduce, options, onChangeOptions }: CartLineProps) {
  const sent = line.production_status === PRODUCTION_STATUS.SENT;
  const normal = line.status === LINE_STATUS.NORMAL;
  const chosen = optionsText(line.options ?? []);
  const note = line.custom_note ?? line.custom_menu;
  return (
    <Group
      wrap="wrap"
      gap="xs"
      px="xs"
      // Its buttons are 44 px tall already: little padding, so five lines show at 1280×800.
      py={2}
      style={{ rowGap: 2, borderRadius: 8, background: highlight ? "var(--mantine-color-green-0)" : undefined, opacity: normal ? 1 : 0.7 }}
      data-testid={`cart-line-${line.id}`}
      data-sent={sent ? 1 : 0}
    >
      <div style={{ flex: "1 1 120px", minWidth: 0 }}>
        <Group gap={6} wrap="nowrap">
          {sent && (
            <HelpTip text={WEB_MSG.SENT_MARK} testId="badge-k-help">
              <Badge size="sm" color="teal" variant="filled" radius="sm" px={5} data-testid="badge-k">
                K
              </Badge>
            </HelpTip>
          )}
          <Text fw={600} fz="sm" truncate td={normal ? undefined : "line-through"}>
            {line.m_produk_nama}
          </Text>
          {line.takeaway_status === 1 && (
            <Badge size="xs" color="grape" variant="light" data-testid="badge-takeaway">
              {LINE_MSG.TAKEAWAY}
            </Badge>
          )}
        </Group>
        <LineDetails line={line} busy={busy} onChangeOptions={onChangeOptions}>
          {(chosen || onChangeOptions) && (
            <Text fz="xs" c={onChangeOptions ? "orange.9" : "dimmed"} lineClamp={2} data-testid="line-options-text">
              {chosen || OPTION_SHEET_MSG.CHOOSE}
              {onChangeOptions && chosen ? " ✎" : ""}
            </Text>
          )}
          {note && (
            <Text fz="xs" c="dimmed" truncate data-testid="line-note">
              {note}
            </Text>
          )}
          {!normal && (
            <Text fz="xs" c="red.7" data-testid="cart-line-reason">
              {statusNote(line)}
            </Text>
          )}
          <Text fz="xs" c="dimmed" className="tabular">
            {line.qty} × {formatMoney(line.price, currency)}
          </Text>
        </LineDetails>
      </div>
      <Group gap="xs" wrap="nowrap" ml="auto">
        {onAdd && onReduce ? (
          <Group gap={4} wrap="nowrap">
            <ActionIcon
              size={40}
              variant="light"
              color="gray"
              disabled={busy}
              onClick={onReduce}
              aria-label={LINE_MSG.REDUCE}
              data-testid="line-minus"
            >
              −
            </ActionIcon>
            <Text w={28} ta="center" fw={700} className="tabular" data-testid="line-qty">
              {line.qty}
            </Text>
            <ActionIcon size={40} variant="light" disabled={busy} onClick={onAdd} aria-label={REFUND_MSG.ADD} data-testid="line-plus">
              +
            </ActionIcon>
          </Group>
        ) : (
          <Text w={40} ta="center" fw={700} className="tabular" data-testid="line-qty">
            {line.qty}x
          </Text>
        )}
        <Text w={92} ta="right" fw={600} fz="sm" className="tabular" c={normal ? undefined : "dimmed"}>
          {formatMoney(normal ? line.nominal : 0, currency)}
        </Text>
        {options}
      </Group>
    </Group>
  );
}
