/**
 * Pindah Meja (foundations §2 QR online-order list, §5 "Move table"): a searchable single-select of
 * the empty tables (GET /meja/meja-kosong) and Simpan, enabled only when a table is chosen.
 */
import { Button, Modal, Select, Stack } from "@mantine/core";
import { useQuery } from "@tanstack/react-query";
import { LABELS, QR_MSG } from "@waroeng/domain";
import { useState } from "react";
import { queryKeys } from "../../api/queryKeys.ts";
import { listFreeTables } from "../../api/tables.ts";

export function MoveTableModal({ onSave, onClose, busy }: { onSave: (tableId: number) => void; onClose: () => void; busy: boolean }) {
  const free = useQuery({ queryKey: queryKeys.tables.free, queryFn: listFreeTables });
  const [tableId, setTableId] = useState<string | null>(null);
  const chosen = Number(tableId ?? 0);
  return (
    <Modal opened onClose={onClose} title={LABELS.MOVE_TABLE} centered data-testid="move-table-modal">
      <Stack>
        <Select
          searchable
          label={QR_MSG.PICK_TABLE}
          placeholder={QR_MSG.PICK_TABLE}
          data={(free.data ?? []).map((t) => ({ value: String(t.m_meja_id), label: t.m_meja_nama }))}
          value={tableId}
          onChange={setTableId}
          comboboxProps={{ withinPortal: true }}
          data-testid="move-table-select"
        />
        <Button disabled={chosen <= 0} loading={busy} onClick={() => onSave(chosen)} data-testid="move-table-save">
          {LABELS.SAVE}
        </Button>
      </Stack>
    </Modal>
  );
}
