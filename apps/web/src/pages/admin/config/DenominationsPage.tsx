/**
 * Back office · Pecahan Uang: the notes and coins of the outlet's cash counts (GET
 * /admin/denominations), largest first. A denomination already counted keeps its value; it is
 * withdrawn by switching Aktif off.
 */
import { Stack, Switch, Table, Text, TextInput } from "@mantine/core";
import { useQuery } from "@tanstack/react-query";
import { CONFIG_LIMITS, CONFIG_MSG, formatMoney } from "@waroeng/domain";
import { createDenomination, listAdminDenominations, updateDenomination } from "../../../api/adminConfig.ts";
import { queryKeys } from "../../../api/queryKeys.ts";
import { AmountInput } from "../../../components/AmountInput.tsx";
import { useCurrency } from "../../../hooks/useOutlet.ts";
import { DraftModal } from "../AdminFormModal.tsx";
import { ActiveBadge, AdminHeader, EditButton } from "../common.tsx";
import { ListTable } from "../ListTable.tsx";
import { useDraft } from "../useAdminSave.ts";

const KEY = queryKeys.admin.denominations;

interface Draft {
  id: number | null;
  name: string;
  value: number | null;
  active: boolean;
  used: boolean;
}

const save = (d: Draft) => {
  const form = { m_modal_tipe_nama: d.name, m_modal_tipe_value: d.value ?? 0, m_modal_tipe_active: d.active };
  return d.id === null ? createDenomination(form) : updateDenomination(d.id, form);
};

export function DenominationsPage() {
  const currency = useCurrency();
  const list = useQuery({ queryKey: KEY, queryFn: listAdminDenominations });
  const editor = useDraft(KEY, save);
  const { patch } = editor;
  return (
    <Stack gap="md">
      <AdminHeader
        title={CONFIG_MSG.DENOMINATIONS_TITLE}
        addTestId="denomination-add"
        onAdd={() => editor.open({ id: null, name: "", value: 0, active: true, used: false })}
      />
      <ListTable
        testId="denomination-table"
        columns={[CONFIG_MSG.FIELD_NAME, { label: CONFIG_MSG.FIELD_VALUE, ta: "right" }, CONFIG_MSG.FIELD_STATUS, ""]}
      >
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
              <EditButton
                name={d.m_modal_tipe_nama}
                onClick={() =>
                  editor.open({
                    id: d.m_modal_tipe_id,
                    name: d.m_modal_tipe_nama,
                    value: d.m_modal_tipe_value,
                    active: d.m_modal_tipe_active,
                    used: d.used,
                  })
                }
              />
            </Table.Td>
          </Table.Tr>
        ))}
      </ListTable>
      <DraftModal
        editor={editor}
        title={`${editor.draft?.id === null ? CONFIG_MSG.ADD : CONFIG_MSG.EDIT} ${CONFIG_MSG.DENOMINATIONS_TITLE}`}
        testPrefix="denomination"
        saveDisabled={(d) => d.value === null}
      >
        {(draft) => (
          <>
            <TextInput
              label={CONFIG_MSG.FIELD_NAME}
              value={draft.name}
              maxLength={CONFIG_LIMITS.denominationNameMax}
              onChange={(e) => patch({ name: e.currentTarget.value })}
              data-testid="denomination-name"
            />
            <AmountInput
              kind="money"
              label={CONFIG_MSG.FIELD_VALUE}
              value={draft.value}
              disabled={draft.used}
              onChange={(value) => patch({ value })}
              data-testid="denomination-value"
            />
            <Switch
              label={CONFIG_MSG.FIELD_ACTIVE}
              checked={draft.active}
              onChange={(e) => patch({ active: e.currentTarget.checked })}
              data-testid="denomination-active"
            />
          </>
        )}
      </DraftModal>
    </Stack>
  );
}
