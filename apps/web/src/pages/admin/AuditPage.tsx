/**
 * Back office · Audit: every back-office change of the outlet, newest first, paged
 * (GET /admin/audit): when, who, what (entity #id), the action and the fields before → after.
 */
import { Button, Code, Group, Stack, Table, Text, Title } from "@mantine/core";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { ADMIN_MSG, CONFIG_MSG, intlTag, TIME_ZONE } from "@waroeng/domain";
import { useState } from "react";
import { type AuditPage as AuditData, getAudit } from "../../api/admin.ts";
import { queryKeys } from "../../api/queryKeys.ts";

type Row = AuditData["rows"][number];

/** The fields that changed, as `field: before → after` (a create shows only after). */
function changes(row: Row): string[] {
  const before = row.audit_before ?? {};
  const after = row.audit_after ?? {};
  const keys = [...new Set([...Object.keys(before), ...Object.keys(after)])];
  const show = (v: unknown) => (v === undefined ? "—" : JSON.stringify(v));
  return keys
    .filter((k) => JSON.stringify(before[k]) !== JSON.stringify(after[k]))
    .map((k) => `${k}: ${show(before[k])} → ${show(after[k])}`);
}

/** The readable name of an entity or action (the raw key when the catalogue has none). */
const entityLabel = (row: Row) => CONFIG_MSG.AUDIT_ENTITY[row.audit_entity] ?? row.audit_entity;
const actionLabel = (row: Row) => CONFIG_MSG.AUDIT_ACTION[row.audit_action] ?? row.audit_action;

const when = (iso: string) => new Date(iso).toLocaleString(intlTag(), { timeZone: TIME_ZONE, dateStyle: "medium", timeStyle: "short" });

export function AuditPage() {
  const [page, setPage] = useState(1);
  const audit = useQuery({ queryKey: queryKeys.admin.audit(page), queryFn: () => getAudit(page), placeholderData: keepPreviousData });
  const data = audit.data;
  const pages = data ? Math.max(1, Math.ceil(data.total / data.page_size)) : 1;
  return (
    <Stack gap="md">
      <Title order={2}>{ADMIN_MSG.AUDIT_TITLE}</Title>
      {data && data.rows.length === 0 ? (
        <Text c="dimmed" data-testid="audit-empty">
          {ADMIN_MSG.AUDIT_EMPTY}
        </Text>
      ) : (
        <Table striped withTableBorder data-testid="audit-table" verticalSpacing="xs">
          <Table.Thead>
            <Table.Tr>
              <Table.Th w={170}>{ADMIN_MSG.AUDIT_WHEN}</Table.Th>
              <Table.Th w={160}>{ADMIN_MSG.AUDIT_WHO}</Table.Th>
              <Table.Th w={120}>{ADMIN_MSG.AUDIT_ENTITY}</Table.Th>
              <Table.Th w={110}>{ADMIN_MSG.AUDIT_ACTION}</Table.Th>
              <Table.Th>{ADMIN_MSG.AUDIT_CHANGE}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {data?.rows.map((r) => (
              <Table.Tr key={r.audit_id} data-testid="audit-row">
                <Table.Td>{when(r.audit_at)}</Table.Td>
                <Table.Td>{r.user_name}</Table.Td>
                <Table.Td>
                  {entityLabel(r)} #{r.audit_entity_id}
                </Table.Td>
                <Table.Td>{actionLabel(r)}</Table.Td>
                <Table.Td>
                  <Stack gap={2}>
                    {changes(r).map((c) => (
                      <Code key={c} fz="xs">
                        {c}
                      </Code>
                    ))}
                  </Stack>
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      )}
      <Group justify="space-between">
        <Button variant="default" disabled={page <= 1} onClick={() => setPage(page - 1)} data-testid="audit-prev">
          {ADMIN_MSG.PREV}
        </Button>
        <Text fz="sm">
          {page} / {pages}
        </Text>
        <Button variant="default" disabled={page >= pages} onClick={() => setPage(page + 1)} data-testid="audit-next">
          {ADMIN_MSG.NEXT}
        </Button>
      </Group>
    </Stack>
  );
}
