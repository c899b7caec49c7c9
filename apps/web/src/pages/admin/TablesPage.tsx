/**
 * Back office · Meja: the outlet's tables (GET /admin/tables) with add, edit, deactivate /
 * reactivate, delete (only without history), Ganti QR, and the CSV export and import (preview, apply).
 * The server enforces every rule (a table in use, unique names); a refusal shows its message.
 */
import { Badge, Button, Group, Stack, Table } from "@mantine/core";
import { useQuery } from "@tanstack/react-query";
import { PEOPLE_MSG, TABLE_CSV_COLUMNS } from "@waroeng/domain";
import { reportCsv } from "@waroeng/domain/csv";
import { useState } from "react";
import { type AdminTable, deleteTable, getAdminTables, rotateTableQr, setTableActive } from "../../api/adminPeople.ts";
import { queryKeys } from "../../api/queryKeys.ts";
import { ActiveBadge, AdminHeader, confirmAction, EditButton } from "./common.tsx";
import { ListTable } from "./ListTable.tsx";
import { TableFormModal } from "./TableFormModal.tsx";
import { TableImportModal } from "./TableImportModal.tsx";
import { useAdminSave, useRefresh } from "./useAdminSave.ts";

const KEY = queryKeys.admin.tables;
/** The tables' lists: the back office's and the tills' (m-meja). */
const KEYS = [KEY, queryKeys.tables.all];
type Dialog = { kind: "add" } | { kind: "edit"; table: AdminTable } | { kind: "import" } | null;

/** Downloads the tables as CSV in the import's columns (so an edited export imports back). */
function exportCsv(tables: AdminTable[]) {
  const csv = reportCsv(
    TABLE_CSV_COLUMNS,
    tables.map((t) => [t.m_meja_nama, t.m_meja_type, t.m_meja_jenis_nama, t.m_meja_urut, t.m_meja_active ? "ya" : "tidak"]),
  );
  const url = URL.createObjectURL(new Blob([`\uFEFF${csv}`], { type: "text/csv;charset=utf-8" }));
  const a = document.createElement("a");
  a.href = url;
  a.download = "meja.csv";
  a.click();
  URL.revokeObjectURL(url);
}

export function TablesPage() {
  const list = useQuery({ queryKey: KEY, queryFn: getAdminTables });
  const [dialog, setDialog] = useState<Dialog>(null);
  const done = useRefresh(KEYS);
  const saved = (message: string) => {
    setDialog(null);
    void done(message);
  };
  const act = useAdminSave({
    keys: KEYS,
    save: async ({ table, what }: { table: AdminTable; what: "toggle" | "delete" | "qr" }) => {
      if (what === "delete") {
        await deleteTable(table.m_meja_id);
        return PEOPLE_MSG.TABLE_DELETED;
      }
      if (what === "qr") {
        await rotateTableQr(table.m_meja_id);
        return PEOPLE_MSG.QR_ROTATED;
      }
      const t = await setTableActive(table.m_meja_id, !table.m_meja_active);
      return t.m_meja_active ? PEOPLE_MSG.TABLE_ACTIVATED : PEOPLE_MSG.TABLE_DEACTIVATED;
    },
    message: (m) => m,
    notifyError: true,
  });
  const confirmRotate = (table: AdminTable) =>
    confirmAction({
      title: PEOPLE_MSG.ROTATE_QR,
      body: PEOPLE_MSG.CONFIRM_ROTATE(table.m_meja_nama),
      confirm: PEOPLE_MSG.ROTATE_QR,
      testId: "table-rotate-yes",
      onConfirm: () => act.mutate({ table, what: "qr" }),
    });
  const confirmDelete = (table: AdminTable) =>
    confirmAction({
      title: PEOPLE_MSG.DELETE,
      body: PEOPLE_MSG.CONFIRM_DELETE_TABLE(table.m_meja_nama),
      confirm: PEOPLE_MSG.DELETE,
      danger: true,
      testId: "table-delete-yes",
      onConfirm: () => act.mutate({ table, what: "delete" }),
    });
  const tables = list.data?.tables ?? [];
  return (
    <Stack gap="md">
      <AdminHeader
        title={PEOPLE_MSG.TABLES_TITLE}
        onAdd={() => setDialog({ kind: "add" })}
        addLabel={PEOPLE_MSG.ADD_TABLE}
        addTestId="table-add"
      >
        <Button variant="default" onClick={() => exportCsv(tables)} h={44} disabled={!list.data} data-testid="tables-export">
          {PEOPLE_MSG.EXPORT_CSV}
        </Button>
        <Button variant="light" onClick={() => setDialog({ kind: "import" })} h={44} data-testid="tables-import">
          {PEOPLE_MSG.IMPORT_CSV}
        </Button>
      </AdminHeader>
      <ListTable
        testId="tables-table"
        columns={[PEOPLE_MSG.COL_NAME, PEOPLE_MSG.COL_TYPE, PEOPLE_MSG.COL_KIND, PEOPLE_MSG.COL_SORT, PEOPLE_MSG.COL_STATUS, ""]}
      >
        {tables.map((t) => (
          <Table.Tr key={t.m_meja_id} data-testid="table-row" data-name={t.m_meja_nama}>
            <Table.Td>{t.m_meja_nama}</Table.Td>
            <Table.Td>{t.m_meja_type}</Table.Td>
            <Table.Td>{t.m_meja_jenis_nama}</Table.Td>
            <Table.Td>{t.m_meja_urut}</Table.Td>
            <Table.Td>
              <Group gap={4}>
                <ActiveBadge active={t.m_meja_active} />
                {t.in_use && (
                  <Badge color="orange" variant="light">
                    {PEOPLE_MSG.IN_USE}
                  </Badge>
                )}
              </Group>
            </Table.Td>
            <Table.Td>
              <Group gap={6} wrap="nowrap">
                <EditButton onClick={() => setDialog({ kind: "edit", table: t })} />
                {t.m_meja_active && t.m_meja_type === "meja" && (
                  <Button size="xs" variant="light" onClick={() => confirmRotate(t)} data-testid="table-rotate">
                    {PEOPLE_MSG.ROTATE_QR}
                  </Button>
                )}
                <Button
                  size="xs"
                  variant="light"
                  color={t.m_meja_active ? "red" : "green"}
                  disabled={t.in_use}
                  onClick={() => act.mutate({ table: t, what: "toggle" })}
                  data-testid="table-toggle"
                >
                  {t.m_meja_active ? PEOPLE_MSG.DEACTIVATE : PEOPLE_MSG.ACTIVATE}
                </Button>
                <Button size="xs" variant="subtle" color="red" disabled={t.in_use} onClick={() => confirmDelete(t)}>
                  {PEOPLE_MSG.DELETE}
                </Button>
              </Group>
            </Table.Td>
          </Table.Tr>
        ))}
      </ListTable>
      {(dialog?.kind === "add" || dialog?.kind === "edit") && list.data && (
        <TableFormModal
          table={dialog.kind === "edit" ? dialog.table : null}
          kinds={list.data.kinds}
          nextSort={Math.min(9999, Math.max(0, ...tables.map((t) => t.m_meja_urut)) + 1)}
          onClose={() => setDialog(null)}
          onSaved={saved}
        />
      )}
      {dialog?.kind === "import" && <TableImportModal onClose={() => setDialog(null)} onApplied={done} />}
    </Stack>
  );
}
