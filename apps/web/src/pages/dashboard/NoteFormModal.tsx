/**
 * "Input Info Nota Dine In" / "Input Info Nota Take Away" (foundations §2, §4, §5): a new note on a
 * free table; dine in may merge other free dine-in tables.
 */
import { Badge, Button, Group, Modal, MultiSelect, SimpleGrid, Stack, Text, TextInput } from "@mantine/core";
import { schemaResolver, useForm } from "@mantine/form";
import { jakartaParts, noteFormSchema } from "@waroeng/domain";
import { useEffect, useState } from "react";
import type { CreateNotePayload } from "../../api/tables.ts";
import type { TableWithOrder } from "./useTables.ts";

export interface NoteFormValues {
  tmp_transaction_note_number: string;
  tmp_transaction_customer_name: string;
  tmp_transaction_order_time: string;
  tmp_transaction_kitchen_done_time: string;
  tmp_transaction_m_meja_id: number;
  tmp_transaction_member_id: string;
  tmp_transaction_table_list: string[];
}

interface NoteFormModalProps {
  /** The free table the note is for; null closes the modal. */
  target: TableWithOrder | null;
  /** Free dine-in tables that may be merged. */
  mergeable: TableWithOrder[];
  onClose: () => void;
  /** Creates the note; resolves true when the form should reset. */
  onSubmit: (payload: CreateNotePayload) => Promise<boolean>;
}

const blank = (tableId: number): NoteFormValues => ({
  tmp_transaction_note_number: "",
  tmp_transaction_customer_name: "",
  tmp_transaction_order_time: jakartaParts(new Date()).time,
  tmp_transaction_kitchen_done_time: "",
  tmp_transaction_m_meja_id: tableId,
  tmp_transaction_member_id: "",
  tmp_transaction_table_list: [],
});

export function NoteFormModal({ target, mergeable, onClose, onSubmit }: NoteFormModalProps) {
  const dineIn = target?.kind === "dine_in";
  const [busy, setBusy] = useState(false);
  const form = useForm<NoteFormValues>({
    mode: "controlled",
    initialValues: blank(0),
    validate: schemaResolver(noteFormSchema, { sync: true }),
  });
  const tableId = target?.table.m_meja_id ?? 0;
  // biome-ignore lint/correctness/useExhaustiveDependencies: a fresh form per opened table
  useEffect(() => {
    if (tableId > 0) {
      form.setValues(blank(tableId));
      form.clearErrors();
    }
  }, [tableId]);

  const submit = form.onSubmit(async (v) => {
    setBusy(true);
    try {
      const payload: CreateNotePayload = {
        tmp_transaction_m_meja_id: v.tmp_transaction_m_meja_id,
        tmp_transaction_note_number: v.tmp_transaction_note_number.trim(),
        tmp_transaction_customer_name: v.tmp_transaction_customer_name.trim(),
        tmp_transaction_order_time: v.tmp_transaction_order_time,
        tmp_transaction_m_t_t_name: dineIn ? "dine in" : "take away",
        ...(v.tmp_transaction_kitchen_done_time ? { tmp_transaction_kitchen_done_time: v.tmp_transaction_kitchen_done_time } : {}),
        ...(v.tmp_transaction_member_id.trim() ? { tmp_transaction_member_id: v.tmp_transaction_member_id.trim() } : {}),
        ...(dineIn && v.tmp_transaction_table_list.length > 0
          ? { tmp_transaction_table_list: v.tmp_transaction_table_list.join(",") }
          : {}),
      };
      if (await onSubmit(payload)) {
        form.reset();
      }
    } finally {
      setBusy(false);
    }
  });

  const title = dineIn ? "Input Info Nota Dine In" : "Input Info Nota Take Away";
  const mergeOptions = mergeable
    .filter((r) => r.table.m_meja_id !== tableId)
    .map((r) => ({ value: String(r.table.m_meja_id), label: r.table.m_meja_nama }));

  return (
    <Modal opened={target !== null} onClose={onClose} title={<Text fw={800}>{title}</Text>} size="lg" centered>
      <form onSubmit={submit} noValidate data-testid="note-form">
        <Stack gap="sm">
          <Badge size="lg" variant="light" data-testid="note-table">
            {target?.table.m_meja_nama ?? ""}
          </Badge>
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
            <TextInput
              label="Nomor Nota"
              inputMode="numeric"
              withAsterisk
              data-autofocus
              data-testid="note-number"
              {...form.getInputProps("tmp_transaction_note_number")}
            />
            <TextInput
              label="Nama Big Boss"
              withAsterisk
              data-testid="note-customer"
              {...form.getInputProps("tmp_transaction_customer_name")}
            />
            <TextInput
              label="Jam Order"
              type="time"
              withAsterisk
              data-testid="note-order-time"
              {...form.getInputProps("tmp_transaction_order_time")}
            />
            <TextInput
              label="Jam Selesai Dapur"
              type="time"
              data-testid="note-kitchen-time"
              {...form.getInputProps("tmp_transaction_kitchen_done_time")}
            />
          </SimpleGrid>
          {dineIn && (
            <MultiSelect
              label="Gabung Meja"
              placeholder={mergeOptions.length > 0 ? "Pilih meja kosong" : "Tidak ada meja kosong"}
              data={mergeOptions}
              searchable
              clearable
              data-testid="note-merge"
              comboboxProps={{ withinPortal: true }}
              {...form.getInputProps("tmp_transaction_table_list")}
            />
          )}
          <TextInput
            label="ID Member / NIK"
            inputMode="numeric"
            data-testid="note-member"
            {...form.getInputProps("tmp_transaction_member_id")}
          />
          <Group justify="flex-end" mt="sm">
            <Button variant="default" h={44} onClick={onClose} data-testid="note-cancel">
              Batal
            </Button>
            <Button type="submit" h={44} miw={140} loading={busy} data-testid="note-submit">
              Simpan
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
