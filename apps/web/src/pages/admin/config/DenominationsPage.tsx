/**
 * Back office · Pecahan Uang (issue 14): the notes and coins of the outlet's cash counts (GET
 * /admin/denominations), largest first. A denomination already counted keeps its value; it is
 * withdrawn by switching Aktif off.
 */
import { Button, Group, Modal, Stack, Switch, Table, Text, TextInput } from "@mantine/core";
import { useQuery } from "@tanstack/react-query";
import { CONFIG_LIMITS, CONFIG_MSG, formatMoney } from "@waroeng/domain";
import { useState } from "react";
import { createDenomination, listAdminDenominations, updateDenomination } from "../../../api/adminConfig.ts";
import { AmountInput } from "../../../components/AmountInput.tsx";
import { useCurrency } from "../../../hooks/useOutlet.ts";
import { ActiveBadge, ConfigHeader, SaveError, useConfigSave } from "./common.tsx";

const KEY = ["admin", "denominations"];

interface Draft {
  id: number | null;
  name: string;
  value: number | null;
  active: boolean;
  used: boolean;
}

export function DenominationsPage() {
  const currency = useCurrency();
  const list = useQuery({ queryKey: KEY, queryFn: listAdminDenominations });
  const [draft, setDraft] = useState<Draft | null>(null);
  const save = useConfigSave(
    KEY,
    (d: Draft) => {
      const form = { m_modal_tipe_nama: d.name, m_modal_tipe_value: d.value ?? 0, m_modal_tipe_active: d.active };
      return d.id === null ? createDenomination(form) : updateDenomination(d.id, form);
    },
    () => setDraft(null),
  );
  const open = (d: Draft) => {
    save.reset();
    setDraft(d);
  };
  return (
    <Stack gap="md">
      <ConfigHeader
        title={CONFIG_MSG.DENOMINATIONS_TITLE}
        addTestId="denomination-add"
        onAdd={() => open({ id: null, name: "", value: 0, active: true, used: false })}
      />
      <Table striped withTableBorder verticalSpacing="xs" data-testid="denomination-table">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{CONFIG_MSG.FIELD_NAME}</Table.Th>
            <Table.Th ta="right">{CONFIG_MSG.FIELD_VALUE}</Table.Th>
            <Table.Th>{CONFIG_MSG.FIELD_STATUS}</Table.Th>
            <Table.Th />
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {(list.data ?? []).map((d) => (
            <Table.Tr key={d.m_modal_tipe_id} data-testid={`denomination-row-${d.m_modal_tipe_id}`}>
              <Table.Td>
                <Text fw={600}>{d.m_modal_tipe_nama}</Text>
              </Table.Td>
              <Table.Td ta="right" className="tabular">
                {formatMoney(d.m_modal_tipe_value, currency)}
              </Table.Td>
              <Table.Td>
                <ActiveBadge active={d.m_modal_tipe_active} />
              </Table.Td>
              <Table.Td>
                <Button
                  variant="light"
                  size="xs"
                  aria-label={`${CONFIG_MSG.EDIT} ${d.m_modal_tipe_nama}`}
                  onClick={() =>
                    open({
                      id: d.m_modal_tipe_id,
                      name: d.m_modal_tipe_nama,
                      value: d.m_modal_tipe_value,
                      active: d.m_modal_tipe_active,
                      used: d.used,
                    })
                  }
                >
                  {CONFIG_MSG.EDIT}
                </Button>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
      <Modal
        opened={draft !== null}
        onClose={() => setDraft(null)}
        title={`${draft?.id === null ? CONFIG_MSG.ADD : CONFIG_MSG.EDIT} ${CONFIG_MSG.DENOMINATIONS_TITLE}`}
        centered
      >
        {draft && (
          <form
            onSubmit={(e) => {
              e.preventDefault();
              save.mutate(draft);
            }}
          >
            <Stack gap="sm">
              <TextInput
                label={CONFIG_MSG.FIELD_NAME}
                value={draft.name}
                maxLength={CONFIG_LIMITS.denominationNameMax}
                onChange={(e) => setDraft({ ...draft, name: e.currentTarget.value })}
                data-testid="denomination-name"
              />
              <AmountInput
                kind="money"
                label={CONFIG_MSG.FIELD_VALUE}
                value={draft.value}
                disabled={draft.used}
                onChange={(value) => setDraft({ ...draft, value })}
                data-testid="denomination-value"
              />
              <Switch
                label={CONFIG_MSG.FIELD_ACTIVE}
                checked={draft.active}
                onChange={(e) => setDraft({ ...draft, active: e.currentTarget.checked })}
                data-testid="denomination-active"
              />
              <SaveError error={save.error} testId="denomination-error" />
              <Group justify="flex-end">
                <Button variant="default" onClick={() => setDraft(null)}>
                  {CONFIG_MSG.CANCEL}
                </Button>
                <Button type="submit" loading={save.isPending} disabled={draft.value === null} data-testid="denomination-save">
                  {CONFIG_MSG.SAVE}
                </Button>
              </Group>
            </Stack>
          </form>
        )}
      </Modal>
    </Stack>
  );
}
