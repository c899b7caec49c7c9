/**
 * The confirmation before a step back on a dish (spec 02 §4): "Apa Anda yakin ingin mengembalikan
 * menu?" with Iya / Tidak. The waiter's un-serve on Layar Ambil asks it, and so does the kitchen's
 * Batalkan after Siap semua on Layar Produksi: one question for taking a dish back.
 */
import { Text } from "@mantine/core";
import { modals } from "@mantine/modals";
import { LABELS, MSG } from "@waroeng/domain";

/** Asks, and runs `onConfirm` on Iya; `testId` names the buttons `<testId>-yes` and `<testId>-no`. */
export function confirmTakeBack(onConfirm: () => void, testId = "unserve"): void {
  modals.openConfirmModal({
    centered: true,
    children: (
      <Text fz="lg" fw={600}>
        {MSG.UNSERVE_CONFIRM}
      </Text>
    ),
    labels: { confirm: LABELS.IYA, cancel: LABELS.NO },
    confirmProps: { color: "red", size: "md", "data-testid": `${testId}-yes` },
    cancelProps: { size: "md", "data-testid": `${testId}-no` },
    onConfirm,
  });
}
