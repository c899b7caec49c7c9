import { Button, Center, EmptyState, Loader, ScrollArea, Table, Text } from "@mantine/core";
import type { Currency } from "@waroeng/domain";
import { MSG } from "@waroeng/domain";
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
    <ScrollArea h="100%" type="auto" offsetScrollbars>
      <Table stickyHeader highlightOnHover verticalSpacing="sm" fz="md" data-testid="history-table">
        <Table.Thead>
          <Table.Tr>
            <Table.Th w={48}>No</Table.Th>
            <Table.Th w={70}>Jam</Table.Th>
            <Table.Th>No. Nota</Table.Th>
            <Table.Th>Big Boss</Table.Th>
            <Table.Th ta="right">Total Bayar</Table.Th>
            <Table.Th w={130} />
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
                <Table.Td className="tabular">{index + 1}</Table.Td>
                <Table.Td className="tabular">{displayTime(row.r_t_jam)}</Table.Td>
                <Table.Td fw={700} className="tabular">
                  {row.r_t_nota_code}
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
                    variant={selected ? "filled" : "light"}
                    onClick={() => onSelect(row.r_t_id)}
                    data-testid="history-detail-button"
                  >
                    Lihat Detail
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
