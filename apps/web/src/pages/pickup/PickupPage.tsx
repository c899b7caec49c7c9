/**
 * Pickup screen (route halAmbil, /hal-ambil/{type}; spec 02 §2.3, §4): paged cards, one nota each,
 * reloaded every 2 s. Serving a ready dish, un-serving after confirmation, Selesai when all served.
 */
import { Button, EmptyState, Group, Loader, Stack, Title } from "@mantine/core";
import { useQuery } from "@tanstack/react-query";
import { MSG, SCREEN_MSG, WEB_MSG } from "@waroeng/domain";
import { useCallback } from "react";
import { Link, Navigate, useParams } from "react-router";
import { type Dish, fetchReadyByType, type PickupNote, type PickupType } from "../../api/kitchen.ts";
import { listMenuTypes } from "../../api/menu.ts";
import { mutationKeys, queryKeys } from "../../api/queryKeys.ts";
import { confirmTakeBack } from "../../components/confirmTakeBack.tsx";
import { KitchenContrastSwitch } from "../../components/KitchenContrastSwitch.tsx";
import { LanguageSwitch } from "../../components/LanguageSwitch.tsx";
import { useScreenWakeLock } from "../../hooks/useScreenWakeLock.ts";
import { kitchenContrastProps, useKitchenContrast } from "../../lib/kitchenContrast.ts";
import { useOffline } from "../../lib/liveStatus.ts";
import { NoteCards, NotePager, usePagedNotes } from "./PagedNotes.tsx";
import { PickupCard } from "./PickupCard.tsx";
import { usePickupActions } from "./usePickupActions.ts";

/** The kind in the title, read at render (it follows the language). */
const kindLabel = (type: PickupType): string => (type === "minum" ? SCREEN_MSG.DRINKS : SCREEN_MSG.FOOD);

export function PickupPage() {
  // A screen on the pass stays lit while it is open.
  useScreenWakeLock();
  const { type } = useParams();
  if (type !== "minum" && type !== "makan") {
    return <Navigate to="/ambil-landing" replace />;
  }
  return <PickupScreen key={type} type={type} />;
}

function PickupScreen({ type }: { type: PickupType }) {
  const { page, setPage, lastPage, query } = usePagedNotes({
    queryKey: (p) => queryKeys.kitchen.readyByType(type, p),
    load: (p) => fetchReadyByType(type, p),
    pauseWhileMutating: mutationKeys.dish,
  });
  const { serve, deliver } = usePickupActions(type, page);
  const offline = useOffline();
  const [contrast, setContrast] = useKitchenContrast();
  // Menu type → pickup kind, so a live event of the other kind's dishes does not reload this page.
  useQuery({ queryKey: queryKeys.menu.types, queryFn: listMenuTypes, staleTime: 5 * 60_000 });

  // Stable callbacks: the memoised cards render again only when their nota changed.
  const { mutate: serveMutate } = serve;
  const { mutate: deliverMutate } = deliver;
  const onServe = useCallback((dish: Dish) => serveMutate({ dish, served: true }), [serveMutate]);
  const onUnserve = useCallback((dish: Dish) => confirmTakeBack(() => serveMutate({ dish, served: false })), [serveMutate]);
  const onDeliver = useCallback((n: PickupNote) => deliverMutate(n), [deliverMutate]);

  return (
    <Stack
      gap="md"
      data-testid="hal-ambil"
      data-type={type}
      data-stale={offline || undefined}
      {...kitchenContrastProps(contrast)}
      style={offline ? { opacity: 0.75 } : undefined}
    >
      <Group justify="space-between" wrap="wrap" gap="sm">
        <Group gap="sm">
          <Button component={Link} to="/ambil-landing" variant="default" size="md" aria-label={WEB_MSG.BACK_TO_PICKUP}>
            ←
          </Button>
          <Title order={2} fz={26}>
            {SCREEN_MSG.pickupTitle(kindLabel(type))}
          </Title>
          {query.isFetching && !query.isPending ? <Loader size="xs" color="gray" /> : null}
        </Group>
        <KitchenContrastSwitch on={contrast} onChange={setContrast} />
        <LanguageSwitch />
        <NotePager page={page} lastPage={lastPage} setPage={setPage} compact />
      </Group>
      <NoteCards
        query={query}
        offline={offline}
        empty={<EmptyState py={80} title={MSG.NO_ORDERS} description={WEB_MSG.PICKUP_EMPTY_HINT} data-testid="hal-ambil-empty" />}
        card={(note) => (
          <PickupCard
            key={note.m_transaction_table_id}
            note={note}
            onServe={onServe}
            onUnserve={onUnserve}
            onDeliver={onDeliver}
            delivering={deliver.isPending && deliver.variables?.m_transaction_table_id === note.m_transaction_table_id}
          />
        )}
      />
    </Stack>
  );
}
