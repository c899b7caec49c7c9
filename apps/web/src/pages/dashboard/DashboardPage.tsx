/**
 * Cashier dashboard, "Daftar Transaksi" (foundations §2, §4): MEJA (not for wbd), BUNGKUS, and the
 * SS Express side panel; the list refreshes every 5 s and elapsed times tick each minute.
 */
import { Alert, Box, Grid, Group, Loader, Stack, Text, Title } from "@mantine/core";
import { can, LABELS, SCREEN_MSG, WEB_MSG } from "@waroeng/domain";
import { lazy, useCallback } from "react";
import { MountWhenOpened } from "../../components/MountWhenOpened.tsx";
import { useNow } from "../../hooks/useClock.ts";
import { useCurrentUser } from "../../hooks/useCurrentUser.ts";
import { useOffline } from "../../lib/liveStatus.ts";
import { session } from "../../lib/session.ts";
import { toCreatePayload } from "./noteForm.ts";
import { FloorSections, TableSection } from "./TableSection.tsx";
import { useTableActions } from "./useTableActions.ts";
import { useTables } from "./useTables.ts";

// The nota forms (zod, the form library, the time and table pickers) load on the first open, not with the tables.
const NoteFormModal = lazy(async () => ({ default: (await import("./NoteFormModal.tsx")).NoteFormModal }));
const EditNoteModal = lazy(async () => ({ default: (await import("./EditNoteModal.tsx")).EditNoteModal }));
const ChoiceModal = lazy(async () => ({ default: (await import("./ChoiceModal.tsx")).ChoiceModal }));

export function DashboardPage() {
  const user = useCurrentUser();
  const role = user.data?.role ?? session.role();
  const now = useNow(60_000);
  const { rows, isPending, ready, error, reload } = useTables();
  const offline = useOffline();
  const actions = useTableActions(reload);
  const { setEditId } = actions;
  const closeEdit = useCallback(() => setEditId(null), [setEditId]);

  if (isPending || !ready) {
    // Never "0/0 terisi" for lists that did not arrive: the error (or the offline banner) and a loader.
    return (
      <Stack h="60vh" align="center" justify="center" data-testid="dashboard-unloaded">
        {error && !offline && <Alert color="red">{error.message}</Alert>}
        <Loader />
      </Stack>
    );
  }
  const dineIn = rows.filter((r) => r.kind === "dine_in");
  const takeAway = rows.filter((r) => r.kind === "take_away");
  const express = rows.filter((r) => r.kind === "express");
  const noteTarget = actions.noteTarget;
  const noteDineIn = noteTarget?.kind === "dine_in";
  const mergeOptions = dineIn
    .filter((r) => r.order === undefined && r.table.m_meja_id !== noteTarget?.table.m_meja_id)
    .map((r) => ({ value: String(r.table.m_meja_id), label: r.table.m_meja_nama }));

  return (
    <Box p={{ base: "xs", sm: "md" }}>
      <Group justify="space-between" mb="sm">
        <Title order={3} fz={{ base: "lg", sm: "xl" }} data-testid="page-title">
          {LABELS.TRANSACTION_LIST}
        </Title>
        <Group gap="md" visibleFrom="sm">
          <Legend color="white" border="1px solid var(--mantine-color-gray-4)" label={WEB_MSG.FREE_TABLE} />
          <Legend color="var(--mantine-color-orange-2)" border="1px solid var(--mantine-color-orange-4)" label={WEB_MSG.HAS_ORDER} />
          <Legend color="var(--wp-draft)" border="2px dashed var(--mantine-color-orange-3)" label={WEB_MSG.NO_MENU_YET} />
        </Group>
      </Group>
      {error && !offline && (
        <Alert color="red" mb="sm">
          {error.message}
        </Alert>
      )}
      <Grid gap="sm" data-stale={offline || undefined} style={offline ? { opacity: 0.7, filter: "grayscale(0.5)" } : undefined}>
        <Grid.Col span={{ base: 12, md: 9 }}>
          <Stack gap="sm">
            <FloorSections dineIn={can(role, "order.dineIn") ? dineIn : null} takeAway={takeAway} now={now} onOpen={actions.open} />
          </Stack>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 3 }}>
          <TableSection
            title={SCREEN_MSG.EXPRESS}
            testId="section-express"
            rows={express}
            now={now}
            onOpen={actions.open}
            cols={{ base: 3, md: 1 }}
          />
        </Grid.Col>
      </Grid>
      <MountWhenOpened opened={noteTarget !== null}>
        <NoteFormModal
          opened={noteTarget !== null}
          title={noteDineIn ? LABELS.DINE_IN_NOTE_TITLE : LABELS.TAKE_AWAY_NOTE_TITLE}
          place={noteTarget?.table.m_meja_nama ?? ""}
          initial={actions.noteInitial}
          proposed={actions.proposed}
          mergeOptions={noteDineIn ? mergeOptions : undefined}
          onClose={() => actions.setNoteTarget(null)}
          onSubmit={(values) => actions.create(toCreatePayload(values, noteDineIn, actions.proposed))}
        />
      </MountWhenOpened>
      <MountWhenOpened opened={actions.choiceTarget !== null}>
        <ChoiceModal
          target={actions.choiceTarget}
          onClose={() => actions.setChoiceTarget(null)}
          onView={(id) => void actions.viewOrder(id)}
          onEdit={(id) => void actions.editOrder(id)}
        />
      </MountWhenOpened>
      <MountWhenOpened opened={actions.editId !== null}>
        <EditNoteModal orderId={actions.editId} onClose={closeEdit} onChanged={reload} />
      </MountWhenOpened>
    </Box>
  );
}

function Legend({ color, border, label }: { color: string; border: string; label: string }) {
  return (
    <Group gap={6}>
      <Box w={14} h={14} style={{ background: color, border, borderRadius: 4 }} />
      <Text fz="xs" c="dimmed">
        {label}
      </Text>
    </Group>
  );
}
