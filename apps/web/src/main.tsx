import "./mantine.css";
import "./styles.css";
import "./lib/i18n.ts";
import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { App } from "./App.tsx";
import { liveStatus } from "./lib/liveStatus.ts";
import { persistQueries, restoreQueries } from "./lib/queryPersist.ts";
import { session } from "./lib/session.ts";
import { queryClient } from "./queryClient.ts";

const root = document.getElementById("root");
if (root) {
  // The last data this user's screens showed comes back first (a reload while the Wi-Fi is down still shows it).
  void restoreQueries(queryClient, session.userId()).then((savedAt) => {
    if (savedAt !== null) {
      liveStatus.restoredDataAt(savedAt);
    }
    persistQueries(queryClient, session.userId);
    createRoot(root).render(
      <StrictMode>
        <App />
      </StrictMode>,
    );
  });
}

// The service worker (vite.config.ts: app shell precached, the API never cached); built app only.
// Registered after the page's load; this module may run after it already fired (it waits for the
// language's catalogue first, lib/i18n.ts), and then at once.
if (import.meta.env.PROD && "serviceWorker" in navigator) {
  const register = () => void navigator.serviceWorker.register("/sw.js", { scope: "/" }).catch(() => undefined);
  if (document.readyState === "complete") {
    register();
  } else {
    window.addEventListener("load", register, { once: true });
  }
}
