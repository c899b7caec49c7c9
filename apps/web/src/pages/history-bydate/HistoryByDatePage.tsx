/**
 * History by date (route HistoryByDate, /history-bydate/{transactionDate}/{notaNumber}; payment
 * §2.5, §3, §7 History): the Nota search on top, the date's bills whose nota contains the number
 * (time, receipt number, table, Big Boss, total; empty → `Data tidak ditemukan`), and the chosen
 * bill's detail. On a phone the detail opens below the list (no sideways scroll).
 */
import { Box, Button, Center, EmptyState, Grid, Loader, Paper, ScrollArea, Table, Text, Title } from "@mantine/core";
import { useInfiniteQuery } from "@tanstack/react-query";
import { MSG, REFUND_MSG, SCREEN_MSG } from "@waroeng/domain";
import { useEffect, useRef, useState } from "react";
import { useParams } from "react-router";
import { queryKeys } from "../../api/queryKeys.ts";
import { BY_DATE_PAGE_SIZE, fetchHistoryByDate } from "../../api/refund.ts";
import { NoteSearch } from "../../components/search/NoteSearch.tsx";
import { useCurrency } from "../../hooks/useOutlet.ts";
import { displayDate, displayTime, historyAmount } from "../history/historyFormat.ts";
import { ByDateDetail } from "./ByDateDetail.tsx";

export function HistoryByDatePage() {
  const params = useParams();
  const date = params.transactionDate ?? "";
  const noteNumber = params.notaNumber === "-" ? "" : (params.notaNumber ?? "");
  const currency = useCurrency();
  const pages = useInfiniteQuery({
    queryKey: queryKeys.history.byDate(date, noteNumber),
    queryFn: ({ pageParam }) => fetchHistoryByDate(date, noteNumber, pageParam),
    initialPageParam: 1,
    getNextPageParam: (last, all) => (last.length === BY_DATE_PAGE_SIZE ? all.length + 1 : undefined),
    retry: false,
  });
  const rows = { isPending: pages.isPending, data: pages.data?.pages.flat() };
  const [selected, setSelected] = useState<number | null>(null);
  const detailRef = useRef<HTMLDivElement>(null);
  // On a phone the detail sits below the list: bring it into view when a bill is chosen.
  useEffect(() => {
    if (selected !== null && window.matchMedia("(max-width: 62em)").matches) {
      detailRef.current?.scrollIntoView({ behavior: "smooth", block: "start" });
    }
  }, [selected]);

  return (
    <Box p={{ base: "xs", sm: "md" }} data-testid="history-bydate-page" style={{ overflowX: "hidden" }}>
      <Grid gap="md">
        <Grid.Col span={{ base: 12, md: 7 }}>
          <Paper withBorder radius="md" p="sm">
            <Title order={3} fz={20} mb={4}>
              {REFUND_MSG.HISTORY_BY_DATE} {displayDate(date)}
            </Title>
            <Box mb="xs">
              <NoteSearch key={`${date}/${noteNumber}`} initialNote={noteNumber} initialDate={date} />
            </Box>
            {rows.isPending ? (
              <Center h={200}>
                <Loader />
              </Center>
            ) : !rows.data || rows.data.length === 0 ? (
              <EmptyState py={60} title={MSG.DATA_NOT_FOUND} data-testid="bydate-empty" />
            ) : (
              <ScrollArea.Autosize mah="calc(100vh - 240px)" type="auto" offsetScrollbars>
                <Table highlightOnHover verticalSpacing="sm" fz="sm" data-testid="bydate-table">
                  <Table.Thead>
                    <Table.Tr>
                      <Table.Th w={56}>{SCREEN_MSG.TIME}</Table.Th>
                      <Table.Th>{SCREEN_MSG.NOTA_NO}</Table.Th>
                      <Table.Th visibleFrom="sm">{SCREEN_MSG.TABLE}</Table.Th>
                      <Table.Th>{SCREEN_MSG.BIG_BOSS}</Table.Th>
                      <Table.Th ta="right">{SCREEN_MSG.TOTAL}</Table.Th>
                    </Table.Tr>
                  </Table.Thead>
                  <Table.Tbody>
                    {rows.data.map((r) => (
                      <Table.Tr
                        key={r.m_transaction_table_id}
                        onClick={() => setSelected(r.m_transaction_table_id)}
                        bg={selected === r.m_transaction_table_id ? "orange.0" : undefined}
                        style={{ cursor: "pointer" }}
                        data-testid="bydate-row"
                        data-nota={r.m_transaction_table_note_number}
                      >
                        <Table.Td className="tabular">{displayTime(r.jam)}</Table.Td>
                        <Table.Td fw={700} className="tabular">
                          {r.m_transaction_table_note_number}
                          {r.refundcounter > 0 ? (
                            <Text span c="red" fz="xs" fw={800} ml={4}>
                              {REFUND_MSG.REFUNDED_MARK}
                            </Text>
                          ) : null}
                        </Table.Td>
                        <Table.Td visibleFrom="sm">{r.m_transaction_table_table_name_list || r.name}</Table.Td>
                        <Table.Td>
                          <Text inherit lineClamp={1}>
                            {r.m_transaction_table_customer_name}
                          </Text>
                        </Table.Td>
                        <Table.Td ta="right" fw={700} className="tabular">
                          {historyAmount(r.nominal_total_bayar, currency)}
                        </Table.Td>
                      </Table.Tr>
                    ))}
                  </Table.Tbody>
                </Table>
                {pages.hasNextPage ? (
                  <Center mt="xs">
                    <Button
                      variant="light"
                      loading={pages.isFetchingNextPage}
                      onClick={() => void pages.fetchNextPage()}
                      data-testid="bydate-more"
                    >
                      {REFUND_MSG.MORE}
                    </Button>
                  </Center>
                ) : null}
              </ScrollArea.Autosize>
            )}
          </Paper>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 5 }}>
          <Paper ref={detailRef} withBorder radius="md" p="md" mih={200} data-testid="bydate-detail-pane">
            {selected === null ? (
              <Center h={200}>
                <Text c="dimmed" fz="lg" fw={600}>
                  {MSG.CHOOSE_TRANSACTION}
                </Text>
              </Center>
            ) : (
              <ByDateDetail key={selected} id={selected} currency={currency} />
            )}
          </Paper>
        </Grid.Col>
      </Grid>
    </Box>
  );
}
