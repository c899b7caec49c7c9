/**
 * Antrian Cetak: the outlet's latest print jobs (GET /print-queue, refreshed every 3 s
 * while shown) with their state, attempts and last error, and Cetak Lagi (POST /print-queue/{id}/ulang).
 */
import { PRINT_MSG } from "@waroeng/domain";
import { getPrintQueue, type PrintJob, printAgain } from "../../api/printing.ts";
import { queryKeys } from "../../api/queryKeys.ts";
import { notifySuccess } from "../cashier-nav/dialogs.tsx";
import { JobTable, type JobView } from "./JobTable.tsx";

/** Read at render (the labels follow the language). */
const STATUS = (): Record<PrintJob["status"], { label: string; color: string }> => ({
  queued: { label: PRINT_MSG.QUEUE_QUEUED, color: "yellow" },
  printed: { label: PRINT_MSG.QUEUE_PRINTED, color: "green" },
  failed: { label: PRINT_MSG.QUEUE_FAILED, color: "red" },
  waiting: { label: PRINT_MSG.QUEUE_WAITING, color: "blue" },
});

const view = (j: PrintJob): JobView => ({
  id: j.id,
  createdAt: j.created_at,
  title: j.title,
  lastError: j.last_error,
  where: j.location,
  status: STATUS()[j.status],
  attempts: j.attempts,
});

const again = async (id: number) => {
  await printAgain(id);
  notifySuccess(PRINT_MSG.QUEUED);
};

/** The print queue as a table. */
export function PrintQueueTable() {
  return (
    <JobTable
      queryKey={queryKeys.printing.queue}
      fetch={getPrintQueue}
      view={view}
      again={again}
      againLabel={PRINT_MSG.PRINT_AGAIN}
      titleHeading={PRINT_MSG.QUEUE_DOCUMENT}
      whereHeading={PRINT_MSG.LOCATION}
      testId="print-queue"
      rowTestId="print-job"
      statusTestId="print-job-status"
      againTestId="print-job-again"
    />
  );
}
