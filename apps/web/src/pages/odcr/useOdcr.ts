/**
 * The data of /odcr (foundations §2 "Staff dashboard", §4 "Refresh loops"): the tables, their open
 * orders and the staff who take orders. The open orders share the cashier dashboard's query
 * (queryKeys.orders.open), so a live event refreshes both at once; while the event stream is down
 * the list reloads every 2 s (usePolling), as the spec's staff loop does.
 */
import { useQuery } from "@tanstack/react-query";
import { can, TIMING_MS } from "@waroeng/domain";
import { queryKeys } from "../../api/queryKeys.ts";
import { listStaff } from "../../api/staff.ts";
import { listOpenOrders, listTables } from "../../api/tables.ts";
import { usePolling } from "../../hooks/usePolling.ts";
import { type TableWithOrder, tableKind } from "../dashboard/useTables.ts";

export function useOdcr() {
  const tables = useQuery({ queryKey: queryKeys.tables.all, queryFn: listTables, staleTime: 60_000 });
  const orders = usePolling({ queryKey: queryKeys.orders.open, queryFn: listOpenOrders, intervalMs: TIMING_MS.staffTableRefresh });
  const staff = useQuery({ queryKey: queryKeys.staff, queryFn: listStaff, staleTime: 60_000 });
  const rows: TableWithOrder[] = (tables.data ?? []).map((table) => ({
    table,
    kind: tableKind(table),
    order: orders.data?.[String(table.m_meja_id)],
  }));
  return {
    rows,
    /** STAF PELAYANAN: the outlet's users whose role takes orders (the server accepts only these as Karyawan). */
    staff: (staff.data ?? []).filter((u) => can(u.role, "order.take")),
    ready: tables.data !== undefined && orders.data !== undefined,
    error: tables.error ?? orders.error ?? staff.error,
    reload: () => void orders.refetch(),
  };
}
