/**
 * Active orders (route pesanAktif, /pesan-aktif; spec 02 §2.4): the pickup screen's layout, read-only,
 * paged: every open nota with its dishes (ready, served or waiting). Updated by live events (any
 * order or dish change); polls only while the event stream is down.
 */
import { EmptyState, Group, Loader, Stack, Text, Title } from "@mantine/core";
import { MSG, SCREEN_MSG, WEB_MSG } from "@waroeng/domain";
import { fetchActive } from "../../api/production.ts";
import { queryKeys } from "../../api/queryKeys.ts";
import { useScreenWakeLock } from "../../hooks/useScreenWakeLock.ts";
import { useOffline } from "../../lib/liveStatus.ts";
import { NoteCards, NotePager, usePagedNotes } from "../pickup/PagedNotes.tsx";
import { PickupCard } from "../pickup/PickupCard.tsx";

const noop = () => undefined;

export function ActiveOrdersPage() {
  // A screen on the pass stays lit while it is open.
  useScreenWakeLock();
  const { page, setPage, lastPage, query } = usePagedNotes({ queryKey: queryKeys.production.activeOrders, load: fetchActive });
  const offline = useOffline();
  return (
    <Stack gap="md" data-testid="pesan-aktif" data-stale={offline || undefined} style={offline ? { opacity: 0.75 } : undefined}>
      <Group justify="space-between" wrap="wrap" gap="sm">
        <Group gap="sm">
          <Title order={2} fz={26}>
            {WEB_MSG.PESAN_AKTIF}
          </Title>
          {query.data ? (
            <Text c="dimmed" fw={600} data-testid="pesan-aktif-total">
              {SCREEN_MSG.notaCount(query.data.total)}
            </Text>
          ) : null}
          {query.isFetching && !query.isPending ? <Loader size="xs" color="gray" /> : null}
        </Group>
        <NotePager page={page} lastPage={lastPage} setPage={setPage} compact />
      </Group>
      <NoteCards
        query={query}
        offline={offline}
        empty={<EmptyState py={80} title={MSG.NO_ORDERS} data-testid="pesan-aktif-empty" />}
        card={(note) => (
          <PickupCard
            key={note.m_transaction_table_id}
            note={note}
            onServe={noop}
            onUnserve={noop}
            onDeliver={noop}
            delivering={false}
            readOnly
          />
        )}
      />
    </Stack>
  );
}
