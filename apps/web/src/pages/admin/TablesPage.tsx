/**
 * Back office · Meja (issue 14): the outlet's tables (GET /admin/tables) with add, edit, deactivate /
 * reactivate, delete (only without history), Ganti QR, and the CSV export and import (preview, apply).
 * The server enforces every rule (a table in use, unique names); a refusal shows its message.
 */
import { Badge, Button, Group, Stack, Table, Text, Title } from "@mantine/core";
import { modals } from "@mantine/modals";
import { notifications } from "@mantine/notifications";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { MSG, PEOPLE_MSG, TABLE_CSV_COLUMNS } from "@waroeng/domain";
import { reportCsv } from "@waroeng/domain/csv";
import { useState } from "react";
import { type AdminTable, deleteTable, getAdminTables, rotateTableQr, setTableActive } from "../../api/adminPeople.ts";
import { TableFormModal } from "./TableFormModal.tsx";
import { TableImportModal } from "./TableImportModal.tsx";

const KEY = ["admin", "tables"];
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
  const queryClient = useQueryClient();
  const list = useQuery({ queryKey: KEY, queryFn: getAdminTables });
  const [dialog, setDialog] = useState<Dialog>(null);
  const done = (message: string) => {
    notifications.show({ message, color: "green" });
    void queryClient.invalidateQueries({ queryKey: KEY });
    void queryClient.invalidateQueries({ queryKey: ["m-meja"] });
  };
  const saved = (message: string) => {
    setDialog(null);
    done(message);
  };
  const failed = (e: unknown) => notifications.show({ message: e instanceof Error ? e.message : MSG.SOME_ERROR, color: "red" });
  const act = useMutation({
    mutationFn: async ({ table, what }: { table: AdminTable; what: "toggle" | "delete" | "qr" }) => {
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
    onSuccess: done,
    onError: failed,
  });
  const confirmRotate = (table: AdminTable) =>
    modals.openConfirmModal({
      title: <Text fw={700}>{PEOPLE_MSG.ROTATE_QR}</Text>,
      centered: true,
      children: <Text>{PEOPLE_MSG.CONFIRM_ROTATE(table.m_meja_nama)}</Text>,
      labels: { confirm: PEOPLE_MSG.ROTATE_QR, cancel: PEOPLE_MSG.CANCEL },
      confirmProps: { h: 44, "data-testid": "table-rotate-yes" },
      cancelProps: { h: 44 },
      onConfirm: () => act.mutate({ table, what: "qr" }),
    });
  const confirmDelete = (table: AdminTable) =>
    modals.openConfirmModal({
      title: <Text fw={700}>{PEOPLE_MSG.DELETE}</Text>,
      centered: true,
      children: <Text>{PEOPLE_MSG.CONFIRM_DELETE_TABLE(table.m_meja_nama)}</Text>,
      labels: { confirm: PEOPLE_MSG.DELETE, cancel: PEOPLE_MSG.CANCEL },
      confirmProps: { color: "red", h: 44, "data-testid": "table-delete-yes" },
      cancelProps: { h: 44 },
      onConfirm: () => act.mutate({ table, what: "delete" }),
    });
  const tables = list.data?.tables ?? [];
  return (
    <Stack gap="md">
      <Group justify="space-between">
        <Title order={2}>{PEOPLE_MSG.TABLES_TITLE}</Title>
        <Group gap="sm">
          <Button variant="default" onClick={() => exportCsv(tables)} h={44} disabled={!list.data} data-testid="tables-export">
            {PEOPLE_MSG.EXPORT_CSV}
          </Button>
          <Button variant="light" onClick={() => setDialog({ kind: "import" })} h={44} data-testid="tables-import">
            {PEOPLE_MSG.IMPORT_CSV}
          </Button>
          <Button onClick={() => setDialog({ kind: "add" })} h={44} data-testid="table-add">
            {PEOPLE_MSG.ADD_TABLE}
          </Button>
        </Group>
      </Group>
      <Table striped withTableBorder verticalSpacing="xs" data-testid="tables-table">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{PEOPLE_MSG.COL_NAME}</Table.Th>
            <Table.Th>{PEOPLE_MSG.COL_TYPE}</Table.Th>
            <Table.Th>{PEOPLE_MSG.COL_KIND}</Table.Th>
            <Table.Th>{PEOPLE_MSG.COL_SORT}</Table.Th>
            <Table.Th>{PEOPLE_MSG.COL_STATUS}</Table.Th>
            <Table.Th />
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {tables.map((t) => (
            <Table.Tr key={t.m_meja_id} data-testid="table-row" data-name={t.m_meja_nama}>
              <Table.Td>{t.m_meja_nama}</Table.Td>
              <Table.Td>{t.m_meja_type}</Table.Td>
              <Table.Td>{t.m_meja_jenis_nama}</Table.Td>
              <Table.Td>{t.m_meja_urut}</Table.Td>
              <Table.Td>
                <Group gap={4}>
                  <Badge color={t.m_meja_active ? "green" : "gray"} variant="light">
                    {t.m_meja_active ? PEOPLE_MSG.ACTIVE : PEOPLE_MSG.INACTIVE}
                  </Badge>
                  {t.in_use && (
                    <Badge color="orange" variant="light">
                      {PEOPLE_MSG.IN_USE}
                    </Badge>
                  )}
                </Group>
              </Table.Td>
              <Table.Td>
                <Group gap={6} wrap="nowrap">
                  <Button size="xs" variant="light" onClick={() => setDialog({ kind: "edit", table: t })}>
                    {PEOPLE_MSG.EDIT}
                  </Button>
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
        </Table.Tbody>
      </Table>
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
