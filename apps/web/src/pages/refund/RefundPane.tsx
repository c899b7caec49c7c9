import { Anchor, ScrollArea, Table, Text } from "@mantine/core";
import type { Currency } from "@waroeng/domain";
import { SCREEN_MSG } from "@waroeng/domain";
import { historyAmount, paidOptionsText } from "../history/historyFormat.ts";
import type { PaneLine } from "./useRefundState.ts";

/** A text link that is a 44 px touch target (height and width), its text centred. */
export const touchLink = { minHeight: 44, minWidth: 44, display: "inline-flex", alignItems: "center", justifyContent: "center" } as const;

interface Props {
  lines: PaneLine[];
  currency: Currency;
  actionLabel: string;
  onAction: (lineId: number) => void;
  testId: string;
  disabled?: boolean;
}

/**
 * One pane of the refund screen (payment §2.3): rows grouped by product category, each with number,
 * product name (its options under it), quantity, unit price, line total and a link that moves one unit to the other pane.
 */
export function RefundPane({ lines, currency, actionLabel, onAction, testId, disabled }: Props) {
  const groups = new Map<string, PaneLine[]>();
  for (const l of lines) {
    groups.set(l.line.m_jenis_produk_nama, [...(groups.get(l.line.m_jenis_produk_nama) ?? []), l]);
  }
  let n = 0;
  return (
    <ScrollArea.Autosize mah="calc(100vh - 420px)" mih={160} type="auto" offsetScrollbars>
      <Table verticalSpacing={6} fz="sm" data-testid={testId}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th w={32}>{SCREEN_MSG.ROW_NO}</Table.Th>
            <Table.Th>{SCREEN_MSG.MENU}</Table.Th>
            <Table.Th ta="center" w={44}>
              {SCREEN_MSG.QTY}
            </Table.Th>
            <Table.Th ta="right">{SCREEN_MSG.PRICE}</Table.Th>
            <Table.Th ta="right">{SCREEN_MSG.TOTAL}</Table.Th>
            <Table.Th w={70} />
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {[...groups].flatMap(([name, rows]) => [
            <Table.Tr key={`g-${name}`}>
              <Table.Td colSpan={6} pt="xs">
                <Text fz="xs" fw={800} tt="uppercase" c="dimmed">
                  {name}
                </Text>
              </Table.Td>
            </Table.Tr>,
            ...rows.map(({ line, qty }) => {
              n += 1;
              return (
                <Table.Tr key={line.r_t_detail_id} data-testid={`${testId}-line`} data-name={line.m_produk_nama}>
                  <Table.Td className="tabular">{n}</Table.Td>
                  <Table.Td miw={140}>
                    {line.m_produk_nama}
                    {line.options.length > 0 ? (
                      <Text fz="sm" c="dimmed" data-testid={`${testId}-options`}>
                        {paidOptionsText(line.options, currency)}
                      </Text>
                    ) : null}
                  </Table.Td>
                  <Table.Td ta="center" className="tabular" data-testid={`${testId}-qty`}>
                    {qty}
                  </Table.Td>
                  <Table.Td ta="right" className="tabular">
                    {historyAmount(line.r_t_detail_price, currency)}
                  </Table.Td>
                  <Table.Td ta="right" className="tabular" fw={600}>
                    {historyAmount(line.r_t_detail_price * qty, currency)}
                  </Table.Td>
                  <Table.Td ta="right">
                    <Anchor
                      component="button"
                      type="button"
                      fz="sm"
                      fw={700}
                      disabled={disabled}
                      onClick={() => !disabled && onAction(line.r_t_detail_id)}
                      data-testid={`${testId}-action`}
                      style={touchLink}
                    >
                      {actionLabel}
                    </Anchor>
                  </Table.Td>
                </Table.Tr>
              );
            }),
          ])}
        </Table.Tbody>
      </Table>
    </ScrollArea.Autosize>
  );
}
