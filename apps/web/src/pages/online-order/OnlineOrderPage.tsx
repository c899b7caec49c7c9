/**
 * QR online orders, "Online Order" (foundations §2 QR online-order list): DINE IN and TAKE AWAY
 * sections polled every 5 s while the screen is open; staff roles (those that do not start at the
 * cash opening) also get links to the staff screens their role may use.
 */
import { Badge, Box, Card, Group, SimpleGrid, Stack, Text, Title, UnstyledButton } from "@mantine/core";
import { useQuery } from "@tanstack/react-query";
import { can, isDineIn, MSG, TIMING_MS } from "@waroeng/domain";
import { api } from "../../api/client.ts";
import { notAvailable } from "../../components/cashier-nav/dialogs.tsx";
import { useCurrentUser } from "../../hooks/useCurrentUser.ts";
import { session } from "../../lib/session.ts";
import { StaffLinks } from "./StaffLinks.tsx";

/** A pending QR order (foundations §3). */
interface PendingOnlineOrder {
  tmp_online_id: number;
  tmp_online_m_t_t_id: number;
  tmp_online_table_name: string;
  tmp_online_code: string;
  tmp_online_bigboss_name: string;
}

/** GET /tmp-online/list; any failure (e.g. not there yet) reads as an empty list. */
async function listPending(): Promise<PendingOnlineOrder[]> {
  try {
    const data = (await api.get<PendingOnlineOrder[]>("tmp-online/list")).data;
    return Array.isArray(data) ? data : [];
  } catch {
    return [];
  }
}

export function OnlineOrderPage() {
  const user = useCurrentUser();
  const role = user.data?.role ?? session.role();
  const list = useQuery({ queryKey: ["tmp-online-list"], queryFn: listPending, refetchInterval: TIMING_MS.onlineOrderPoll });
  const orders = list.data ?? [];
  const dineIn = orders.filter((o) => isDineIn(o.tmp_online_m_t_t_id));
  const takeAway = orders.filter((o) => !isDineIn(o.tmp_online_m_t_t_id));

  return (
    <Box p={{ base: "xs", sm: "md" }}>
      <Group justify="space-between" mb="sm">
        <Title order={3} fz={{ base: "lg", sm: "xl" }} data-testid="page-title">
          Online Order
        </Title>
        <Badge size="lg" variant="light" color={orders.length > 0 ? "orange" : "gray"} data-testid="online-order-count">
          {orders.length} pesanan baru
        </Badge>
      </Group>
      {can(role, "cash.openFirst") ? null : <StaffLinks role={role} />}
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="sm">
        <Section title="DINE IN" orders={dineIn} testId="online-dine-in" />
        <Section title="TAKE AWAY" orders={takeAway} testId="online-take-away" />
      </SimpleGrid>
    </Box>
  );
}

function Section({ title, orders, testId }: { title: string; orders: PendingOnlineOrder[]; testId: string }) {
  return (
    <Card withBorder radius="lg" padding="sm" mih={260} data-testid={testId}>
      <Text fw={800} fz="sm" c="orange.9" mb="xs" style={{ letterSpacing: 1 }}>
        {title}
      </Text>
      {orders.length === 0 ? (
        <Stack align="center" justify="center" gap={4} py={60}>
          <svg width="44" height="44" viewBox="0 0 44 44" aria-hidden="true">
            <rect x="8" y="10" width="28" height="26" rx="5" fill="none" stroke="var(--mantine-color-orange-3)" strokeWidth="3" />
            <path d="M14 19h16M14 26h10" stroke="var(--mantine-color-orange-2)" strokeWidth="3" strokeLinecap="round" />
          </svg>
          <Text c="dimmed" data-testid={`${testId}-empty`}>
            {MSG.NO_ORDERS}
          </Text>
        </Stack>
      ) : (
        <SimpleGrid cols={{ base: 2, sm: 3 }} spacing={8}>
          {orders.map((o) => (
            <UnstyledButton
              key={o.tmp_online_id}
              onClick={notAvailable}
              p="sm"
              style={{ border: "1px solid var(--mantine-color-orange-4)", borderRadius: 12, background: "var(--mantine-color-orange-0)" }}
              data-testid={`online-order-${o.tmp_online_id}`}
            >
              <Text fw={800}>{o.tmp_online_table_name}</Text>
              <Text fz="xs" c="dimmed" className="tabular">
                {o.tmp_online_code}
              </Text>
              <Text fz="sm" fw={600} truncate>
                {o.tmp_online_bigboss_name}
              </Text>
            </UnstyledButton>
          ))}
        </SimpleGrid>
      )}
    </Card>
  );
}
