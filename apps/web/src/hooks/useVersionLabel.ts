/**
 * The running release's version label (foundations §1: ours, from the root package.json,
 * served by GET /api/version), read once per page load; "" until it arrives.
 */
import { useQuery } from "@tanstack/react-query";
import { queryKeys } from "../api/queryKeys.ts";
import { fetchVersion } from "../api/system.ts";

export function useVersionLabel(): string {
  const q = useQuery({ queryKey: queryKeys.session.version, queryFn: fetchVersion, staleTime: Number.POSITIVE_INFINITY, retry: 1 });
  return q.data?.label ?? "";
}
