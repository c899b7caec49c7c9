/**
 * Hal Order, the staff dashboard (`/odcr`; foundations §2 "Staff dashboard", §4, §5): STAF
 * PELAYANAN buttons, the MEJA (not for wbd) and BUNGKUS cards, and the staff note form with its
 * Karyawan selector and table multi-select. Live events refresh it at once; while the stream is
 * down it reloads every 2 s (useOdcr). Elapsed times tick each minute.
 */
import { Alert, Box, Loader, Stack, Title } from "@mantine/core";
import { can, WEB_MSG } from "@waroeng/domain";
import { useNow } from "../../hooks/useClock.ts";
import { useCurrentUser } from "../../hooks/useCurrentUser.ts";
import { useOffline } from "../../lib/liveStatus.ts";
import { session } from "../../lib/session.ts";
import { FloorSections } from "../dashboard/TableSection.tsx";
import type { TableWithOrder } from "../dashboard/useTables.ts";
import { StaffButtons, type TablesByStaff } from "./StaffButtons.tsx";
import { StaffNoteModal, type TableOption } from "./StaffNoteModal.tsx";
import { useOdcr } from "./useOdcr.ts";
import { useOdcrActions } from "./useOdcrActions.ts";

function freeOptions(rows: TableWithOrder[]): { value: string; label: string }[] {
  return rows.filter((r) => r.order === undefined).map((r) => ({ value: String(r.table.m_meja_id), label: r.table.m_meja_nama }));
}

/** Open orders per staff member (each order once, however many tables it holds). */
function countByStaff(rows: TableWithOrder[]): TablesByStaff {
  const seen = new Set<number>();
  const counts: TablesByStaff = new Map();
  for (const { order } of rows) {
    if (order && !seen.has(order.m_transaction_table_id)) {
      seen.add(order.m_transaction_table_id);
      counts.set(order.m_transaction_table_by, (counts.get(order.m_transaction_table_by) ?? 0) + 1);
    }
  }
  return counts;
}

export function OdcrPage() {
  const user = useCurrentUser();
  const role = user.data?.role ?? session.role();
  const now = useNow(60_000);
  const offline = useOffline();
  const { rows, staff, ready, error, reload } = useOdcr();
  const dineInAllowed = can(role, "order.dineIn");
  const dineIn = dineInAllowed ? rows.filter((r) => r.kind === "dine_in") : [];
  const takeAway = rows.filter((r) => r.kind === "take_away");
  const me = staff.some((s) => s.id === user.data?.id) ? (user.data?.id ?? null) : null;
  const actions = useOdcrActions(rows, reload, me);

  if (!ready) {
    return (
      <Stack h="60vh" align="center" justify="center" data-testid="odcr-unloaded">
        {error && !offline && <Alert color="red">{error.message}</Alert>}
        <Loader />
      </Stack>
    );
  }
  const tableOptions: TableOption[] = [
    ...(dineInAllowed ? [{ group: WEB_MSG.TABLES, items: freeOptions(dineIn) }] : []),
    { group: WEB_MSG.TAKEAWAYS, items: freeOptions(takeAway) },
  ];
  const onOpen = (row: TableWithOrder) => void actions.openTable(row);

  return (
    <Box data-testid="odcr">
      <Title order={3} fz={{ base: "lg", sm: "xl" }} mb="sm" data-testid="page-title">
        {WEB_MSG.HAL_ORDER}
      </Title>
      {error && !offline && (
        <Alert color="red" mb="sm">
          {error.message}
        </Alert>
      )}
      <Stack gap="sm" data-stale={offline || undefined} style={offline ? { opacity: 0.7, filter: "grayscale(0.5)" } : undefined}>
        <StaffButtons staff={staff} counts={countByStaff(rows)} onPick={actions.openStaff} />
        <FloorSections dineIn={dineInAllowed ? dineIn : null} takeAway={takeAway} now={now} onOpen={onOpen} showBy />
      </Stack>
      <StaffNoteModal
        opened={actions.target !== null}
        title={actions.target?.title ?? ""}
        initial={actions.target?.initial ?? null}
        staff={staff}
        tableOptions={tableOptions}
        onClose={() => actions.setTarget(null)}
        onSubmit={actions.create}
      />
    </Box>
  );
}
