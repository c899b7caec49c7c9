/**
 * Kitchen display (route layarProduksi, /layar-produksi/{layarId}; spec 02 §2.8), full screen without
 * the staff nav: left and right halves as plotted, `Menu Yang Di Cancel` below. Pushed by live events
 * (a dish or order it shows, a menu type its stations cook, a plotting change: lib/liveMatch.ts),
 * polling every 2 s only while the event stream is down. Changing layarId clears and reloads.
 * Header: back to the screen list, the screen's name, offline mark, sound switch, age thresholds, clock.
 * After Siap semua, Batalkan takes that card's dishes back for a few seconds (BumpUndoBar).
 * On a phone (below 48em) the page scrolls instead: the header wraps, the halves and each half's
 * Tambahan column stack (production.module.css).
 */
import { ActionIcon, Alert, Button, Center, Group, Loader, NumberInput, Popover, Stack, Switch, Text } from "@mantine/core";
import { useQuery } from "@tanstack/react-query";
import { AGE_THRESHOLD_RANGE, formatDateTimeDash, MSG, optionsText, PRODUCTION_MSG, SCREEN_MSG, TIMING_MS } from "@waroeng/domain";
import { memo, useCallback, useMemo, useState } from "react";
import { Link, Navigate, useParams } from "react-router";
import { fetchScreenDetail, fetchTableNames, type ScreenDetail } from "../../api/production.ts";
import { mutationKeys, queryKeys } from "../../api/queryKeys.ts";
import { KitchenContrastSwitch } from "../../components/KitchenContrastSwitch.tsx";
import { LanguageSwitch } from "../../components/LanguageSwitch.tsx";
import { OfflineBanner } from "../../components/OfflineBanner.tsx";
import { LiveClock } from "../../components/staff-nav/LiveClock.tsx";
import { usePolling } from "../../hooks/usePolling.ts";
import { useScreenWakeLock } from "../../hooks/useScreenWakeLock.ts";
import { kitchenContrastProps, useKitchenContrast } from "../../lib/kitchenContrast.ts";
import { useOffline } from "../../lib/liveStatus.ts";
import { BumpUndoBar, type LastBump } from "./BumpUndoBar.tsx";
import { ProductionHalf } from "./ProductionHalf.tsx";
import classes from "./production.module.css";
import { type ScreenSettings, useScreenSettings } from "./screenSettings.ts";
import { useBump, useUndoBump } from "./useBump.ts";
import { useNewTicketSound } from "./useNewTicketSound.ts";

export function ProductionScreenPage() {
  // A screen on the pass stays lit while it is open.
  useScreenWakeLock();
  const { layarId } = useParams();
  const id = Number(layarId);
  if (!Number.isInteger(id) || id <= 0) {
    return <Navigate to="/layar-produksi" replace />;
  }
  return <ProductionDisplay key={id} screenId={id} />;
}

function Settings({ settings, update }: { settings: ScreenSettings; update: (p: Partial<ScreenSettings>) => void }) {
  return (
    <Popover width={260} position="bottom-end" withArrow>
      <Popover.Target>
        <ActionIcon size={44} variant="default" aria-label={SCREEN_MSG.SCREEN_SETTINGS} data-testid="production-settings">
          <span style={{ fontSize: 22 }}>⚙</span>
        </ActionIcon>
      </Popover.Target>
      <Popover.Dropdown>
        <Stack gap="sm">
          <NumberInput
            label={PRODUCTION_MSG.AGE_WARN}
            min={AGE_THRESHOLD_RANGE.min}
            max={AGE_THRESHOLD_RANGE.max}
            allowDecimal={false}
            clampBehavior="strict"
            value={settings.warnMinutes}
            onChange={(v) => typeof v === "number" && update({ warnMinutes: v })}
            data-testid="production-warn"
          />
          <NumberInput
            label={PRODUCTION_MSG.AGE_LATE}
            min={AGE_THRESHOLD_RANGE.min}
            max={AGE_THRESHOLD_RANGE.max}
            allowDecimal={false}
            clampBehavior="strict"
            value={settings.lateMinutes}
            onChange={(v) => typeof v === "number" && update({ lateMinutes: v })}
            data-testid="production-late"
          />
        </Stack>
      </Popover.Dropdown>
    </Popover>
  );
}

const NO_NAMES: Record<string, string> = {};

/** `Menu Yang Di Cancel`: today's cancelled dishes (the first 12), rendered again only when they change. */
const CancelledList = memo(function CancelledList({ cancelled }: { cancelled: ScreenDetail["cancelled"] }) {
  return (
    <div className={classes.cancelled} data-testid="production-cancelled">
      <Text fz={18} fw={900} c="red.4">
        {PRODUCTION_MSG.CANCELLED_TITLE}
      </Text>
      {cancelled.length === 0 ? (
        <Text c="gray.4" fw={600}>
          {SCREEN_MSG.NONE}
        </Text>
      ) : (
        <div style={{ display: "flex", flexWrap: "wrap", gap: "4px 18px" }}>
          {cancelled.slice(0, 12).map((c) => (
            <Text key={c.id} fz={18} fw={700} data-testid="production-cancelled-item">
              <s>{c.options.length > 0 ? `${c.m_menu_nama} · ${optionsText(c.options)}` : c.m_menu_nama}</s>{" "}
              <Text span fz="sm" c="gray.5" className="tabular">
                {SCREEN_MSG.notaLabel(c.m_transaction_table_note_number)} · {formatDateTimeDash(new Date(c.updated_at))}
              </Text>
            </Text>
          ))}
        </div>
      )}
    </div>
  );
});

function ProductionDisplay({ screenId }: { screenId: number }) {
  const query = usePolling({
    queryKey: queryKeys.production.detail(screenId),
    queryFn: () => fetchScreenDetail(screenId),
    intervalMs: TIMING_MS.staffTableRefresh,
    pauseWhileMutating: mutationKeys.dish,
  });
  const names = useQuery({ queryKey: queryKeys.production.tableNames, queryFn: fetchTableNames, staleTime: 5 * 60_000 });
  const [settings, update] = useScreenSettings();
  const bump = useBump(screenId);
  const undo = useUndoBump(screenId);
  // The last Siap semua that turned dishes ready, offered for Batalkan (BumpUndoBar) until it times out.
  const [lastBump, setLastBump] = useState<LastBump | null>(null);
  const closeUndo = useCallback(() => setLastBump(null), []);
  // Stable props: the memoised halves and cards render again only when their own data changed.
  const { mutate: bumpMutate } = bump;
  const onBump = useCallback(
    (ids: number[], card?: string) =>
      bumpMutate(ids, {
        onSuccess: (r) => {
          if (card !== undefined && r.bumped.length > 0) {
            setLastBump({ menu: card, ids: r.bumped, token: r.undo_token });
          }
        },
      }),
    [bumpMutate],
  );
  const { warnMinutes, lateMinutes } = settings;
  const thresholds = useMemo(() => ({ warnMinutes, lateMinutes }), [warnMinutes, lateMinutes]);
  const offline = useOffline();
  const [contrast, setContrast] = useKitchenContrast();
  useNewTicketSound(query.data, settings.muted);
  const d = query.data;
  const tableNames = names.data ?? NO_NAMES;
  return (
    <div className={classes.screen} data-testid="layar-produksi" data-stale={offline || undefined} {...kitchenContrastProps(contrast)}>
      <header className={classes.header}>
        <Group gap="sm" wrap="nowrap">
          <Button component={Link} to="/layar-produksi" variant="default" size="sm" aria-label={SCREEN_MSG.BACK_TO_SCREENS}>
            ← {SCREEN_MSG.SCREENS}
          </Button>
          <Text fz={26} fw={900} c="orange.5" data-testid="production-title">
            {SCREEN_MSG.screenTitle(d?.layar_name ?? "")}
          </Text>
          {query.isFetching && !query.isPending ? <Loader size="xs" color="gray" /> : null}
        </Group>
        <Group gap="md" wrap="wrap" className={classes.headerTools}>
          <Switch
            size="lg"
            color="green"
            checked={!settings.muted}
            onChange={(e) => update({ muted: !e.currentTarget.checked })}
            label={
              <Text c="gray.3" fw={700}>
                {settings.muted ? PRODUCTION_MSG.SOUND_OFF : PRODUCTION_MSG.SOUND_ON}
              </Text>
            }
            data-testid="production-sound"
          />
          <KitchenContrastSwitch on={contrast} onChange={setContrast} dark />
          <LanguageSwitch dark />
          <Settings settings={settings} update={update} />
          <LiveClock />
        </Group>
      </header>
      <OfflineBanner />
      {query.isError && !d ? (
        <Alert color="red" title={MSG.OOPS_TITLE} m="md">
          {query.error.message}
        </Alert>
      ) : !d ? (
        <Center py={120}>
          <Loader size="xl" />
        </Center>
      ) : (
        <>
          <div className={classes.halves} style={offline ? { opacity: 0.75 } : undefined}>
            {(["left", "right"] as const).map((side) => (
              <ProductionHalf
                key={side}
                side={d[side]}
                queue={d[`${side}_queue`]}
                additional={d[`${side}_additional`]}
                thresholds={thresholds}
                tableNames={tableNames}
                onBump={onBump}
              />
            ))}
          </div>
          <CancelledList cancelled={d.cancelled} />
        </>
      )}
      {lastBump ? (
        <BumpUndoBar
          key={lastBump.token}
          last={lastBump}
          onUndo={(last) => {
            setLastBump(null);
            undo.mutate({ ids: last.ids, token: last.token });
          }}
          onClose={closeUndo}
        />
      ) : null}
    </div>
  );
}
