/** The signed-in head-office account (GET /api/hq/me), shared by the head office's pages. */
import { useQuery } from "@tanstack/react-query";
import { hqApi } from "../../api/hq.ts";
import { queryKeys } from "../../api/queryKeys.ts";

export const HQ_ME_KEY = queryKeys.hq.me;

/** The account, its role and its outlets; `error` when not signed in (401). */
export function useHqMe() {
  return useQuery({ queryKey: HQ_ME_KEY, queryFn: hqApi.me, retry: false, staleTime: 60_000 });
}
