/**
 * Back office · Audit: every recorded change of the outlet, newest first, paged (GET /admin/audit):
 * when, who, and what happened in words and money (`audit_text`, written by the domain's
 * `describeAudit` in the user's language and the outlet's currency), e.g. "Kasir Sari membuka laci
 * tanpa transaksi (Tukar Uang)". No column names on screen.
 */
import { Button, Group, Stack, Table, Text, Title } from "@mantine/core";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { ADMIN_MSG, intlTag, TIME_ZONE } from "@waroeng/domain";
import { useState } from "react";
import { getAudit } from "../../api/admin.ts";
import { queryKeys } from "../../api/queryKeys.ts";

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
              <Table.Th w={150}>{ADMIN_MSG.AUDIT_WHEN}</Table.Th>
              <Table.Th>{ADMIN_MSG.AUDIT_CHANGE}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {data?.rows.map((r) => (
              <Table.Tr key={r.audit_id} data-testid="audit-row">
                <Table.Td fz="sm" c="dimmed">
                  {when(r.audit_at)}
                </Table.Td>
                <Table.Td data-testid="audit-text">{r.audit_text}</Table.Td>
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
