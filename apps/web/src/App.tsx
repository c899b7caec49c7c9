import { MantineProvider } from "@mantine/core";
import { QueryClientProvider } from "@tanstack/react-query";
import type { ReactNode } from "react";
import { RouterProvider } from "react-router";
import { LazyHosts } from "./components/LazyHosts.tsx";
import { queueModalEvents } from "./lib/appHosts.ts";
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

// A dialog opened before its host loaded is kept until the host listens (lib/appHosts.ts).
queueModalEvents();

/**
 * Providers: theme, server-state cache, language, router; the notifications and dialogs hosts
 * load after the first screen (LazyHosts).
 */
export function App() {
  return (
    <MantineProvider theme={theme}>
      <QueryClientProvider client={queryClient}>
        <LazyHosts />
        <LanguageRoot>
          <RouterProvider router={router} />
        </LanguageRoot>
      </QueryClientProvider>
    </MantineProvider>
  );
}
