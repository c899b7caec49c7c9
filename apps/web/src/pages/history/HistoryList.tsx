import { Button, Center, EmptyState, Loader, ScrollArea, Table, Text } from "@mantine/core";
import type { Currency } from "@waroeng/domain";
import { LABELS, MSG, REFUND_MSG, SCREEN_MSG } from "@waroeng/domain";
import type { HistoryRow } from "../../api/history.ts";
import { displayTime, historyAmount } from "./historyFormat.ts";

interface Props {
  rows: HistoryRow[] | undefined;
  loading: boolean;
  selectedId: number | null;
  onSelect: (id: number) => void;
  currency: Currency;
}

/** Today's paid transactions: No, Jam, No. Nota, Big Boss, Total Bayar, Lihat Detail (spec 03 §2.4). */
export function HistoryList({ rows, loading, selectedId, onSelect, currency }: Props) {
  if (loading) {
    return (
      <Center h="100%">
        <Loader />
      </Center>
    );
  }
  if (!rows || rows.length === 0) {
    return <EmptyState py={60} title={MSG.NO_DATA_YET} data-testid="history-empty" />;
  }
  return (
    <ScrollArea h="100%" type="auto" scrollbars="y" offsetScrollbars>
      <Table stickyHeader highlightOnHover verticalSpacing="sm" horizontalSpacing="xs" fz="md" data-testid="history-table">
        <Table.Thead>
          <Table.Tr>
            <Table.Th w={48} visibleFrom="sm">
              {SCREEN_MSG.ROW_NO}
            </Table.Th>
            <Table.Th w={56}>{SCREEN_MSG.TIME}</Table.Th>
            <Table.Th>{SCREEN_MSG.NOTA_NO}</Table.Th>
            <Table.Th>{SCREEN_MSG.BIG_BOSS}</Table.Th>
            <Table.Th ta="right">{SCREEN_MSG.TOTAL_PAID}</Table.Th>
            <Table.Th w={{ base: 72, sm: 130 }} />
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((row, index) => {
            const selected = row.r_t_id === selectedId;
            return (
              <Table.Tr
                key={row.r_t_id}
                bg={selected ? "orange.0" : undefined}
                data-testid="history-row"
                data-selected={selected ? 1 : 0}
                data-nota={row.r_t_nota_code}
              >
                <Table.Td className="tabular" visibleFrom="sm">
                  {index + 1}
                </Table.Td>
                <Table.Td className="tabular">{displayTime(row.r_t_jam)}</Table.Td>
                <Table.Td fw={700} className="tabular">
                  {row.r_t_nota_code}
                  {row.refundcounter > 0 ? (
                    <Text c="red" fz="xs" fw={800} data-testid="history-row-refunded">
                      {REFUND_MSG.REFUNDED_MARK}
                    </Text>
                  ) : null}
                </Table.Td>
                <Table.Td>
                  <Text inherit lineClamp={1}>
                    {row.r_t_bigboss}
                  </Text>
                </Table.Td>
                <Table.Td ta="right" fw={700} className="tabular" data-testid="history-row-total">
                  {historyAmount(row.r_t_nominal_total_bayar, currency)}
                </Table.Td>
                <Table.Td>
                  <Button
                    size="sm"
                    h={44}
                    px={{ base: 8, sm: "md" }}
                    variant={selected ? "filled" : "light"}
                    onClick={() => onSelect(row.r_t_id)}
                    data-testid="history-detail-button"
                  >
                    <Text inherit visibleFrom="sm">
                      {REFUND_MSG.VIEW_DETAIL}
                    </Text>
                    <Text inherit hiddenFrom="sm">
                      {LABELS.VIEW}
                    </Text>
                  </Button>
                </Table.Td>
              </Table.Tr>
            );
          })}
        </Table.Tbody>
      </Table>
    </ScrollArea>
  );
}
