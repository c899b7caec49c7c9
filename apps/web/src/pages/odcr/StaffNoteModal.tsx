/**
 * The staff-side note form of /odcr (foundations §2 "Staff dashboard", §5 "Staff-side note"): the
 * cashier's note fields plus the staff selector (Karyawan), and the tables by multi-select, so a
 * chosen staff member takes several tables at once (the first chosen is the main table).
 */
import { Badge, Button, Group, Modal, MultiSelect, SimpleGrid, Stack, Text, TextInput } from "@mantine/core";
import { useForm } from "@mantine/form";
import { SCREEN_MSG, staffNoteFormSchema, UI_MSG, WEB_MSG } from "@waroeng/domain";
import type { StaffMember } from "../../api/staff.ts";
import { EmployeeSelect } from "../../components/EmployeeSelect.tsx";
import { TimeField } from "../../components/TimeField.tsx";
import { useModalForm } from "../../hooks/useModalForm.ts";
import { localizedResolver } from "../../lib/formResolver.ts";
import { blankStaffNote, type StaffNoteValues } from "./staffNote.ts";

export interface TableOption {
  group: string;
  items: { value: string; label: string }[];
}

interface StaffNoteModalProps {
  opened: boolean;
  title: string;
  /** The values the form opens with; a new object refills it. */
  initial: StaffNoteValues | null;
  staff: StaffMember[];
  /** Free tables by section (MEJA, BUNGKUS). */
  tableOptions: TableOption[];
  onClose: () => void;
  /** Saves; resolves true when the form should reset. Field refusals come back in `errors`. */
  onSubmit: (values: StaffNoteValues) => Promise<{ ok: boolean; errors?: Record<string, string> }>;
}

export function StaffNoteModal({ opened, title, initial, staff, tableOptions, onClose, onSubmit }: StaffNoteModalProps) {
  const form = useForm<StaffNoteValues>({
    mode: "controlled",
    initialValues: blankStaffNote(null, null),
    validate: localizedResolver(staffNoteFormSchema),
  });
  // A fresh form per tapped table or staff member.
  const { submit, busy } = useModalForm(form, { opening: initial, refill: (v) => v, onSubmit });
  const anyFree = tableOptions.some((g) => g.items.length > 0);
  const chosen = form.values.m_transaction_table_table_list.length > 0;

  return (
    <Modal opened={opened} onClose={onClose} title={<Text fw={800}>{title}</Text>} size="lg" centered>
      <form onSubmit={submit} noValidate data-testid="staff-note-form">
        <Stack gap="sm">
          <EmployeeSelect staff={staff} clearable data-testid="staff-note-by" {...form.getInputProps("m_transaction_table_by")} />
          <MultiSelect
            size="md"
            label={SCREEN_MSG.TABLE}
            withAsterisk
            placeholder={chosen ? undefined : anyFree ? UI_MSG.PICK_TABLES : UI_MSG.NO_FREE_TABLE}
            data={tableOptions.filter((g) => g.items.length > 0)}
            searchable
            clearable
            hidePickedOptions
            data-testid="staff-note-tables"
            comboboxProps={{ withinPortal: true }}
            {...form.getInputProps("m_transaction_table_table_list")}
          />
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
            <TextInput
              label={WEB_MSG.NOTA_NUMBER}
              inputMode="numeric"
              withAsterisk
              data-autofocus
              data-testid="staff-note-number"
              {...form.getInputProps("m_transaction_table_note_number")}
            />
            <TextInput
              label={WEB_MSG.CUSTOMER_NAME}
              withAsterisk
              data-testid="staff-note-customer"
              {...form.getInputProps("m_transaction_table_customer_name")}
            />
            <TimeField
              label={WEB_MSG.ORDER_TIME}
              withAsterisk
              data-testid="staff-note-time"
              {...form.getInputProps("m_transaction_table_order_time")}
            />
          </SimpleGrid>
          {chosen && (
            <Group gap={6} data-testid="staff-note-main">
              <Text fz="xs" c="dimmed">
                {SCREEN_MSG.MAIN_TABLE}
              </Text>
              <Badge variant="light">{labelOf(tableOptions, form.values.m_transaction_table_table_list[0])}</Badge>
            </Group>
          )}
          <Group justify="flex-end" mt="sm">
            <Button variant="default" h={44} onClick={onClose} data-testid="staff-note-cancel">
              {SCREEN_MSG.CANCEL}
            </Button>
            <Button type="submit" h={44} miw={140} loading={busy} data-testid="staff-note-submit">
              {SCREEN_MSG.SAVE}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}

function labelOf(options: TableOption[], value: string | undefined): string {
  for (const g of options) {
    const found = g.items.find((i) => i.value === value);
    if (found) {
      return found.label;
    }
  }
  return "";
}
