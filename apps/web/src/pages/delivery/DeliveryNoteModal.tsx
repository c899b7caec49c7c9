/**
 * Input Info Nota of a delivery platform (orders §2.6, §5): the nota number with the platform's
 * prefix shown before it (GF-, G-, MX-, SF-, GM-), Nama Bigboss, Jam, and on the staff form (Hal
 * Ojol) the staff selector (Karyawan); Proses / Batal. Nota ≥ 3 characters, all fields required.
 */
import { Button, Group, Modal, Stack, Text, TextInput } from "@mantine/core";
import { useForm } from "@mantine/form";
import { DELIVERY_PREFIXES, type DeliveryProvider, FIELD_MSG, jakartaParts, MIN_LENGTH, SCREEN_MSG, WEB_MSG } from "@waroeng/domain";
import type { StaffMember } from "../../api/staff.ts";
import { DeliveryLogo } from "../../components/DeliveryLogo.tsx";
import { EmployeeSelect } from "../../components/EmployeeSelect.tsx";
import { TimeField } from "../../components/TimeField.tsx";
import { useModalForm } from "../../hooks/useModalForm.ts";

export interface DeliveryNoteValues {
  /** The nota as typed, without the prefix. */
  nota: string;
  customer: string;
  /** `HH:mm`, Jakarta. */
  time: string;
  /** Staff id as the select holds it (staff form only). */
  by: string | null;
}

interface OjolNoteModalProps {
  platform: { key: DeliveryProvider; title: string } | null;
  /** The staff list: shown (and required) on the staff form only. */
  staff?: StaffMember[];
  onClose: () => void;
  /** Saves; resolves with field errors to show, or ok. */
  onSubmit: (values: DeliveryNoteValues) => Promise<{ ok: boolean; errors?: Partial<Record<keyof DeliveryNoteValues, string>> }>;
}

const blank = (): DeliveryNoteValues => ({ nota: "", customer: "", time: jakartaParts(new Date()).time, by: null });

export function DeliveryNoteModal({ platform, staff, onClose, onSubmit }: OjolNoteModalProps) {
  const prefix = platform ? DELIVERY_PREFIXES[platform.key] : "";
  const form = useForm<DeliveryNoteValues>({
    mode: "controlled",
    initialValues: blank(),
    validate: {
      nota: (v) => {
        const typed = v.trim().toUpperCase().startsWith(prefix) ? v.trim().slice(prefix.length) : v.trim();
        if (typed === "") {
          return FIELD_MSG.NOTE_NUMBER_REQUIRED;
        }
        return typed.length < MIN_LENGTH.onlineNoteNumber ? FIELD_MSG.ONLINE_NOTE_NUMBER_MIN : null;
      },
      customer: (v) => (v.trim() === "" ? FIELD_MSG.CUSTOMER_NAME_REQUIRED : null),
      time: (v) => (v === "" ? FIELD_MSG.ORDER_TIME_REQUIRED : null),
      by: (v) => (staff && !v ? FIELD_MSG.STAFF_REQUIRED : null),
    },
  });
  // A fresh form per platform tapped.
  const { submit, busy } = useModalForm(form, { opening: platform, refill: blank, onSubmit });

  return (
    <Modal
      opened={platform !== null}
      onClose={onClose}
      centered
      size="md"
      title={
        <Group gap="xs" wrap="nowrap">
          {platform && <DeliveryLogo name={platform.key} />}
          <Text fw={800}>{SCREEN_MSG.NOTE_INFO_TITLE}</Text>
        </Group>
      }
    >
      <form onSubmit={submit} noValidate data-testid="ojol-note-form">
        <Stack gap="sm">
          {staff && <EmployeeSelect staff={staff} data-testid="ojol-note-by" {...form.getInputProps("by")} />}
          <TextInput
            size="md"
            label={WEB_MSG.NOTA_NUMBER}
            withAsterisk
            data-autofocus
            leftSection={
              <Text fw={800} fz="sm" c="dark.6" data-testid="ojol-note-prefix">
                {prefix}
              </Text>
            }
            leftSectionWidth={prefix.length * 12 + 14}
            data-testid="ojol-note-number"
            {...form.getInputProps("nota")}
          />
          <TextInput
            size="md"
            label={SCREEN_MSG.BIGBOSS_NAME}
            withAsterisk
            data-testid="ojol-note-customer"
            {...form.getInputProps("customer")}
          />
          <TimeField size="md" label={SCREEN_MSG.TIME} withAsterisk data-testid="ojol-note-time" {...form.getInputProps("time")} />
          <Group justify="flex-end" mt="xs">
            <Button variant="default" h={44} onClick={onClose} data-testid="ojol-note-cancel">
              {SCREEN_MSG.CANCEL}
            </Button>
            <Button type="submit" color="orange" h={44} loading={busy} data-testid="ojol-note-submit">
              {SCREEN_MSG.PROCESS}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
