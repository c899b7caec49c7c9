/**
 * QR online orders, "Online Order" (foundations §2 QR online-order list): DINE IN and TAKE AWAY
 * sections reloaded on the `online` live event, and every 5 s while the event stream is down, only
 * while the screen is open; a card opens HAPUS / CETAK / TERIMA (OnlineOrderActions). A switch mutes
 * this device's new-order bell (lib/bellMute.ts). Staff roles
 * (those that do not start at the cash opening) also get links to the staff screens their role may use.
 */
import { Badge, Box, Card, Group, SimpleGrid, Stack, Switch, Text, Title, UnstyledButton } from "@mantine/core";
import { can, isDineIn, MSG, PRODUCTION_MSG, QR_MSG, SCREEN_MSG, TIMING_MS, WEB_MSG } from "@waroeng/domain";
import { useState } from "react";
import { listPendingOnline, type PendingOnlineOrder } from "../../api/online.ts";
import { queryKeys } from "../../api/queryKeys.ts";
import { useCurrentUser } from "../../hooks/useCurrentUser.ts";
import { usePolling } from "../../hooks/usePolling.ts";
import { setBellMuted, useBellMuted } from "../../lib/bellMute.ts";
import { session } from "../../lib/session.ts";
import { OnlineOrderActions } from "./OnlineOrderActions.tsx";
import { StaffLinks } from "./StaffLinks.tsx";

export function OnlineOrderPage() {
  const user = useCurrentUser();
  const role = user.data?.role ?? session.role();
  const list = usePolling({ queryKey: queryKeys.online.list, queryFn: listPendingOnline, intervalMs: TIMING_MS.onlineOrderPoll });
  const orders = list.data ?? [];
  const [open, setOpen] = useState<PendingOnlineOrder | null>(null);
  const muted = useBellMuted();
  const dineIn = orders.filter((o) => isDineIn(o.tmp_online_m_t_t_id));
  const takeAway = orders.filter((o) => !isDineIn(o.tmp_online_m_t_t_id));

  return (
    <Box p={{ base: "xs", sm: "md" }}>
      <Group justify="space-between" mb="sm">
        <Title order={3} fz={{ base: "lg", sm: "xl" }} data-testid="page-title">
          {WEB_MSG.NAV_ONLINE_ORDER}
        </Title>
        <Group gap="md">
          <Switch
            size="md"
            checked={!muted}
            onChange={(e) => setBellMuted(!e.currentTarget.checked)}
            label={muted ? PRODUCTION_MSG.SOUND_OFF : PRODUCTION_MSG.SOUND_ON}
            aria-label={QR_MSG.BELL_SWITCH}
            data-testid="online-bell-sound"
          />
          <Badge size="lg" variant="light" color={orders.length > 0 ? "orange" : "gray"} data-testid="online-order-count">
            {QR_MSG.NEW_ORDERS(orders.length)}
          </Badge>
        </Group>
      </Group>
      {can(role, "cash.openFirst") ? null : <StaffLinks role={role} />}
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="sm">
        <Section title={SCREEN_MSG.DINE_IN_CAPS} orders={dineIn} testId="online-dine-in" onOpen={setOpen} />
        <Section title={SCREEN_MSG.TAKE_AWAY_CAPS} orders={takeAway} testId="online-take-away" onOpen={setOpen} />
      </SimpleGrid>
      {open && can(role, "onlineOrder.accept") ? <OnlineOrderActions order={open} onClose={() => setOpen(null)} /> : null}
    </Box>
  );
}

function Section({
  title,
  orders,
  testId,
  onOpen,
}: {
  title: string;
  orders: PendingOnlineOrder[];
  testId: string;
  onOpen: (o: PendingOnlineOrder) => void;
}) {
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
              onClick={() => onOpen(o)}
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
