/**
 * Head office · Riwayat Perubahan (`/hq/riwayat`, `hq.log`: the owner and area managers; GET
 * /hq/change-log): who changed what at head office, when and at which outlets, newest first, a page
 * at a time. The server decides what an area manager sees (their outlets' changes and their own).
 * The back office's table on a wide screen, a card per change on a phone.
 */
import { Button, Card, Group, Stack, Table, Text, Title } from "@mantine/core";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { HQ_LOG_MSG } from "@waroeng/domain";
import type { HqChange } from "@waroeng/domain/contracts";
import { useState } from "react";
import { hqApi } from "../../api/hq.ts";
import { queryKeys } from "../../api/queryKeys.ts";
import { ListTable } from "../admin/ListTable.tsx";
import { outletNames, usePhone } from "./ChainPartsUi.tsx";
import { changeLines, changeTime, changeTitle } from "./changeLog.ts";

const where = (c: HqChange) => (c.outlets.length > 0 ? outletNames(c.outlets) : HQ_LOG_MSG.CHAIN_WIDE);

/** The change in words: its kind and subject, then each value before → after. */
function What({ change }: { change: HqChange }) {
  return (
    <Stack gap={2}>
      <Text fw={600} data-testid="hq-log-title">
        {changeTitle(change)}
      </Text>
      {changeLines(change).map((line) => (
        <Text key={line} fz="sm" data-testid="hq-log-line">
          {line}
        </Text>
      ))}
    </Stack>
  );
}

export function HqChangeLogPage() {
  const phone = usePhone();
  const [page, setPage] = useState(1);
  const log = useQuery({ queryKey: queryKeys.hq.changeLog(page), queryFn: () => hqApi.changeLog(page), placeholderData: keepPreviousData });
  const data = log.data;
  const pages = data ? Math.max(1, Math.ceil(data.total / data.page_size)) : 1;
  const rows = data?.rows ?? [];
  return (
    <Stack gap="md">
      <Title order={2}>{HQ_LOG_MSG.TITLE}</Title>
      <Text c="dimmed">{HQ_LOG_MSG.INTRO}</Text>
      {data && rows.length === 0 && (
        <Text c="dimmed" data-testid="hq-log-empty">
          {HQ_LOG_MSG.EMPTY}
        </Text>
      )}
      {rows.length > 0 &&
        (phone ? (
          <Stack gap="sm" data-testid="hq-log">
            {rows.map((c) => (
              <Card key={c.id} withBorder padding="sm" data-testid="hq-log-row">
                <Stack gap={6}>
                  <Group justify="space-between" gap="xs" wrap="wrap">
                    <Text fz="sm" c="dimmed" className="tabular" data-testid="hq-log-when">
                      {changeTime(c.at)}
                    </Text>
                    <Text fz="sm" fw={600}>
                      {c.user.name}
                    </Text>
                  </Group>
                  <What change={c} />
                  <Text fz="sm" c="dimmed" data-testid="hq-log-outlets">
                    {where(c)}
                  </Text>
                </Stack>
              </Card>
            ))}
          </Stack>
        ) : (
          <ListTable
            testId="hq-log"
            columns={[{ label: HQ_LOG_MSG.WHEN, w: 150 }, { label: HQ_LOG_MSG.WHO, w: 170 }, HQ_LOG_MSG.WHAT, HQ_LOG_MSG.OUTLETS]}
          >
            {rows.map((c) => (
              <Table.Tr key={c.id} data-testid="hq-log-row">
                <Table.Td fz="sm" className="tabular" data-testid="hq-log-when">
                  {changeTime(c.at)}
                </Table.Td>
                <Table.Td fz="sm">{c.user.name}</Table.Td>
                <Table.Td>
                  <What change={c} />
                </Table.Td>
                <Table.Td fz="sm" data-testid="hq-log-outlets">
                  {where(c)}
                </Table.Td>
              </Table.Tr>
            ))}
          </ListTable>
        ))}
      {pages > 1 && (
        <Group justify="space-between">
          <Button variant="default" disabled={page <= 1} onClick={() => setPage(page - 1)} data-testid="hq-log-prev">
            {HQ_LOG_MSG.PREV}
          </Button>
          <Text fz="sm" data-testid="hq-log-page">
            {page} / {pages}
          </Text>
          <Button variant="default" disabled={page >= pages} onClick={() => setPage(page + 1)} data-testid="hq-log-next">
            {HQ_LOG_MSG.NEXT}
          </Button>
        </Group>
      )}
    </Stack>
  );
}
