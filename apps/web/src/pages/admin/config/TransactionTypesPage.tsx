/**
 * Back office · Jenis Transaksi (issue 14): dine in, take away and the delivery platforms
 * (GET /admin/transaction-types), switched on/off and ordered for the outlet. Dine in and take
 * away stay on; a type with open orders is not switched off (the server says so).
 */
import { Badge, Button, Group, Modal, NumberInput, Stack, Switch, Table, Text } from "@mantine/core";
import { useQuery } from "@tanstack/react-query";
import { CONFIG_LIMITS, CONFIG_MSG, canDeactivateType } from "@waroeng/domain";
import { useState } from "react";
import { type AdminTransactionType, listAdminTransactionTypes, updateTransactionType } from "../../../api/adminConfig.ts";
import { ActiveBadge, ConfigHeader, SaveError, useConfigSave } from "./common.tsx";

const KEY = ["admin", "transaction-types"];

export function TransactionTypesPage() {
  const types = useQuery({ queryKey: KEY, queryFn: listAdminTransactionTypes });
  const [draft, setDraft] = useState<AdminTransactionType | null>(null);
  const save = useConfigSave(
    KEY,
    (d: AdminTransactionType) => updateTransactionType(d.m_t_t_id, { active: d.active, urut: d.urut }),
    () => setDraft(null),
  );
  return (
    <Stack gap="md">
      <ConfigHeader title={CONFIG_MSG.TYPES_TITLE} />
      <Table striped withTableBorder verticalSpacing="xs" data-testid="type-table">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{CONFIG_MSG.FIELD_NAME}</Table.Th>
            <Table.Th>{CONFIG_MSG.FIELD_GROUP}</Table.Th>
            <Table.Th>{CONFIG_MSG.FIELD_ORDER}</Table.Th>
            <Table.Th>{CONFIG_MSG.FIELD_OPEN_ORDERS}</Table.Th>
            <Table.Th>{CONFIG_MSG.FIELD_STATUS}</Table.Th>
            <Table.Th />
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
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
                <Button
                  variant="light"
                  size="xs"
                  aria-label={`${CONFIG_MSG.EDIT} ${t.m_t_t_name}`}
                  onClick={() => {
                    save.reset();
                    setDraft(t);
                  }}
                  data-testid={`type-edit-${t.m_t_t_id}`}
                >
                  {CONFIG_MSG.EDIT}
                </Button>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
      <Modal opened={draft !== null} onClose={() => setDraft(null)} title={`${CONFIG_MSG.EDIT} ${draft?.m_t_t_name ?? ""}`} centered>
        {draft && (
          <form
            onSubmit={(e) => {
              e.preventDefault();
              save.mutate(draft);
            }}
          >
            <Stack gap="sm">
              <NumberInput
                label={CONFIG_MSG.FIELD_ORDER}
                value={draft.urut}
                min={0}
                max={CONFIG_LIMITS.sortMax}
                allowDecimal={false}
                onChange={(v) => setDraft({ ...draft, urut: typeof v === "number" ? v : 0 })}
                data-testid="type-order"
              />
              <Switch
                label={CONFIG_MSG.FIELD_ACTIVE}
                checked={draft.active}
                disabled={!canDeactivateType(draft.m_t_t_id)}
                onChange={(e) => setDraft({ ...draft, active: e.currentTarget.checked })}
                data-testid="type-active"
              />
              <SaveError error={save.error} testId="type-error" />
              <Group justify="flex-end">
                <Button variant="default" onClick={() => setDraft(null)}>
                  {CONFIG_MSG.CANCEL}
                </Button>
                <Button type="submit" loading={save.isPending} data-testid="type-save">
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
