/**
 * The app's one server-state cache (TanStack Query). Its successful queries are kept on the device
 * (lib/queryPersist.ts) and restored before the first render (main.tsx).
 */
import { QueryClient } from "@tanstack/react-query";

export const queryClient = new QueryClient({
  // Mutations run even when the browser says offline (TanStack would pause them, unsaved and shown as done):
  // an offline tap goes to the outbox (lib/outbox.ts) or is refused.
  defaultOptions: { queries: { retry: 1, refetchOnWindowFocus: true, staleTime: 2_000 }, mutations: { networkMode: "always" } },
});
