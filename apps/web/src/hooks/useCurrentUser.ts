import { useQuery } from "@tanstack/react-query";
import type { Role } from "@waroeng/domain";
import { api } from "../api/client.ts";
import { queryKeys } from "../api/queryKeys.ts";

export interface CurrentUser {
  id: number;
  name: string;
  email: string;
  role: Role;
  m_w_id: number;
}

/** GET /user: the signed-in user (every screen loads it first; failure goes to login). */
export function useCurrentUser() {
  return useQuery({
    queryKey: queryKeys.session.user,
    queryFn: async () => (await api.get<CurrentUser>("user")).data,
    staleTime: 60_000,
    retry: false,
    // Asked even when the browser says offline (TanStack would pause it, leaving the guard's loader up):
    // no answer (offline reload) is an error, asked again every few seconds until the server answers.
    networkMode: "always",
    refetchInterval: (q) => (q.state.status === "error" && (q.state.error as { status?: number } | null)?.status === 0 ? 3000 : false),
  });
}
