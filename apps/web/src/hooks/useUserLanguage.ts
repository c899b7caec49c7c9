import { useQuery } from "@tanstack/react-query";
import { useEffect } from "react";
import { fetchUserLanguage } from "../api/language.ts";
import { queryKeys } from "../api/queryKeys.ts";
import { applyLanguage } from "../lib/i18n.ts";

/**
 * Once signed in: shows the app in the user's own language, else their outlet's default (Malay at
 * an RM outlet, Indonesian otherwise). docs/API.md "Languages".
 */
export function useUserLanguage(enabled: boolean): void {
  const q = useQuery({ queryKey: queryKeys.session.language, queryFn: fetchUserLanguage, enabled, staleTime: Number.POSITIVE_INFINITY });
  useEffect(() => {
    if (q.data) {
      applyLanguage(q.data.language ?? q.data.outlet_default);
    }
  }, [q.data]);
}
