/**
 * Cari Transaksi (foundations §2 Dialogs, §5 Transaction search, §7 `search-transactions`): a nota
 * number and a date, then Cari. Both are required (`Peringatan!` / `Nomor Transaksi dan Tanggal
 * harus diisi`); nothing found is `Info!` / `Transaksi tidak ditemukan`; a hit opens the bill's
 * refund screen (/refund/{transId}).
 */
import { Button, Group, Stack, TextInput } from "@mantine/core";
import { modals } from "@mantine/modals";
import { LABELS, MSG, REFUND_MSG } from "@waroeng/domain";
import { useState } from "react";
import { searchTransaction } from "../../api/refund.ts";
import { alertDialog } from "../cashier-nav/dialogs.tsx";
import { DateField } from "../DateField.tsx";
import { todayJakarta } from "./searchForm.ts";

const MODAL_ID = "cari-transaksi";

function TransactionSearchForm({ onFound }: { onFound: (transId: number) => void }) {
  const [noteNumber, setNoteNumber] = useState("");
  const [date, setDate] = useState(todayJakarta());
  const [busy, setBusy] = useState(false);
  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    if (!noteNumber.trim() || !date) {
      alertDialog({ title: MSG.WARNING_TITLE, message: MSG.SEARCH_REQUIRED });
      return;
    }
    setBusy(true);
    try {
      const found = await searchTransaction(noteNumber.trim(), date);
      if (found.error === 0 && found.transId > 0) {
        modals.close(MODAL_ID);
        onFound(found.transId);
      } else {
        alertDialog({ title: MSG.INFO_TITLE, message: MSG.SEARCH_NOT_FOUND });
      }
    } catch (error) {
      alertDialog({ title: MSG.SERVER_ERROR_TITLE, message: error instanceof Error ? error.message : MSG.SOME_ERROR, color: "red" });
    } finally {
      setBusy(false);
    }
  };
  return (
    <form onSubmit={(e) => void submit(e)} data-testid="cari-form">
      <Stack gap="sm">
        <TextInput
          label={REFUND_MSG.NOTA_NUMBER}
          size="md"
          value={noteNumber}
          maxLength={20}
          data-autofocus
          onChange={(e) => setNoteNumber(e.currentTarget.value)}
          data-testid="cari-nota"
        />
        <DateField label={REFUND_MSG.TRANSACTION_DATE} size="md" value={date} onChange={setDate} data-testid="cari-date" />
        <Group justify="flex-end">
          <Button type="submit" size="md" h={44} loading={busy} data-testid="cari-submit">
            {LABELS.SEARCH}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/** Opens the Cari Transaksi dialog; a hit calls `navigate` with the refund screen's path. */
export function openTransactionSearch(navigate: (to: string) => void): void {
  modals.open({
    modalId: MODAL_ID,
    title: REFUND_MSG.SEARCH_TITLE,
    centered: true,
    children: <TransactionSearchForm onFound={(id) => navigate(`/refund/${id}`)} />,
  });
}
