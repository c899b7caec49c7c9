/**
 * Bungkusan (staff nav; content "not shown": docs/API.md "Stock"): take-away and delivery notas whose
 * dishes are all ready, oldest first, each with its dishes and how long it has waited; Selesai
 * Dibungkus hands it over (POST /m-dish-status/set-packed) and it leaves the list.
 */
import { Badge, Button, Group, Paper, SimpleGrid, Stack, Text } from "@mantine/core";
import { formatElapsed, STOCK_MSG } from "@waroeng/domain";
import { queryKeys } from "../../api/queryKeys.ts";
import { fetchPacking, type PackNote, setPacked } from "../../api/stock.ts";
import { PageLoader } from "../../components/PageLoader.tsx";
import { useNow } from "../../hooks/useClock.ts";
import { usePolling } from "../../hooks/usePolling.ts";
import { notePlace, waitColor } from "../kitchen/noteLabel.ts";
import { StockTitle } from "./StockTitle.tsx";
import { useStockAction } from "./useStockAction.ts";

/**
 * When the nota became ready to pack: the latest `updated_at` of its dishes (the last one made ready),
 * ms since the epoch; the order time when it has no dish times.
 */
function readySince(note: PackNote): number {
  const times = note.m_dish_status.map((d) => Date.parse(d.updated_at)).filter((t) => !Number.isNaN(t));
  return times.length > 0 ? Math.max(...times) : Date.parse(note.m_transaction_table_order_time);
}

export function PackingScreen() {
  const notes = usePolling({ queryKey: queryKeys.stock.packing, queryFn: fetchPacking });
  const done = useStockAction((note: PackNote) => setPacked(note.m_transaction_table_id), queryKeys.stock.packing);
  const now = useNow(30_000);
  return (
    <Stack gap="md" data-testid="bungkusan">
      <StockTitle
        title={STOCK_MSG.BUNGKUS_TITLE}
        hint={STOCK_MSG.BUNGKUS_HINT}
        badge={
          <Badge size="xl" color={notes.data?.length ? "orange" : "gray"} variant="light" className="tabular">
            {notes.data?.length ?? 0}
          </Badge>
        }
      />
      {!notes.data ? (
        <PageLoader />
      ) : notes.data.length === 0 ? (
        <Paper withBorder radius="md" py={48}>
          <Text c="dimmed" ta="center" fz="lg">
            {STOCK_MSG.NOTHING}
          </Text>
        </Paper>
      ) : (
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="md">
          {notes.data.map((note) => (
            <Paper
              key={note.m_transaction_table_id}
              withBorder
              radius="md"
              p="md"
              data-testid="bungkus-nota"
              data-note={note.m_transaction_table_note_number}
            >
              <Text fw={900} fz={22} lh={1.15} lineClamp={2}>
                {note.m_transaction_table_customer_name}
              </Text>
              <Text fz="sm" c="dimmed" className="tabular">
                {notePlace(note)} · #{note.m_transaction_table_note_number}
              </Text>
              <Text fz="sm" fw={800} c={waitColor(readySince(note), now)} className="tabular" data-testid="bungkus-ready-since">
                {STOCK_MSG.READY_WAITING(formatElapsed(readySince(note), now))}
              </Text>
              <Stack gap={4} my="sm">
                {note.m_dish_status.map((d) => (
                  <Group key={d.m_dish_status_id} gap={6} wrap="nowrap">
                    <Text c="teal.7" fw={900} aria-hidden>
                      ✓
                    </Text>
                    <Text fw={700} fz="lg">
                      {d.m_menu_nama}
                    </Text>
                    {d.custom_menu ? (
                      <Text fz="sm" fs="italic" c="dimmed">
                        {d.custom_menu}
                      </Text>
                    ) : null}
                  </Group>
                ))}
              </Stack>
              <Button
                fullWidth
                size="lg"
                color="teal"
                loading={done.isPending && done.variables?.m_transaction_table_id === note.m_transaction_table_id}
                onClick={() => done.mutate(note)}
                data-testid="bungkus-done"
              >
                {STOCK_MSG.DONE}
              </Button>
            </Paper>
          ))}
        </SimpleGrid>
      )}
    </Stack>
  );
}
