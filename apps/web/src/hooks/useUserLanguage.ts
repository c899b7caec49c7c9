import { useQuery } from "@tanstack/react-query";
import { useEffect } from "react";
import { fetchUserLanguage, pendingUserLanguage, saveUserLanguage } from "../api/language.ts";
import { queryKeys } from "../api/queryKeys.ts";
import { applyLanguage } from "../lib/i18n.ts";

/**
 * Once signed in: shows the app in the user's own language when they chose one (it wins over the
 * device's); otherwise the device keeps its last choice, Indonesian when it has none (lib/i18n.ts).
 * An RM outlet changes the currency, not the language (foundations §1). docs/API.md "Languages".
 */
export function useUserLanguage(enabled: boolean): void {
  const q = useQuery({ queryKey: queryKeys.session.language, queryFn: fetchUserLanguage, enabled, staleTime: Number.POSITIVE_INFINITY });
  useEffect(() => {
    // A switch this device made that the server has not confirmed (reloaded before its reply) wins, and is sent again.
    const pending = pendingUserLanguage();
    if (pending) {
      applyLanguage(pending);
      void saveUserLanguage(pending).catch(() => undefined);
    } else if (q.data?.language) {
      applyLanguage(q.data.language);
    }
  }, [q.data]);
}
