import { useQuery, useQueryClient } from "@tanstack/react-query";
import { TIMING_MS, type Totals } from "@waroeng/domain";
import { useEffect, useRef } from "react";
import { getOrderDetail } from "../../api/orders.ts";
import { queryKeys } from "../../api/queryKeys.ts";
import { getOrder } from "../../api/tables.ts";
import { useCurrency } from "../../hooks/useOutlet.ts";
import { useStreamUp } from "../../lib/liveStatus.ts";
import { type CartData, OPTIMISTIC } from "./optimisticCart.ts";
import { clientTotals, fromServer, linesAgree, totalsAgree } from "./orderTotals.ts";

function safeTotals(compute: () => Totals): Totals | null {
  try {
    return compute();
  } catch {
    return null;
  }
}

/**
 * The order (GET /tmp-transaction/{id}), its lines (GET /transaction-detail) and their totals. A
 * change from another device arrives as a live event with the order's id (useLiveEvents refetches
 * both); while the event stream is down both reload every 2 s instead, as the staff screens do.
 */
export function useOrder(id: string) {
  const queryClient = useQueryClient();
  const currency = useCurrency();
  const poll = useStreamUp() ? false : TIMING_MS.staffTableRefresh;
  const order = useQuery({
    queryKey: queryKeys.orders.order(id),
    queryFn: () => getOrder(id),
    retry: false,
    staleTime: 0,
    refetchInterval: poll,
  });
  const detail = useQuery({ queryKey: queryKeys.orders.lines(id), queryFn: () => getOrderDetail(id), staleTime: 0, refetchInterval: poll });
  const lines = detail.data?.lines ?? [];
  const server = detail.data?.totals ?? null;
  const mine = order.data ? safeTotals(() => clientTotals(order.data, lines, currency)) : null;
  // A tap not yet confirmed (optimisticCart.ts): the server's last totals until its reply's reload.
  const optimistic = (detail.data as CartData | undefined)?.[OPTIMISTIC] === true;
  // Payment §4 price check: the lines' sums and the server's totals against our recomputation.
  const agree = optimistic || mine === null || server === null || (totalsAgree(mine, server) && linesAgree(lines, mine));
  const totals = server && (optimistic || !agree) ? fromServer(server) : mine;

  // Disagreeing totals: trust the server and reload once for this reply.
  const reloadedFor = useRef<number>(0);
  useEffect(() => {
    if (!agree && reloadedFor.current !== detail.dataUpdatedAt) {
      reloadedFor.current = detail.dataUpdatedAt;
      void queryClient.invalidateQueries({ queryKey: queryKeys.orders.order(id) });
    }
  }, [agree, detail.dataUpdatedAt, id, queryClient]);

  const reload = async () => {
    await Promise.all([
      queryClient.invalidateQueries({ queryKey: queryKeys.orders.order(id) }),
      queryClient.invalidateQueries({ queryKey: queryKeys.orders.lines(id) }),
    ]);
  };

  return { order, detail, lines, totals, currency, reload };
}
