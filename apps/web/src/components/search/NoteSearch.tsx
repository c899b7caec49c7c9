/**
 * Nota search (foundations §2 Dialogs, §5 "Search by nota number"): Nomor Nota and Tanggal
 * Transaksi, then Lihat → the history by date (/history-bydate/{date}/{nota}). A blank number does
 * nothing but say `Nota harus diisi!` under the field.
 */
import { Button, Group, TextInput } from "@mantine/core";
import { LABELS, MSG, REFUND_MSG } from "@waroeng/domain";
import { useState } from "react";
import { useNavigate } from "react-router";
import { DateField } from "../DateField.tsx";
import { todayJakarta } from "./searchForm.ts";

export function NoteSearch({ initialNote = "", initialDate }: { initialNote?: string; initialDate?: string }) {
  const navigate = useNavigate();
  const [noteNumber, setNoteNumber] = useState(initialNote);
  const [date, setDate] = useState(initialDate ?? todayJakarta());
  const [error, setError] = useState<string | null>(null);
  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    if (!noteNumber.trim()) {
      setError(MSG.NOTA_REQUIRED);
      return;
    }
    setError(null);
    navigate(`/history-bydate/${encodeURIComponent(date || todayJakarta())}/${encodeURIComponent(noteNumber.trim())}`);
  };
  return (
    <form onSubmit={submit} data-testid="nota-search">
      <Group gap="xs" align="flex-start" wrap="wrap">
        <TextInput
          placeholder={REFUND_MSG.NOTA_NUMBER}
          aria-label={REFUND_MSG.NOTA_NUMBER}
          value={noteNumber}
          maxLength={20}
          error={error}
          onChange={(e) => setNoteNumber(e.currentTarget.value)}
          w={140}
          data-testid="nota-search-nota"
        />
        <DateField aria-label={REFUND_MSG.TRANSACTION_DATE} value={date} onChange={setDate} w={160} data-testid="nota-search-date" />
        <Button type="submit" data-testid="nota-search-submit">
          {LABELS.VIEW}
        </Button>
      </Group>
    </form>
  );
}
