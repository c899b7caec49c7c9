/**
 * `renderWithProviders`: Testing Library's render inside the app's providers (MantineProvider with
 * the app theme in its test mode — no transitions, no portals —, a fresh TanStack QueryClient and
 * the dialogs' ModalsProvider),
 * so a component renders as on a screen. The outlet's
 * currency is put in the query cache (GET m-waroeng/waroeng-info, as `useCurrency` reads it), so no
 * request is sent.
 */
import { MantineProvider } from "@mantine/core";
import { ModalsProvider } from "@mantine/modals";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { type RenderResult, render } from "@testing-library/react";
import type { ReactElement, ReactNode } from "react";
import { theme } from "../theme.ts";

export interface RenderOptions {
  /** The outlet's currency as the server names it: "Rp" (default) or "RM". */
  outletCurrency?: "Rp" | "RM";
  /** Query data already loaded before the first render: `[key, data]` pairs. */
  seed?: ReadonlyArray<readonly [readonly unknown[], unknown]>;
}

/** A QueryClient for one test: no retries, nothing refetched by itself. */
export function testQueryClient(): QueryClient {
  return new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Number.POSITIVE_INFINITY } } });
}

/** Renders `ui` in the providers; returns Testing Library's result and the QueryClient used. */
export function renderWithProviders(ui: ReactElement, options: RenderOptions = {}): RenderResult & { queryClient: QueryClient } {
  const queryClient = testQueryClient();
  queryClient.setQueryData(["waroeng-info"], { currency: options.outletCurrency ?? "Rp" });
  for (const [key, data] of options.seed ?? []) {
    queryClient.setQueryData(key as never, data as never);
  }
  const wrapper = ({ children }: { children: ReactNode }) => (
    <MantineProvider theme={theme} env="test">
      <QueryClientProvider client={queryClient}>
        <ModalsProvider>{children}</ModalsProvider>
      </QueryClientProvider>
    </MantineProvider>
  );
  return Object.assign(render(ui, { wrapper }), { queryClient });
}
