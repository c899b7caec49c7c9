/**
 * Pieces shared by the back office's list pages: the page (or card) header with its add
 * button, the refusal shown in a form, the Aktif badge, a row's Ubah button and the confirm dialog
 * before a row's change. The saves are in useAdminSave.ts, the table in ListTable.tsx and the
 * form dialog in AdminFormModal.tsx.
 */
import { Alert, Badge, Button, Group, type MantineSpacing, NumberInput, Switch, Text, Title } from "@mantine/core";
import { modals } from "@mantine/modals";
import { CONFIG_LIMITS, CONFIG_MSG, PEOPLE_MSG } from "@waroeng/domain";
import type { ReactNode } from "react";
import { errorText } from "./useAdminSave.ts";

/**
 * A title (`order` 2 for a page, 4 for a card) with, on the right, `children` (more buttons) and the
 * add button: `addLabel` (default Tambah) calling `onAdd`, a 44 px target with `addTestId`.
 */
export function AdminHeader(props: {
  title: string;
  order?: 2 | 4;
  mb?: MantineSpacing;
  onAdd?: () => void;
  addLabel?: string;
  addTestId?: string;
  children?: ReactNode;
}) {
  return (
    <Group justify="space-between" mb={props.mb}>
      <Title order={props.order ?? 2}>{props.title}</Title>
      {(props.onAdd || props.children) && (
        <Group gap="sm">
          {props.children}
          {props.onAdd && (
            <Button onClick={props.onAdd} h={44} data-testid={props.addTestId}>
              {props.addLabel ?? CONFIG_MSG.ADD}
            </Button>
          )}
        </Group>
      )}
    </Group>
  );
}

/** The server's refusal of a save (an Error, a text, or nothing: then nothing shows), in the form. */
export function SaveError({ error, testId }: { error: unknown; testId?: string }) {
  if (!error) {
    return null;
  }
  return (
    <Alert color="red" data-testid={testId}>
      {errorText(error)}
    </Alert>
  );
}

/** Aktif / Nonaktif. */
export function ActiveBadge({ active }: { active: boolean }) {
  return (
    <Badge color={active ? "green" : "gray"} variant="light">
      {active ? CONFIG_MSG.FIELD_ACTIVE : CONFIG_MSG.VOUCHER_STATE.nonaktif}
    </Badge>
  );
}

/** A row's Ubah button; `name` (the row's name) makes its accessible name "Ubah <name>". */
export function EditButton(props: { name?: string; onClick: () => void; testId?: string }) {
  return (
    <Button
      variant="light"
      size="xs"
      aria-label={props.name === undefined ? undefined : `${CONFIG_MSG.EDIT} ${props.name}`}
      onClick={props.onClick}
      data-testid={props.testId}
    >
      {CONFIG_MSG.EDIT}
    </Button>
  );
}

/**
 * Asks before a row's change: a centred dialog titled `title` saying `body`, the `confirm` button
 * (red with `danger`; `testId`) and Batal, both 44 px; `onConfirm` runs on yes.
 */
export function confirmAction(o: {
  title: string;
  body: string;
  confirm: string;
  danger?: boolean;
  testId: string;
  onConfirm: () => void;
}) {
  modals.openConfirmModal({
    title: <Text fw={700}>{o.title}</Text>,
    centered: true,
    children: <Text>{o.body}</Text>,
    labels: { confirm: o.confirm, cancel: PEOPLE_MSG.CANCEL },
    confirmProps: { ...(o.danger ? { color: "red" } : {}), h: 44, "data-testid": o.testId },
    cancelProps: { h: 44 },
    onConfirm: o.onConfirm,
  });
}

/**
 * A config dialog's Urutan and Aktif fields (payment methods, transaction types): `onChange` gets the
 * changed field; Aktif is locked when `canDeactivate` is false. Test ids `<testPrefix>-order`, `-active`.
 */
export function OrderActiveFields(props: {
  urut: number;
  active: boolean;
  canDeactivate: boolean;
  onChange: (patch: { urut?: number; active?: boolean }) => void;
  testPrefix: string;
}) {
  return (
    <>
      <NumberInput
        label={CONFIG_MSG.FIELD_ORDER}
        value={props.urut}
        min={0}
        max={CONFIG_LIMITS.sortMax}
        allowDecimal={false}
        onChange={(v) => props.onChange({ urut: typeof v === "number" ? v : 0 })}
        data-testid={`${props.testPrefix}-order`}
      />
      <Switch
        label={CONFIG_MSG.FIELD_ACTIVE}
        checked={props.active}
        disabled={!props.canDeactivate}
        onChange={(e) => props.onChange({ active: e.currentTarget.checked })}
        data-testid={`${props.testPrefix}-active`}
      />
    </>
  );
}
