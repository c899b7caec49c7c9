/**
 * The user menu's Refresh (foundations §2 "Refresh loops"): a loading notice, GET /transaksi/clearTmp
 * (the caller's empty drafts deleted, their tables freed), every screen's data refetched, then the
 * dashboard again.
 */
import { notifications } from "@mantine/notifications";
import { useQueryClient } from "@tanstack/react-query";
import { ADMIN_MSG, MSG, TIMING_MS } from "@waroeng/domain";
import { useNavigate } from "react-router";
import { clearTmp } from "../../api/admin.ts";

/** Returns the Refresh handler of the user menu. */
export function useRefreshAction(): () => Promise<void> {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return async () => {
    const id = notifications.show({ message: ADMIN_MSG.CLEAR_TMP_LOADING, loading: true, autoClose: TIMING_MS.clearTmpMessage });
    try {
      const result = await clearTmp();
      notifications.update({
        id,
        message: ADMIN_MSG.CLEAR_TMP_RESULT(result.deleted),
        loading: false,
        color: "green",
        autoClose: TIMING_MS.clearTmpMessage,
      });
      await queryClient.invalidateQueries();
      navigate("/dashboard");
    } catch (e) {
      notifications.update({ id, message: e instanceof Error ? e.message : MSG.SOME_ERROR, loading: false, color: "red" });
    }
  };
}
