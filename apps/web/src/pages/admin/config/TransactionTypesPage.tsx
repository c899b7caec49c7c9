/**
 * Back office · Jenis Transaksi: dine in, take away and the delivery platforms
 * (GET /admin/transaction-types), switched on/off and ordered for the outlet. Dine in and take
 * away stay on; a type with open orders is not switched off (the server says so).
 */
import { Badge, Group, Stack, Table, Text } from "@mantine/core";
import { useQuery } from "@tanstack/react-query";
import { CONFIG_MSG, canDeactivateType } from "@waroeng/domain";
import { type AdminTransactionType, listAdminTransactionTypes, updateTransactionType } from "../../../api/adminConfig.ts";
import { queryKeys } from "../../../api/queryKeys.ts";
import { DraftModal } from "../AdminFormModal.tsx";
import { ActiveBadge, AdminHeader, EditButton, OrderActiveFields } from "../common.tsx";
import { ListTable } from "../ListTable.tsx";
import { useDraft } from "../useAdminSave.ts";

const KEY = queryKeys.admin.transactionTypes;

const save = (d: AdminTransactionType) => updateTransactionType(d.m_t_t_id, { active: d.active, urut: d.urut });

export function TransactionTypesPage() {
  const types = useQuery({ queryKey: KEY, queryFn: listAdminTransactionTypes });
  const editor = useDraft(KEY, save);
  const { patch } = editor;
  return (
    <Stack gap="md">
      <AdminHeader title={CONFIG_MSG.TYPES_TITLE} />
      <ListTable
        testId="type-table"
        columns={[
          CONFIG_MSG.FIELD_NAME,
          CONFIG_MSG.FIELD_GROUP,
          CONFIG_MSG.FIELD_ORDER,
          CONFIG_MSG.FIELD_OPEN_ORDERS,
          CONFIG_MSG.FIELD_STATUS,
          "",
        ]}
      >
        {(types.data ?? []).map((t) => (
          <Table.Tr key={t.m_t_t_id} data-testid={`type-row-${t.m_t_t_id}`}>
            <Table.Td>
              <Group gap="xs">
                <Text fw={600} tt="capitalize">
                  {t.m_t_t_name}
                </Text>
                {t.is_dine_in && (
                  <Badge variant="outline" color="gray" size="sm">
                    {CONFIG_MSG.DINE_IN}
                  </Badge>
                )}
              </Group>
            </Table.Td>
            <Table.Td>{t.m_t_t_group}</Table.Td>
            <Table.Td>{t.urut}</Table.Td>
            <Table.Td>{t.open_orders}</Table.Td>
            <Table.Td>
              <ActiveBadge active={t.active} />
            </Table.Td>
            <Table.Td>
              <EditButton name={t.m_t_t_name} onClick={() => editor.open(t)} testId={`type-edit-${t.m_t_t_id}`} />
            </Table.Td>
          </Table.Tr>
        ))}
      </ListTable>
      <DraftModal editor={editor} title={`${CONFIG_MSG.EDIT} ${editor.draft?.m_t_t_name ?? ""}`} testPrefix="type">
        {(draft) => (
          <>
            <OrderActiveFields
              urut={draft.urut}
              active={draft.active}
              canDeactivate={canDeactivateType(draft.m_t_t_id)}
              onChange={patch}
              testPrefix="type"
            />
          </>
        )}
      </DraftModal>
    </Stack>
  );
}
