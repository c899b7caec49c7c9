/**
 * The path the cashier nav highlights by (payment §4 "Online vendor defaults"): on an order screen
 * (`/order/{id}`, split bill too) an ojol-group order highlights OJOL and a regular one Daftar
 * Transaksi, so an ojol order's path reads as `/ojol/order/{id}`. The order is the one the order
 * screen loaded (its query cache entry; this hook never fetches it itself).
 */
import { useQuery } from "@tanstack/react-query";
import { useLocation } from "react-router";
import { queryKeys } from "../../api/queryKeys.ts";
import { getOrder } from "../../api/tables.ts";

export function useNavPath(): string {
  const { pathname } = useLocation();
  const id = /^\/order\/(?:split-menu\/)?(\d+)/.exec(pathname)?.[1] ?? "";
  const order = useQuery({ queryKey: queryKeys.orders.order(id), queryFn: () => getOrder(id), enabled: false });
  return id !== "" && order.data?.m_t_t_group === "ojol" ? `/ojol${pathname}` : pathname;
}
