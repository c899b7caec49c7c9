/**
 * Gagal Proses (staff nav; content "not shown": docs/API.md "Stock"): the kitchen's waste log of a day:
 * each dish cancelled or replaced after it was sent, with time, nota, reason, whether it was already
 * cooked (wasted) or went back to the stock, and who.
 */
import { Badge, Group, Paper, Stack, Table, Text } from "@mantine/core";
import { jakartaParts, SCREEN_MSG, STOCK_MSG } from "@waroeng/domain";
import { useState } from "react";
import { queryKeys } from "../../api/queryKeys.ts";
import { fetchWaste } from "../../api/stock.ts";
import { DateField } from "../../components/DateField.tsx";
import { PageLoader } from "../../components/PageLoader.tsx";
import { usePolling } from "../../hooks/usePolling.ts";
import { StockTitle } from "./StockTitle.tsx";

export function ProductionFailureScreen() {
  const [date, setDate] = useState(() => jakartaParts(new Date()).date);
  const log = usePolling({ queryKey: queryKeys.stock.productionFailures(date), queryFn: () => fetchWaste(date), keepPrevious: true });
  const data = log.data;
  return (
    <Stack gap="md" data-testid="gagal-proses">
      <Group justify="space-between" align="flex-end">
        <StockTitle title={STOCK_MSG.GAGAL_TITLE} hint={STOCK_MSG.GAGAL_HINT} />
        <DateField size="md" value={date} onChange={(d) => d && setDate(d)} aria-label={SCREEN_MSG.DATE} />
      </Group>
      {!data ? (
        <PageLoader />
      ) : (
        <>
          <Group gap="sm">
            <Badge size="xl" color="gray" variant="light" className="tabular">
              {SCREEN_MSG.menuCount(data.total)}
            </Badge>
            <Badge size="xl" color={data.wasted ? "red" : "gray"} variant="light" data-testid="gagal-wasted">
              {STOCK_MSG.WASTED_COUNT(data.wasted)}
            </Badge>
          </Group>
          <Paper withBorder radius="md">
            {data.data.length === 0 ? (
              <Text c="dimmed" ta="center" py="xl">
                {STOCK_MSG.NOTHING}
              </Text>
            ) : (
              // Seven columns do not fit a phone: the table scrolls sideways inside its box, not the page.
              <Table.ScrollContainer minWidth={720} type="native">
                <Table striped highlightOnHover verticalSpacing="sm" fz="md">
                  <Table.Thead>
                    <Table.Tr>
                      <Table.Th>{SCREEN_MSG.TIME}</Table.Th>
                      <Table.Th>{SCREEN_MSG.MENU}</Table.Th>
                      <Table.Th>{SCREEN_MSG.NOTA}</Table.Th>
                      <Table.Th>{SCREEN_MSG.TYPE}</Table.Th>
                      <Table.Th>{SCREEN_MSG.REASON}</Table.Th>
                      <Table.Th>{SCREEN_MSG.CONDITION}</Table.Th>
                      <Table.Th>{SCREEN_MSG.BY}</Table.Th>
                    </Table.Tr>
                  </Table.Thead>
                  <Table.Tbody>
                    {data.data.map((row) => (
                      <Table.Tr key={row.m_gagal_proses_id} data-testid="gagal-row">
                        <Table.Td className="tabular">{jakartaParts(new Date(row.created_at)).time}</Table.Td>
                        <Table.Td fw={700}>{row.m_menu_nama}</Table.Td>
                        <Table.Td className="tabular">{row.m_transaction_table_note_number}</Table.Td>
                        <Table.Td>
                          <Badge color={row.jenis === "batal" ? "red" : "orange"} variant="light">
                            {row.jenis === "batal" ? STOCK_MSG.KIND_CANCELLED : STOCK_MSG.KIND_REPLACED}
                          </Badge>
                        </Table.Td>
                        <Table.Td>{row.alasan || "-"}</Table.Td>
                        <Table.Td>
                          <Group gap={4}>
                            <Badge color={row.is_ready ? "red" : "gray"} variant={row.is_ready ? "filled" : "outline"}>
                              {row.is_ready ? STOCK_MSG.WAS_READY : STOCK_MSG.NOT_YET_READY}
                            </Badge>
                            {row.stock_returned ? (
                              <Badge color="teal" variant="light">
                                {STOCK_MSG.STOCK_RETURNED}
                              </Badge>
                            ) : null}
                          </Group>
                        </Table.Td>
                        <Table.Td>{row.user_name ?? "-"}</Table.Td>
                      </Table.Tr>
                    ))}
                  </Table.Tbody>
                </Table>
              </Table.ScrollContainer>
            )}
          </Paper>
        </>
      )}
    </Stack>
  );
}
