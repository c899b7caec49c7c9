/**
 * Active orders (route pesanAktif, /pesan-aktif; spec 02 §2.4): the pickup screen's layout, read-only,
 * paged: every open nota with its dishes (ready, served or waiting). Updated by live events (any
 * order or dish change); polls only while the event stream is down.
 */
import { Alert, Button, Center, EmptyState, Group, Loader, SimpleGrid, Stack, Text, Title } from "@mantine/core";
import { MSG, SCREEN_MSG, TIMING_MS, WEB_MSG } from "@waroeng/domain";
import { useEffect, useState } from "react";
import { fetchActive } from "../../api/production.ts";
import { queryKeys } from "../../api/queryKeys.ts";
import { usePolling } from "../../hooks/usePolling.ts";
import { useOffline } from "../../lib/liveStatus.ts";
import { PickupCard } from "../pickup/PickupCard.tsx";

const noop = () => undefined;

export function ActiveOrdersPage() {
  const [page, setPage] = useState(1);
  const query = usePolling({
    queryKey: queryKeys.production.activeOrders(page),
    queryFn: () => fetchActive(page),
    intervalMs: TIMING_MS.staffTableRefresh,
    keepPrevious: true,
  });
  const offline = useOffline();
  const lastPage = query.data?.last_page ?? 1;
  useEffect(() => {
    if (query.data && !query.isPlaceholderData && page > lastPage) {
      setPage(lastPage);
    }
  }, [query.data, query.isPlaceholderData, page, lastPage]);
  const notes = query.data?.data ?? [];
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
        <Group gap="xs" wrap="nowrap">
          <Button
            size="md"
            variant="default"
            disabled={page <= 1}
            onClick={() => setPage((p) => Math.max(1, p - 1))}
            data-testid="page-prev"
          >
            ‹{" "}
            <Text span inherit visibleFrom="sm">
              {SCREEN_MSG.PREVIOUS}
            </Text>
          </Button>
          <Text fw={700} className="tabular" miw={56} ta="center" data-testid="page-info">
            {page} / {lastPage}
          </Text>
          <Button
            size="md"
            variant="default"
            disabled={page >= lastPage}
            onClick={() => setPage((p) => Math.min(lastPage, p + 1))}
            data-testid="page-next"
            aria-label={SCREEN_MSG.NEXT}
          >
            <Text span inherit visibleFrom="sm">
              {SCREEN_MSG.NEXT}
            </Text>{" "}
            ›
          </Button>
        </Group>
      </Group>
      {query.isError && !query.data && !offline ? (
        <Alert color="red" title={MSG.OOPS_TITLE}>
          {query.error.message}
        </Alert>
      ) : null}
      {!query.data ? (
        <Center py={80}>
          <Loader size="lg" />
        </Center>
      ) : notes.length === 0 ? (
        <EmptyState py={80} title={MSG.NO_ORDERS} data-testid="pesan-aktif-empty" />
      ) : (
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="md" verticalSpacing="md">
          {notes.map((note) => (
            <PickupCard
              key={note.m_transaction_table_id}
              note={note}
              onServe={noop}
              onUnserve={noop}
              onDeliver={noop}
              delivering={false}
              readOnly
            />
          ))}
        </SimpleGrid>
      )}
    </Stack>
  );
}
