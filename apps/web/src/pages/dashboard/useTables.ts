import { useQuery, useQueryClient } from "@tanstack/react-query";
import { tableKind as kindOf, type TableKind } from "@waroeng/domain";
import { queryKeys } from "../../api/queryKeys.ts";
import { type DiningTable, listOpenOrders, listTables, type OrderSummary } from "../../api/tables.ts";
import { useStreamUp } from "../../lib/liveStatus.ts";

/** Table kinds of `m_meja_type` (the domain's `tableKind`): express, bungkus, anything else is dine in. */
export type { TableKind };

export function tableKind(table: DiningTable): TableKind {
  return kindOf(table.m_meja_type);
}

export interface TableWithOrder {
  table: DiningTable;
  kind: TableKind;
  order: OrderSummary | undefined;
}

/** GET /m-meja + GET /tmp-transaction (refetched on live events, every 5 s while the stream is down, and on focus), joined by table id. */
export function useTables() {
  const queryClient = useQueryClient();
  const streamUp = useStreamUp();
  const tables = useQuery({ queryKey: queryKeys.tables.all, queryFn: listTables, staleTime: 60_000 });
  const orders = useQuery({
    queryKey: queryKeys.orders.open,
    queryFn: listOpenOrders,
    refetchInterval: streamUp ? false : 5000,
    refetchOnWindowFocus: true,
  });
  const rows: TableWithOrder[] = (tables.data ?? []).map((table) => ({
    table,
    kind: tableKind(table),
    order: orders.data?.[String(table.m_meja_id)],
  }));
  const reload = () => {
    void queryClient.invalidateQueries({ queryKey: queryKeys.orders.open });
  };
  return {
    rows,
    isPending: tables.isPending || orders.isPending,
    /** Both lists were received at least once (else an empty grid would lie: show the error instead). */
    ready: tables.data !== undefined && orders.data !== undefined,
    error: tables.error ?? orders.error,
    reload,
  };
}
