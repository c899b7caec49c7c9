import { MantineProvider } from "@mantine/core";
import { ModalsProvider } from "@mantine/modals";
import { Notifications } from "@mantine/notifications";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { RouterProvider } from "react-router";
import { router } from "./routes.tsx";
import { theme } from "./theme.ts";

const queryClient = new QueryClient({
  // Mutations run even when the browser says offline (TanStack would pause them, unsaved and shown as done):
  // an offline tap goes to the outbox (lib/outbox.ts) or is refused, issue 16.
  defaultOptions: { queries: { retry: 1, refetchOnWindowFocus: true, staleTime: 2_000 }, mutations: { networkMode: "always" } },
});

/** Providers: theme, dialogs, notifications, server-state cache, router. */
export function App() {
  return (
    <MantineProvider theme={theme}>
      <QueryClientProvider client={queryClient}>
        <ModalsProvider>
          <Notifications position="top-center" classNames={{ root: "notifications-below-nav" }} />
          <RouterProvider router={router} />
        </ModalsProvider>
      </QueryClientProvider>
    </MantineProvider>
  );
}
