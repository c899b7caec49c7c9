/**
 * The note form (foundations §2, §4, §5; payment spec §5 update nota form): "Input Info Nota Dine
 * In" / "… Take Away" for a new note on a free table, and "Ubah Informasi Nota" for an open order
 * (Nomor Nota read-only). Dine in may merge other tables (Gabung Meja).
 */
import { Badge, Button, Center, Group, Loader, Modal, MultiSelect, SimpleGrid, Stack, Text, TextInput } from "@mantine/core";
import { useForm } from "@mantine/form";
import { LABELS, noteFormSchema, QR_MSG, UI_MSG, WEB_MSG } from "@waroeng/domain";
import { TimeField } from "../../components/TimeField.tsx";
import { useModalForm } from "../../hooks/useModalForm.ts";
import { localizedResolver } from "../../lib/formResolver.ts";
import { blankNote, type NoteFormValues } from "./noteForm.ts";

export type { NoteFormValues } from "./noteForm.ts";

/** Edit mode: the note number is locked (and may be an express or delivery number), so it is not validated. */
const editSchema = noteFormSchema.omit({ tmp_transaction_note_number: true });

interface NoteFormModalProps {
  opened: boolean;
  title: string;
  /** The table(s) shown in the badge. */
  place: string;
  /** The values the form opens with; a new object refills it. null while loading. */
  initial: NoteFormValues | null;
  /** "Ubah Informasi Nota": Nomor Nota read-only. */
  edit?: boolean;
  /** The nota number nota otomatis filled in (editable); null when the number is typed. */
  proposed?: string | null;
  /** Gabung Meja options (tables that may be merged); undefined hides the field. */
  mergeOptions?: { value: string; label: string }[];
  onClose: () => void;
  /** Saves; resolves true when the form should reset. */
  onSubmit: (values: NoteFormValues) => Promise<boolean>;
}

export function NoteFormModal({
  opened,
  title,
  place,
  initial,
  edit = false,
  proposed = null,
  mergeOptions,
  onClose,
  onSubmit,
}: NoteFormModalProps) {
  const form = useForm<NoteFormValues>({
    mode: "controlled",
    initialValues: blankNote(0),
    validate: localizedResolver(edit ? editSchema : noteFormSchema),
  });
  // A fresh form per opened table or order.
  const { submit, busy } = useModalForm(form, { opening: initial, refill: (v) => v, onSubmit });

  return (
    <Modal opened={opened} onClose={onClose} title={<Text fw={800}>{title}</Text>} size="lg" centered>
      {initial === null ? (
        <Center h={240}>
          <Loader />
        </Center>
      ) : (
        <form onSubmit={submit} noValidate data-testid={edit ? "note-edit-form" : "note-form"}>
          <Stack gap="sm">
            <Badge size="lg" variant="light" data-testid="note-table" maw="100%">
              {place}
            </Badge>
            <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
              <TextInput
                label={WEB_MSG.NOTA_NUMBER}
                inputMode="numeric"
                withAsterisk={!edit}
                readOnly={edit}
                variant={edit ? "filled" : "default"}
                description={edit ? UI_MSG.NOTE_NUMBER_LOCKED : proposed !== null ? UI_MSG.NOTE_NUMBER_AUTO : undefined}
                data-autofocus={edit || proposed !== null ? undefined : true}
                data-testid="note-number"
                {...form.getInputProps("tmp_transaction_note_number")}
              />
              <TextInput
                label={WEB_MSG.CUSTOMER_NAME}
                withAsterisk
                data-autofocus={edit || proposed !== null ? true : undefined}
                data-testid="note-customer"
                {...form.getInputProps("tmp_transaction_customer_name")}
              />
              <TimeField
                label={WEB_MSG.ORDER_TIME}
                withAsterisk
                data-testid="note-order-time"
                {...form.getInputProps("tmp_transaction_order_time")}
              />
              <TimeField
                label={WEB_MSG.KITCHEN_DONE_TIME}
                data-testid="note-kitchen-time"
                {...form.getInputProps("tmp_transaction_kitchen_done_time")}
              />
            </SimpleGrid>
            {mergeOptions && (
              <MultiSelect
                size="md"
                label={WEB_MSG.MERGE_TABLES}
                placeholder={
                  form.values.tmp_transaction_table_list.length > 0
                    ? undefined
                    : mergeOptions.length > 0
                      ? QR_MSG.PICK_TABLE
                      : UI_MSG.NO_FREE_TABLE
                }
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
                {LABELS.CANCEL}
              </Button>
              <Button type="submit" h={44} miw={140} loading={busy} data-testid="note-submit">
                {LABELS.SAVE}
              </Button>
            </Group>
          </Stack>
        </form>
      )}
    </Modal>
  );
}
