/**
 * One delivery platform's section on /ojol and /odcr-ojol (orders §2.6): its logo and name, the
 * ORDER button and the grid of its open notas (nota, Big Boss, elapsed `h m` / `m mins`).
 */
import { Badge, Button, Group, Paper, SimpleGrid, Stack, Text, UnstyledButton } from "@mantine/core";
import { type DeliveryProvider, formatDeliveryElapsed, MSG_TEMPLATES, SCREEN_MSG } from "@waroeng/domain";
import type { OrderSummary } from "../../api/tables.ts";
import { DeliveryLogo } from "../../components/DeliveryLogo.tsx";

function elapsed(orderTime: string, now: number): string {
  const at = Date.parse(orderTime);
  return Number.isFinite(at) ? formatDeliveryElapsed(at, now) : "-";
}

interface PlatformSectionProps {
  platform: { key: DeliveryProvider; title: string };
  orders: OrderSummary[];
  now: number;
  onOrder: () => void;
  onOpen: (orderId: number) => void;
}

export function PlatformSection({ platform, orders, now, onOrder, onOpen }: PlatformSectionProps) {
  return (
    <Paper withBorder radius="md" p="sm" data-testid={`ojol-section-${platform.key}`}>
      <Group justify="space-between" wrap="nowrap" mb="xs">
        <Group gap="xs" wrap="nowrap" style={{ minWidth: 0 }}>
          <DeliveryLogo name={platform.key} />
          <Text fw={800} fz="md" truncate visibleFrom="xs">
            {platform.title}
          </Text>
          <Badge variant="light" color="gray" className="tabular">
            {orders.length}
          </Badge>
        </Group>
        <Button
          color="orange"
          h={44}
          px="lg"
          fw={800}
          style={{ flexShrink: 0 }}
          onClick={onOrder}
          data-testid={`ojol-order-${platform.key}`}
        >
          {SCREEN_MSG.ORDER_BUTTON}
        </Button>
      </Group>
      {orders.length === 0 ? (
        <Text fz="sm" c="dimmed" py="xs">
          {MSG_TEMPLATES.noDeliveryOrders(platform.title)}
        </Text>
      ) : (
        <SimpleGrid cols={{ base: 2, xs: 3, md: 4, lg: 5 }} spacing="xs">
          {orders.map((o) => (
            <UnstyledButton
              key={o.tmp_transaction_id}
              onClick={() => onOpen(o.tmp_transaction_id)}
              data-testid={`ojol-nota-${o.tmp_transaction_id}`}
              p="xs"
              mih={84}
              style={{
                borderRadius: 12,
                border: "1px solid var(--mantine-color-orange-4)",
                background:
                  o.dish_count === 0
                    ? "var(--wp-draft)"
                    : "linear-gradient(160deg, var(--mantine-color-orange-1), var(--mantine-color-orange-2))",
              }}
            >
              <Stack gap={2} style={{ minWidth: 0 }}>
                <Text fw={800} fz="sm" c="orange.9" className="tabular" truncate data-testid="ojol-nota-number">
                  {o.tmp_transaction_note_number}
                </Text>
                <Text fz="sm" fw={600} c="dark.7" truncate data-testid="ojol-nota-customer">
                  {o.tmp_transaction_customer_name}
                </Text>
                <Badge size="sm" tt="none" color="orange" className="tabular" data-testid="ojol-nota-elapsed">
                  {elapsed(o.tmp_transaction_order_time, now)}
                </Badge>
              </Stack>
            </UnstyledButton>
          ))}
        </SimpleGrid>
      )}
    </Paper>
  );
}
