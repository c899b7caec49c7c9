import { Button, Modal, SimpleGrid, Stack, Text } from "@mantine/core";
import { type Currency, formatMoney, MSG, PAY_MSG, TIMING_MS } from "@waroeng/domain";
import { type ReactNode, useState } from "react";
import { printReceipt } from "../../../api/payment.ts";
import { notAvailable, notifyProgress } from "../../../components/cashier-nav/dialogs.tsx";

interface ChangeModalProps {
  opened: boolean;
  rekapId: number;
  change: number;
  currency: Currency;
  /** What was paid (nota, total, cash), shown above the change. */
  summary?: ReactNode;
  onDone: () => void;
  /** Non-cash (payment method above 1): the receipt modal, titled Pembayaran Berhasil, without the change. */
  nonCash?: boolean;
  /** Offered before any receipt action: undo a wrong EDC tap (VoidPaymentModal). */
  onVoid?: (() => void) | undefined;
}

/** Opens the printable receipt (GET /cashier/print-transaksi/{id}/2 → `struct`) in a new window. */
async function printIt(rekapId: number): Promise<void> {
  // Opened inside the click so pop-up blockers allow it; pointed at the receipt once known.
  const win = window.open("about:blank", "_blank");
  notifyProgress(MSG.PRINTING_RECEIPT, TIMING_MS.printDialog);
  try {
    const link = await printReceipt(rekapId, 2);
    if (link && win) {
      win.location.href = link;
    } else if (link) {
      window.open(link, "_blank");
    } else {
      win?.close();
    }
  } catch {
    win?.close();
  }
}

/** "Kembalian": the change, Selesai, and the receipt actions (each usable once). */
export function ChangeModal({ opened, rekapId, change, currency, summary, onDone, nonCash = false, onVoid }: ChangeModalProps) {
  const [used, setUsed] = useState(false);
  const print = (alsoWa: boolean) => {
    setUsed(true);
    void printIt(rekapId);
    if (alsoWa) {
      notAvailable();
    }
  };
  return (
    <Modal
      opened={opened}
      onClose={() => undefined}
      withCloseButton={false}
      closeOnClickOutside={false}
      closeOnEscape={false}
      centered
      size="lg"
      title={<Text fw={800}>{nonCash ? PAY_MSG.PAID_TITLE : PAY_MSG.CHANGE}</Text>}
    >
      <Stack gap="lg">
        {summary}
        {!nonCash && (
          <Text ta="center" fz={56} fw={800} c="green.8" className="tabular" lh={1.1} data-testid="change-amount">
            {formatMoney(change, currency)}
          </Text>
        )}
        <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm">
          <Button h={52} variant="light" onClick={notAvailable} disabled={used} data-testid="receipt-wa">
            Kirim WA
          </Button>
          <Button h={52} variant="light" onClick={() => print(true)} disabled={used} data-testid="receipt-print-wa">
            Cetak &amp; Kirim WA
          </Button>
          <Button h={52} variant="light" onClick={() => print(false)} disabled={used} data-testid="receipt-print">
            Cetak
          </Button>
        </SimpleGrid>
        <Button size="xl" h={60} color="green" onClick={onDone} data-testid="change-done">
          Selesai
        </Button>
        {onVoid && !used && (
          <Button variant="subtle" color="red" onClick={onVoid} data-testid="pay-void">
            {PAY_MSG.VOID_TITLE}
          </Button>
        )}
      </Stack>
    </Modal>
  );
}
