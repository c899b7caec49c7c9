import { MantineProvider } from "@mantine/core";
import { ModalsProvider } from "@mantine/modals";
import { Notifications } from "@mantine/notifications";
import { QueryClientProvider } from "@tanstack/react-query";
import type { ReactNode } from "react";
import { RouterProvider } from "react-router";
import { useAppLocale } from "./lib/i18n.ts";
import { queryClient } from "./queryClient.ts";
import { router } from "./routes.tsx";
import { theme } from "./theme.ts";

/**
 * Re-mounts the screens when the language changes: every catalogue text, also those a
 * component computed once, is read again in the new language; the router, the server-state cache and
 * the URL stay.
 */
function LanguageRoot({ children }: { children: ReactNode }) {
  const locale = useAppLocale();
  return (
    <div key={locale} style={{ display: "contents" }}>
      {children}
    </div>
  );
}

/** Providers: theme, dialogs, notifications, server-state cache, language, router. */
export function App() {
  return (
    <MantineProvider theme={theme}>
      <QueryClientProvider client={queryClient}>
        <ModalsProvider>
          <Notifications position="top-center" classNames={{ root: "notifications-below-nav" }} />
          <LanguageRoot>
            <RouterProvider router={router} />
          </LanguageRoot>
        </ModalsProvider>
      </QueryClientProvider>
    </MantineProvider>
  );
}
