/**
 * Today's transactions (route historyPage, /history; spec 03 §2.4), inside the cashier layout: the list
 * on the left (height calc(100vh - 182px), scrolling) and the chosen transaction's detail on the right.
 */
import { Alert, Box, Center, Grid, Group, Paper, Text, Title } from "@mantine/core";
import { useQuery } from "@tanstack/react-query";
import { MSG, SCREEN_MSG } from "@waroeng/domain";
import { useEffect, useRef, useState } from "react";
import { fetchHistory } from "../../api/history.ts";
import { queryKeys } from "../../api/queryKeys.ts";
import { NoteSearch } from "../../components/search/NoteSearch.tsx";
import { useCurrency } from "../../hooks/useOutlet.ts";
import { HistoryDetail } from "./HistoryDetail.tsx";
import { HistoryList } from "./HistoryList.tsx";

const PANE_HEIGHT = "calc(100vh - 182px)";

export function HistoryPage() {
  const currency = useCurrency();
  const history = useQuery({ queryKey: queryKeys.history.list, queryFn: fetchHistory });
  const [selectedId, setSelectedId] = useState<number | null>(null);
  const detailRef = useRef<HTMLDivElement>(null);
  // On a phone the detail sits below the list: bring it into view when a row is chosen.
  useEffect(() => {
    if (selectedId !== null && window.matchMedia("(max-width: 62em)").matches) {
      detailRef.current?.scrollIntoView({ behavior: "smooth", block: "start" });
    }
  }, [selectedId]);

  return (
    <Box p={{ base: "xs", sm: "md" }} data-testid="history-page" style={{ overflowX: "hidden" }}>
      <Grid gap="md">
        <Grid.Col span={{ base: 12, md: 7 }}>
          <Paper withBorder radius="md" p="sm">
            <Group justify="space-between" mb="xs" gap="xs">
              <Title order={3} fz={20}>
                {SCREEN_MSG.TODAY_TRANSACTIONS}
              </Title>
              <NoteSearch />
            </Group>
            {history.isError ? (
              <Alert color="red" title={MSG.OOPS_TITLE}>
                {history.error.message}
              </Alert>
            ) : null}
            <div style={{ height: PANE_HEIGHT }} data-testid="history-list">
              <HistoryList
                rows={history.data}
                loading={history.isPending}
                selectedId={selectedId}
                onSelect={setSelectedId}
                currency={currency}
              />
            </div>
          </Paper>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 5 }}>
          <Paper
            ref={detailRef}
            withBorder
            radius="md"
            p="md"
            h={`calc(${PANE_HEIGHT} + 60px)`}
            mih={480}
            data-testid="history-detail-pane"
          >
            {selectedId === null ? (
              <Center h="100%">
                <Text c="dimmed" fz="lg" fw={600}>
                  {MSG.CHOOSE_TRANSACTION}
                </Text>
              </Center>
            ) : (
              <HistoryDetail key={selectedId} id={selectedId} currency={currency} />
            )}
          </Paper>
        </Grid.Col>
      </Grid>
    </Box>
  );
}
