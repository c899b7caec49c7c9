/**
 * Back office · Menu (`/admin/menu`): the item list with search and the archive switch,
 * the item form (MenuItemModal), archive / restore / delete, CSV export (the domain's `menuCsv`, in
 * the outlet's major unit) and import (MenuImportModal), and the types and categories
 * (MenuGroupsPanel). Saved changes reach every till at once through the `menu` live event.
 */
import { Badge, Button, Group, Stack, Switch, Table, Tabs, Text, TextInput, Title } from "@mantine/core";
import { useDebouncedValue } from "@mantine/hooks";
import { modals } from "@mantine/modals";
import { notifications } from "@mantine/notifications";
import { keepPreviousData, useQuery, useQueryClient } from "@tanstack/react-query";
import { formatMoney, MENU_ADMIN_MSG, MENU_LIMITS } from "@waroeng/domain";
import { useState } from "react";
import {
  type AdminMenuItem,
  archiveMenuItem,
  deleteMenuItem,
  getMenuOptions,
  listAdminMenu,
  type MenuItemForm,
  saveMenuItem,
} from "../../../api/menuAdmin.ts";
import { queryKeys } from "../../../api/queryKeys.ts";
import { useCurrency } from "../../../hooks/useOutlet.ts";
import { ListTable } from "../ListTable.tsx";
import { notifyFailed } from "../useAdminSave.ts";
import { MenuGroupsPanel } from "./MenuGroupsPanel.tsx";
import { MenuImportModal } from "./MenuImportModal.tsx";
import { MenuItemModal } from "./MenuItemModal.tsx";
import { exportMenuCsv } from "./menuExport.ts";

export function MenuAdminPage() {
  const queryClient = useQueryClient();
  const currency = useCurrency();
  const [search, setSearch] = useState("");
  const [debounced] = useDebouncedValue(search.trim(), 250);
  const [archived, setArchived] = useState(false);
  const [editing, setEditing] = useState<AdminMenuItem | "new" | null>(null);
  const [importing, setImporting] = useState(false);
  const options = useQuery({ queryKey: queryKeys.admin.menuOptions, queryFn: getMenuOptions });
  const items = useQuery({
    queryKey: queryKeys.admin.menu(debounced, archived),
    queryFn: () => listAdminMenu(debounced, archived),
    placeholderData: keepPreviousData,
  });
  const refresh = () => queryClient.invalidateQueries({ queryKey: queryKeys.admin.all });
  const act = async (work: () => Promise<unknown>, message: string) => {
    try {
      await work();
      notifications.show({ message, color: "green" });
    } catch (e) {
      notifyFailed(e);
    }
    await refresh();
  };
  const confirmDelete = (item: AdminMenuItem) =>
    modals.openConfirmModal({
      title: item.m_menu_nama,
      children: <Text fz="sm">{MENU_ADMIN_MSG.DELETE_CONFIRM}</Text>,
      labels: { confirm: MENU_ADMIN_MSG.DELETE, cancel: MENU_ADMIN_MSG.CANCEL },
      confirmProps: { color: "red", "data-testid": "menu-delete-confirm" } as never,
      onConfirm: () => act(() => deleteMenuItem(item.m_menu_id), MENU_ADMIN_MSG.MENU_DELETED),
    });
  const opts = options.data;

  return (
    <Stack gap="md">
      <Title order={2}>{MENU_ADMIN_MSG.TITLE}</Title>
      <Tabs defaultValue="items" keepMounted={false}>
        <Tabs.List mb="md">
          <Tabs.Tab value="items" data-testid="menu-tab-items">
            {MENU_ADMIN_MSG.TAB_ITEMS}
          </Tabs.Tab>
          <Tabs.Tab value="groups" data-testid="menu-tab-groups">
            {MENU_ADMIN_MSG.TAB_TYPES} & {MENU_ADMIN_MSG.TAB_CATEGORIES}
          </Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="items">
          <Stack gap="sm">
            <Group justify="space-between">
              <Group gap="sm">
                <TextInput
                  placeholder={MENU_ADMIN_MSG.SEARCH}
                  value={search}
                  maxLength={MENU_LIMITS.searchMax}
                  onChange={(e) => setSearch(e.currentTarget.value)}
                  w={260}
                  data-testid="menu-admin-search"
                />
                <Switch
                  label={MENU_ADMIN_MSG.SHOW_ARCHIVED}
                  checked={archived}
                  onChange={(e) => setArchived(e.currentTarget.checked)}
                  data-testid="menu-admin-archived"
                />
              </Group>
              <Group gap="xs">
                <Button
                  variant="default"
                  disabled={!opts || !items.data}
                  onClick={() => opts && exportMenuCsv(items.data ?? [], opts, currency)}
                  data-testid="menu-export"
                >
                  {MENU_ADMIN_MSG.EXPORT}
                </Button>
                <Button variant="default" onClick={() => setImporting(true)} data-testid="menu-import">
                  {MENU_ADMIN_MSG.IMPORT}
                </Button>
                <Button disabled={!opts} onClick={() => setEditing("new")} data-testid="menu-add">
                  {MENU_ADMIN_MSG.ADD_MENU}
                </Button>
              </Group>
            </Group>
            {items.data && items.data.length === 0 ? (
              <Text c="dimmed" data-testid="menu-admin-empty">
                {MENU_ADMIN_MSG.EMPTY}
              </Text>
            ) : (
              <ListTable
                testId="menu-admin-table"
                highlightOnHover
                verticalSpacing={6}
                columns={[
                  MENU_ADMIN_MSG.COL_NAME,
                  MENU_ADMIN_MSG.COL_CATEGORY,
                  { label: MENU_ADMIN_MSG.COL_PRICE, ta: "right" },
                  MENU_ADMIN_MSG.COL_STATUS,
                  { w: 250 },
                ]}
              >
                {items.data?.map((m) => (
                  <Table.Tr key={m.m_menu_id} data-testid="menu-admin-row">
                    <Table.Td>{m.m_menu_nama}</Table.Td>
                    <Table.Td>{m.m_kategori_nama}</Table.Td>
                    <Table.Td ta="right">{formatMoney(m.m_menu_harga, currency)}</Table.Td>
                    <Table.Td>
                      {m.archived ? (
                        <Badge color="gray">{MENU_ADMIN_MSG.STATUS_ARCHIVED}</Badge>
                      ) : m.m_menu_active ? (
                        <Badge color="green">{MENU_ADMIN_MSG.STATUS_ACTIVE}</Badge>
                      ) : (
                        <Badge color="yellow">{MENU_ADMIN_MSG.STATUS_INACTIVE}</Badge>
                      )}
                    </Table.Td>
                    <Table.Td>
                      <Group gap={4} justify="flex-end" wrap="nowrap">
                        <Button size="compact-sm" variant="light" disabled={!opts} onClick={() => setEditing(m)} data-testid="menu-edit">
                          {MENU_ADMIN_MSG.EDIT}
                        </Button>
                        <Button
                          size="compact-sm"
                          variant="subtle"
                          onClick={() =>
                            act(
                              () => archiveMenuItem(m.m_menu_id, !m.archived),
                              m.archived ? MENU_ADMIN_MSG.MENU_RESTORED : MENU_ADMIN_MSG.MENU_ARCHIVED,
                            )
                          }
                          data-testid="menu-archive"
                        >
                          {m.archived ? MENU_ADMIN_MSG.RESTORE : MENU_ADMIN_MSG.ARCHIVE}
                        </Button>
                        <Button size="compact-sm" variant="subtle" color="red" onClick={() => confirmDelete(m)} data-testid="menu-delete">
                          {MENU_ADMIN_MSG.DELETE}
                        </Button>
                      </Group>
                    </Table.Td>
                  </Table.Tr>
                ))}
              </ListTable>
            )}
          </Stack>
        </Tabs.Panel>
        <Tabs.Panel value="groups">{opts && <MenuGroupsPanel options={opts} />}</Tabs.Panel>
      </Tabs>
      {editing && opts && (
        <MenuItemModal
          item={editing === "new" ? null : editing}
          options={opts}
          onClose={() => setEditing(null)}
          onSave={async (form: MenuItemForm) => {
            await saveMenuItem(editing === "new" ? undefined : editing.m_menu_id, form);
            notifications.show({ message: MENU_ADMIN_MSG.MENU_SAVED, color: "green" });
            await refresh();
          }}
        />
      )}
      {importing && (
        <MenuImportModal
          onClose={() => setImporting(false)}
          onApplied={(r) => {
            notifications.show({ message: MENU_ADMIN_MSG.importDone(r.created, r.updated), color: "green" });
            void refresh();
          }}
        />
      )}
    </Stack>
  );
}
