/**
 * Back office · Opsi Menu (`/admin/opsi-menu`): the option groups with their options, rule and
 * attachments, the archive switch, the group form (OptionGroupModal), archive / restore, and the CSV
 * export (the domain's `optionCsv`) and import (OptionImportModal). Built from the menu page's pieces
 * (ListTable, AdminFormModal, the import dialog's error table). Saved changes reach every till at
 * once through the `menu` live event.
 */
import { Badge, Button, Group, Stack, Switch, Table, Text, Title } from "@mantine/core";
import { notifications } from "@mantine/notifications";
import { keepPreviousData, useQuery, useQueryClient } from "@tanstack/react-query";
import { formatMoney, MENU_ADMIN_MSG, OPTION_ADMIN_MSG } from "@waroeng/domain";
import { Fragment, useState } from "react";
import { getMenuOptions, listAdminMenu } from "../../../api/menuAdmin.ts";
import {
  type AdminOptionGroup,
  archiveOptionGroup,
  listOptionGroups,
  type OptionGroupForm,
  saveOptionGroup,
} from "../../../api/optionAdmin.ts";
import { queryKeys } from "../../../api/queryKeys.ts";
import { useCurrency } from "../../../hooks/useOutlet.ts";
import { ListTable } from "../ListTable.tsx";
import { notifyFailed } from "../useAdminSave.ts";
import { OptionGroupModal } from "./OptionGroupModal.tsx";
import { OptionImportModal } from "./OptionImportModal.tsx";
import { exportOptionCsv } from "./optionExport.ts";

export function OptionGroupsPage() {
  const queryClient = useQueryClient();
  const currency = useCurrency();
  const [archived, setArchived] = useState(false);
  const [editing, setEditing] = useState<AdminOptionGroup | "new" | null>(null);
  const [importing, setImporting] = useState(false);
  const menuOptions = useQuery({ queryKey: queryKeys.admin.menuOptions, queryFn: getMenuOptions });
  const items = useQuery({ queryKey: queryKeys.admin.menu("", false), queryFn: () => listAdminMenu("", false) });
  const groups = useQuery({
    queryKey: queryKeys.admin.optionGroups(archived),
    queryFn: () => listOptionGroups(archived),
    placeholderData: keepPreviousData,
  });
  const refresh = () => queryClient.invalidateQueries({ queryKey: queryKeys.admin.all });
  const opts = menuOptions.data;
  const ready = Boolean(opts && items.data);
  const price = (minor: number) => (minor === 0 ? "" : ` ${minor > 0 ? "+" : "−"}${formatMoney(Math.abs(minor), currency)}`);

  return (
    <Stack gap="md">
      <Title order={2}>{OPTION_ADMIN_MSG.TITLE}</Title>
      <Group justify="space-between">
        <Switch
          label={MENU_ADMIN_MSG.SHOW_ARCHIVED}
          checked={archived}
          onChange={(e) => setArchived(e.currentTarget.checked)}
          data-testid="option-admin-archived"
        />
        <Group gap="xs">
          <Button
            variant="default"
            disabled={!opts || !groups.data}
            onClick={() => opts && exportOptionCsv(groups.data ?? [], opts, currency)}
            data-testid="option-export"
          >
            {MENU_ADMIN_MSG.EXPORT}
          </Button>
          <Button variant="default" onClick={() => setImporting(true)} data-testid="option-import">
            {MENU_ADMIN_MSG.IMPORT}
          </Button>
          <Button disabled={!ready} onClick={() => setEditing("new")} data-testid="option-group-add">
            {OPTION_ADMIN_MSG.ADD_GROUP}
          </Button>
        </Group>
      </Group>
      {groups.data && groups.data.length === 0 ? (
        <Text c="dimmed" data-testid="option-admin-empty">
          {OPTION_ADMIN_MSG.EMPTY}
        </Text>
      ) : (
        <ListTable
          testId="option-admin-table"
          highlightOnHover
          verticalSpacing={6}
          columns={[
            OPTION_ADMIN_MSG.COL_GROUP,
            OPTION_ADMIN_MSG.COL_OPTIONS,
            OPTION_ADMIN_MSG.COL_RULE,
            OPTION_ADMIN_MSG.COL_ATTACHED,
            { w: 190 },
          ]}
        >
          {groups.data?.map((g) => (
            <Table.Tr key={g.m_option_group_id} data-testid="option-admin-row" data-group={g.m_option_group_nama}>
              <Table.Td>
                <Text fw={600}>{g.m_option_group_nama}</Text>
                <Badge size="sm" variant="light" color={g.m_option_group_min >= 1 ? "orange" : "gray"}>
                  {g.m_option_group_min >= 1 ? OPTION_ADMIN_MSG.REQUIRED : OPTION_ADMIN_MSG.OPTIONAL}
                </Badge>
              </Table.Td>
              <Table.Td data-testid="option-admin-options">
                {g.options.map((o, i) => (
                  <Fragment key={o.m_option_id}>
                    {i > 0 ? ", " : ""}
                    <Text
                      span
                      fz="sm"
                      c={o.m_option_active ? undefined : "dimmed"}
                      td={o.habis ? "line-through" : undefined}
                      title={o.habis ? OPTION_ADMIN_MSG.SOLD_OUT_TODAY : undefined}
                    >
                      {o.m_option_nama}
                      {price(o.m_option_harga)}
                      {o.m_option_default ? " ✓" : ""}
                    </Text>
                  </Fragment>
                ))}
              </Table.Td>
              <Table.Td>{OPTION_ADMIN_MSG.rule(g.m_option_group_min, g.m_option_group_max)}</Table.Td>
              <Table.Td data-testid="option-admin-attached" fz="sm">
                {g.attachments.map((a) => a.name).join(", ")}
              </Table.Td>
              <Table.Td>
                <Group gap={4} justify="flex-end" wrap="nowrap">
                  <Button size="compact-sm" variant="light" disabled={!ready} onClick={() => setEditing(g)} data-testid="option-group-edit">
                    {MENU_ADMIN_MSG.EDIT}
                  </Button>
                  <Button
                    size="compact-sm"
                    variant="subtle"
                    onClick={async () => {
                      try {
                        await archiveOptionGroup(g.m_option_group_id, g.m_option_group_active);
                        notifications.show({
                          message: g.m_option_group_active ? OPTION_ADMIN_MSG.GROUP_ARCHIVED : OPTION_ADMIN_MSG.GROUP_RESTORED,
                          color: "green",
                        });
                      } catch (e) {
                        notifyFailed(e);
                      }
                      await refresh();
                    }}
                    data-testid="option-group-archive"
                  >
                    {g.m_option_group_active ? MENU_ADMIN_MSG.ARCHIVE : MENU_ADMIN_MSG.RESTORE}
                  </Button>
                </Group>
              </Table.Td>
            </Table.Tr>
          ))}
        </ListTable>
      )}
      {editing && opts && items.data && (
        <OptionGroupModal
          group={editing === "new" ? null : editing}
          options={opts}
          items={items.data}
          onClose={() => setEditing(null)}
          onSave={async (form: OptionGroupForm) => {
            await saveOptionGroup(editing === "new" ? undefined : editing.m_option_group_id, form);
            notifications.show({ message: OPTION_ADMIN_MSG.GROUP_SAVED, color: "green" });
            await refresh();
          }}
        />
      )}
      {importing && (
        <OptionImportModal
          onClose={() => setImporting(false)}
          onApplied={(r) => {
            notifications.show({ message: OPTION_ADMIN_MSG.importDone(r.created, r.updated), color: "green" });
            void refresh();
          }}
        />
      )}
    </Stack>
  );
}
