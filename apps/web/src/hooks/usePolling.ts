/**
 * A TanStack query that reloads on a loop (spec 01 §4 "refresh loops", 02 §2.3: re-request after a
 * minimum interval) while the live event stream is down; while it is up the screen loads only what
 * the events touch (lib/liveStream.ts), so an idle screen sends no request. An in-flight load is
 * never doubled, the loop stops when the screen unmounts or the tab is hidden, and it pauses while a
 * mutation of `pauseWhileMutating` runs, so a late poll cannot overwrite an optimistic change.
 */
import { keepPreviousData, type MutationKey, type QueryKey, useIsMutating, useQuery } from "@tanstack/react-query";
import { useStreamUp } from "../lib/liveStatus.ts";

export interface PollingOptions<T> {
  queryKey: QueryKey;
  queryFn: () => Promise<T>;
  /** Minimum time between loads, ms (spec: 2000 for the staff screens). */
  intervalMs?: number;
  /** Mutation key whose mutations pause the loop. */
  pauseWhileMutating?: MutationKey;
  /** Keep the previous key's data on screen while the next key loads (paging). */
  keepPrevious?: boolean;
  enabled?: boolean;
}

export function usePolling<T>({
  queryKey,
  queryFn,
  intervalMs = 2000,
  pauseWhileMutating,
  keepPrevious,
  enabled = true,
}: PollingOptions<T>) {
  const mutating = useIsMutating({ mutationKey: pauseWhileMutating ?? ["__no-mutation__"] });
  const streamUp = useStreamUp();
  return useQuery({
    queryKey,
    queryFn,
    enabled,
    staleTime: 0,
    refetchInterval: mutating > 0 || streamUp ? false : intervalMs,
    refetchIntervalInBackground: false,
    ...(keepPrevious ? { placeholderData: keepPreviousData } : {}),
  });
}
