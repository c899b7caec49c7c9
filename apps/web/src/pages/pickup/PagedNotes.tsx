/**
 * The paged nota screens (Hal Ambil, Pesan Aktif; spec 02 §2.3, §2.4): the page being shown, its
 * load (polled while the event stream is down, the previous page kept on screen while the next
 * loads, and back to the last page when deliveries make the shown one disappear), the pager, and
 * the cards grid under its error, loading and empty states.
 */
import { Alert, Button, Group, SimpleGrid, Text } from "@mantine/core";
import type { MutationKey, QueryKey } from "@tanstack/react-query";
import { MSG, SCREEN_MSG, TIMING_MS } from "@waroeng/domain";
import { type Dispatch, type ReactNode, type SetStateAction, useEffect, useState } from "react";
import type { NotePage, PickupNote } from "../../api/kitchen.ts";
import { PageLoader } from "../../components/PageLoader.tsx";
import { usePolling } from "../../hooks/usePolling.ts";

/** Page `page` (from 1) of `load`, reloaded every staff-table interval; `lastPage` is at least 1. */
export function usePagedNotes(opts: {
  queryKey: (page: number) => QueryKey;
  load: (page: number) => Promise<NotePage>;
  pauseWhileMutating?: MutationKey;
}) {
  const [page, setPage] = useState(1);
  const query = usePolling({
    queryKey: opts.queryKey(page),
    queryFn: () => opts.load(page),
    intervalMs: TIMING_MS.staffTableRefresh,
    pauseWhileMutating: opts.pauseWhileMutating,
    keepPrevious: true,
  });
  const lastPage = query.data?.last_page ?? 1;
  // After deliveries the last page can disappear: follow it back.
  useEffect(() => {
    if (query.data && !query.isPlaceholderData && page > lastPage) {
      setPage(lastPage);
    }
  }, [query.data, query.isPlaceholderData, page, lastPage]);
  return { page, setPage, lastPage, query, notes: query.data?.data ?? [] };
}

/**
 * The page's cards, three across from lg: the load's refusal (unless offline, where the banner
 * says it), a loader until the first page, `empty` when it holds no nota.
 */
export function NoteCards(p: {
  query: { data?: NotePage; isError: boolean; error: Error | null };
  offline: boolean;
  empty: ReactNode;
  card: (note: PickupNote) => ReactNode;
}) {
  const { query } = p;
  const notes = query.data?.data ?? [];
  return (
    <>
      {query.isError && !query.data && !p.offline ? (
        <Alert color="red" title={MSG.OOPS_TITLE}>
          {query.error?.message}
        </Alert>
      ) : null}
      {!query.data ? (
        <PageLoader />
      ) : notes.length === 0 ? (
        p.empty
      ) : (
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="md" verticalSpacing="md">
          {notes.map(p.card)}
        </SimpleGrid>
      )}
    </>
  );
}

/**
 * ‹ Sebelumnya · page / last · Selanjutnya ›; `compact` hides the words below sm (the buttons keep
 * their arrows and their names as aria-labels), so the pager fits a phone's width.
 */
export function NotePager(p: { page: number; lastPage: number; setPage: Dispatch<SetStateAction<number>>; compact?: boolean }) {
  const { page, lastPage, setPage } = p;
  // The button's label is a flex box, which drops a space beside an element: the gap is a margin.
  const word = (text: string, side: "ml" | "mr") =>
    p.compact ? (
      <Text span inherit visibleFrom="sm" {...{ [side]: 6 }}>
        {text}
      </Text>
    ) : (
      text
    );
  return (
    <Group gap="xs" wrap="nowrap">
      <Button
        size="md"
        variant="default"
        disabled={page <= 1}
        onClick={() => setPage((n) => Math.max(1, n - 1))}
        data-testid="page-prev"
        aria-label={p.compact ? SCREEN_MSG.PREVIOUS : undefined}
      >
        ‹ {word(SCREEN_MSG.PREVIOUS, "ml")}
      </Button>
      <Text fw={700} className="tabular" miw={56} ta="center" data-testid="page-info">
        {page} / {lastPage}
      </Text>
      <Button
        size="md"
        variant="default"
        disabled={page >= lastPage}
        onClick={() => setPage((n) => Math.min(lastPage, n + 1))}
        data-testid="page-next"
        aria-label={p.compact ? SCREEN_MSG.NEXT : undefined}
      >
        {word(SCREEN_MSG.NEXT, "mr")} ›
      </Button>
    </Group>
  );
}
