/**
 * Kotak Keluar WA (not in the spec): the outlet's latest WhatsApp sends (GET /wa-outbox,
 * refreshed every 3 s while shown) with their state — in antrean, terkirim, gagal, gateway belum
 * dikonfigurasi — attempts and last error, and Kirim Ulang (POST /wa-outbox/{id}/ulang). Beside the
 * print queue in the Printer Setting dialog, for the same roles.
 */
import { MSG, PRINT_MSG } from "@waroeng/domain";
import { ApiError } from "../../api/client.ts";
import { queryKeys } from "../../api/queryKeys.ts";
import { getWaOutbox, resendWa, type WaOutboxRow } from "../../api/receipts.ts";
import { alertDialog, notifySuccess } from "../cashier-nav/dialogs.tsx";
import { JobTable, type JobView } from "./JobTable.tsx";

/** Read at render (the labels follow the language). */
const STATE = (): Record<WaOutboxRow["state"], { label: string; color: string }> => ({
  queued: { label: PRINT_MSG.WA_STATE_QUEUED, color: "yellow" },
  sent: { label: PRINT_MSG.WA_STATE_SENT, color: "green" },
  failed: { label: PRINT_MSG.WA_STATE_FAILED, color: "red" },
  not_configured: { label: PRINT_MSG.WA_STATE_NOT_CONFIGURED, color: "gray" },
});

const view = (r: WaOutboxRow): JobView => ({
  id: r.wa_outbox_id,
  createdAt: r.created_at,
  title: r.kind === "test" ? PRINT_MSG.WA_KIND_TEST : `${PRINT_MSG.WA_KIND_RECEIPT} ${r.nota}`,
  lastError: r.last_error,
  where: r.nomor_wa,
  status: { ...STATE()[r.state], title: r.state_text },
  attempts: r.attempts,
});

/** Kirim Ulang; a refusal shows in a dialog (the outbox is reloaded either way). */
const again = async (id: number) => {
  try {
    await resendWa(id);
    notifySuccess(PRINT_MSG.WA_RETRIED);
  } catch (e) {
    alertDialog({ title: MSG.SOME_ERROR, message: e instanceof ApiError ? e.message : MSG.SOME_ERROR, color: "red" });
  }
};

/** The WhatsApp outbox as a table. */
export function WaOutboxTable() {
  return (
    <JobTable
      queryKey={queryKeys.printing.waOutbox}
      fetch={getWaOutbox}
      view={view}
      again={again}
      againLabel={PRINT_MSG.WA_RETRY}
      titleHeading={PRINT_MSG.WA_KIND}
      whereHeading={PRINT_MSG.WA_NUMBER}
      testId="wa-outbox"
      rowTestId="wa-row"
      statusTestId="wa-row-state"
      againTestId="wa-row-again"
    />
  );
}
