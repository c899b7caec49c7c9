/**
 * Kitchen preparation screen (route halTata, /hal-tata/{type}; spec 02 §2.1): three groups of nota
 * badges (Selesai, Belum Selesai, Tambahan) and the menu cards with pending dishes, reloaded every
 * 2 s; a badge opens its dishes popup, a menu card its "Daftar Pesanan" popup.
 */
import { Alert, EmptyState, Grid, Group, Loader, SegmentedControl, SimpleGrid, Stack, Title } from "@mantine/core";
import { LIVE_MSG, MSG, TIMING_MS, WEB_MSG } from "@waroeng/domain";
import { lazy, useCallback, useState } from "react";
import { Navigate, useNavigate, useParams } from "react-router";
import { fetchAvailable, fetchReadyStatus, type PrepType, type ReadyNote, type ReadyStatus } from "../../api/kitchen.ts";
import { mutationKeys, queryKeys } from "../../api/queryKeys.ts";
import { KitchenContrastSwitch } from "../../components/KitchenContrastSwitch.tsx";
import { LanguageSwitch } from "../../components/LanguageSwitch.tsx";
import { MountWhenOpened } from "../../components/MountWhenOpened.tsx";
import { PageLoader } from "../../components/PageLoader.tsx";
import { usePolling } from "../../hooks/usePolling.ts";
import { useScreenWakeLock } from "../../hooks/useScreenWakeLock.ts";
import { kitchenContrastProps, useKitchenContrast } from "../../lib/kitchenContrast.ts";
import { useOffline } from "../../lib/liveStatus.ts";
import { CancelledPanel } from "./CancelledPanel.tsx";
import classes from "./kitchenPrep.module.css";
import { MenuBoard } from "./MenuBoard.tsx";
import { NoteGroup } from "./NoteGroup.tsx";

/** The two dialogs open on a tap: their chunks (and Mantine's Modal) load on the first one, not with the screen. */
const DishesModal = lazy(async () => ({ default: (await import("./DishesModal.tsx")).DishesModal }));
const PendingMenuModal = lazy(async () => ({ default: (await import("./PendingMenuModal.tsx")).PendingMenuModal }));

const TYPES: Array<{ value: PrepType; label: string }> = [
  {
    value: "dine_in",
    get label() {
      return WEB_MSG.DINE_IN;
    },
  },
  {
    value: "take_away",
    get label() {
      return WEB_MSG.TAKE_AWAY;
    },
  },
];

function isPrepType(value: string | undefined): value is PrepType {
  return value === "dine_in" || value === "take_away";
}

function findNote(data: ReadyStatus | undefined, id: number): ReadyNote | undefined {
  if (!data) {
    return undefined;
  }
  return [...data.notCompleted, ...data.completed, ...data.additional].find((n) => n.m_transaction_table_id === id);
}

export function KitchenPrepPage() {
  // A screen on the pass stays lit while it is open.
  useScreenWakeLock();
  const { type } = useParams();
  if (!isPrepType(type)) {
    return <Navigate to="/hal-tata/dine_in" replace />;
  }
  // Keyed by type: changing the param reloads the screen from scratch.
  return <KitchenPrepScreen key={type} type={type} />;
}

function KitchenPrepScreen({ type }: { type: PrepType }) {
  const navigate = useNavigate();
  const [openNote, setOpenNote] = useState<ReadyNote | null>(null);
  const [openMenu, setOpenMenu] = useState<{ id: number; name: string } | null>(null);
  const polling = { intervalMs: TIMING_MS.staffTableRefresh, pauseWhileMutating: mutationKeys.dish };
  const status = usePolling({ queryKey: queryKeys.kitchen.readyStatus(type), queryFn: () => fetchReadyStatus(type), ...polling });
  const available = usePolling({ queryKey: queryKeys.kitchen.available(type), queryFn: () => fetchAvailable(type), ...polling });
  const closeMenu = useCallback(() => setOpenMenu(null), []);
  const onOpenMenu = useCallback((id: number, name: string) => setOpenMenu({ id, name }), []);
  const offline = useOffline();
  const [contrast, setContrast] = useKitchenContrast();
  // While the server is unreachable the cards stay, marked stale (kitchenPrep.module.css .stale).
  const stale = offline ? { className: classes.stale, "data-stale": true, style: { "--stale-label": `"${LIVE_MSG.STALE}"` } } : {};

  const data = status.data;
  // The popup follows the live counts of its nota; the snapshot stays if the nota left the lists.
  const current = openNote ? (findNote(data, openNote.m_transaction_table_id) ?? openNote) : null;
  const empty = data && data.completed.length + data.notCompleted.length + data.additional.length === 0;

  return (
    <Stack gap="md" data-testid="hal-tata" data-type={type} {...stale} {...kitchenContrastProps(contrast)}>
      <Group justify="space-between" wrap="wrap" gap="sm">
        <Group gap="sm">
          <Title order={2} fz={28}>
            {WEB_MSG.HAL_TATA}
          </Title>
          {status.isFetching && !status.isPending ? <Loader size="xs" color="gray" /> : null}
        </Group>
        <KitchenContrastSwitch on={contrast} onChange={setContrast} />
        <LanguageSwitch />
        <SegmentedControl
          size="lg"
          radius="md"
          color="orange"
          value={type}
          data={TYPES}
          onChange={(value) => navigate(`/hal-tata/${value}`)}
          data-testid="hal-tata-type"
        />
      </Group>
      {status.isError && !data && !offline ? (
        <Alert color="red" title={MSG.OOPS_TITLE}>
          {status.error.message}
        </Alert>
      ) : null}
      {!data ? (
        <PageLoader />
      ) : empty ? (
        <EmptyState py={48} title={MSG.NO_ORDERS} description={WEB_MSG.KITCHEN_EMPTY_HINT} data-testid="hal-tata-empty" />
      ) : data ? (
        <SimpleGrid cols={{ base: 1, md: 3 }} spacing="md">
          <NoteGroup kind="completed" notes={data.completed} onOpen={setOpenNote} />
          <NoteGroup kind="notCompleted" notes={data.notCompleted} onOpen={setOpenNote} />
          <NoteGroup kind="additional" notes={data.additional} onOpen={setOpenNote} />
        </SimpleGrid>
      ) : null}
      <Grid gap="md">
        <Grid.Col span={{ base: 12, lg: 9 }}>
          <MenuBoard available={available.data} onOpenMenu={onOpenMenu} />
        </Grid.Col>
        <Grid.Col span={{ base: 12, lg: 3 }}>
          <CancelledPanel cancelled={available.data?.cancelled ?? []} />
        </Grid.Col>
      </Grid>
      <MountWhenOpened opened={current !== null}>
        <DishesModal type={type} note={current} onClose={() => setOpenNote(null)} />
      </MountWhenOpened>
      <MountWhenOpened opened={openMenu !== null}>
        <PendingMenuModal type={type} menu={openMenu} onClose={closeMenu} />
      </MountWhenOpened>
    </Stack>
  );
}
