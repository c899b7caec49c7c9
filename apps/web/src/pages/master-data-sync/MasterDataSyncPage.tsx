/**
 * Update Data (`/update-data`; payment §2.10): the title (Data and Settings Update), a back-to-cashier
 * button and the guide (master data or settings changes; unpaid transactions are deleted and must be
 * re-entered; the computer must be online; 2-10 minutes), then a start button. While the run goes on
 * the page polls GET /update-data for its phase; after it, the result or head office's error.
 */
import { Alert, Button, Card, Container, Group, List, Loader, Stack, Table, Text, Title } from "@mantine/core";
import { useMutation, useQuery } from "@tanstack/react-query";
import { SYNC_MSG } from "@waroeng/domain";
import { useNavigate } from "react-router";
import { queryKeys } from "../../api/queryKeys.ts";
import { fetchSyncStatus, runUpdateData } from "../../api/sync.ts";

const when = (iso: string | null) => (iso ? new Date(iso).toLocaleString("id-ID", { timeZone: "Asia/Jakarta" }) : SYNC_MSG.NEVER);

export function MasterDataSyncPage() {
  const navigate = useNavigate();
  const run = useMutation({ mutationFn: runUpdateData });
  const status = useQuery({
    queryKey: queryKeys.sync.status,
    queryFn: fetchSyncStatus,
    refetchInterval: run.isPending ? 1_000 : false,
  });
  const s = run.data?.status ?? status.data;

  return (
    <Container size="md" py="md">
      <Stack gap="md">
        <Group justify="space-between" wrap="wrap">
          <Title order={2}>{SYNC_MSG.TITLE}</Title>
          <Button variant="default" onClick={() => navigate("/dashboard")} data-testid="update-data-back">
            {SYNC_MSG.BACK_TO_CASHIER}
          </Button>
        </Group>
        <Card withBorder radius="md" padding="md" data-testid="update-data-guide">
          <Text fw={700} mb="xs">
            {SYNC_MSG.GUIDE_TITLE}
          </Text>
          <List type="ordered" spacing={4}>
            {SYNC_MSG.GUIDE.map((line) => (
              <List.Item key={line}>{line}</List.Item>
            ))}
          </List>
        </Card>
        <Group>
          <Button
            size="md"
            onClick={() => run.mutate()}
            loading={run.isPending}
            disabled={s?.configured === false}
            data-testid="update-data-start"
          >
            {SYNC_MSG.START}
          </Button>
          {run.isPending && (
            <Group gap="xs" data-testid="update-data-progress">
              <Loader size="sm" />
              <Text>{SYNC_MSG.RUNNING}</Text>
            </Group>
          )}
        </Group>
        {s?.configured === false && (
          <Alert color="yellow" data-testid="update-data-not-configured">
            {s.role === "hq" ? SYNC_MSG.NOT_AN_OUTLET : SYNC_MSG.NO_HQ}
          </Alert>
        )}
        {run.isSuccess && (
          <Alert color="green" title={SYNC_MSG.DONE} data-testid="update-data-done">
            {SYNC_MSG.applied(run.data.applied, run.data.deleted_orders)}
          </Alert>
        )}
        {run.isError && (
          <Alert color="red" title={SYNC_MSG.FAILED} data-testid="update-data-failed">
            {run.error.message}
          </Alert>
        )}
        {s && (
          <Table withTableBorder data-testid="update-data-status">
            <Table.Tbody>
              <Table.Tr>
                <Table.Td>{SYNC_MSG.LAST_PULL}</Table.Td>
                <Table.Td>{when(s.last_pull_at)}</Table.Td>
              </Table.Tr>
              <Table.Tr>
                <Table.Td>{SYNC_MSG.LAST_PUSH}</Table.Td>
                <Table.Td>{when(s.last_push_at)}</Table.Td>
              </Table.Tr>
              <Table.Tr>
                <Table.Td>{SYNC_MSG.PENDING_PUSH}</Table.Td>
                <Table.Td data-testid="update-data-pending">{s.push_pending}</Table.Td>
              </Table.Tr>
              {s.last_error && (
                <Table.Tr>
                  <Table.Td>{SYNC_MSG.LAST_ERROR}</Table.Td>
                  <Table.Td>{s.last_error}</Table.Td>
                </Table.Tr>
              )}
            </Table.Tbody>
          </Table>
        )}
      </Stack>
    </Container>
  );
}
