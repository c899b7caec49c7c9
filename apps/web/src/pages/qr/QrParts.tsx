/** Parts of the guest's QR page: a menu tile (photo or initials, sold-out greyed) and the table's orders with their state. */
import { Avatar, Badge, Button, Card, Group, Image, Stack, Text } from "@mantine/core";
import { type Currency, formatMoney, type GuestOrderState, menuInitials, QR_MSG } from "@waroeng/domain";
import type { QrPage } from "../../api/qr.ts";

/** Read at render (the labels follow the language). */
const STATE_TEXT = (): Record<GuestOrderState, [string, string]> => ({
  waiting: [QR_MSG.STATUS_WAITING, "gray"],
  accepted: [QR_MSG.STATUS_ACCEPTED, "blue"],
  cooking: [QR_MSG.STATUS_COOKING, "orange"],
  ready: [QR_MSG.STATUS_READY, "green"],
  rejected: [QR_MSG.STATUS_REJECTED, "red"],
});

export function MenuTile({ item, currency, onAdd }: { item: QrPage["menu"][number]; currency: Currency; onAdd: () => void }) {
  const soldOut = item.sold_out === 1;
  return (
    <Card withBorder radius="md" p="xs" style={{ opacity: soldOut ? 0.45 : 1 }} data-testid={`qr-menu-${item.m_menu_id}`}>
      <Group wrap="nowrap" gap="sm">
        {item.photo ? (
          <Image src={item.photo} w={56} h={56} radius="md" alt="" />
        ) : (
          <Avatar size={56} radius="md" color="orange" variant="light">
            {menuInitials(item.m_menu_nama)}
          </Avatar>
        )}
        <Stack gap={0} style={{ flex: 1, minWidth: 0 }}>
          <Text fw={700} truncate>
            {item.m_menu_nama}
          </Text>
          <Text fz="sm" c="dimmed">
            {formatMoney(item.price, currency)}
          </Text>
        </Stack>
        {soldOut ? (
          <Badge color="gray">{QR_MSG.SOLD_OUT}</Badge>
        ) : (
          <Button size="sm" onClick={onAdd} data-testid={`qr-add-${item.m_menu_id}`}>
            {QR_MSG.ADD}
          </Button>
        )}
      </Group>
    </Card>
  );
}

export function GuestOrders({ orders }: { orders: QrPage["orders"] }) {
  if (orders.length === 0) {
    return null;
  }
  return (
    <Card withBorder radius="md" p="sm" mb="md" data-testid="qr-orders">
      <Text fw={800} mb={6}>
        {QR_MSG.YOUR_ORDERS}
      </Text>
      <Stack gap={8}>
        {orders.map((o) => {
          const [text, color] = STATE_TEXT()[o.state];
          return (
            <Stack key={o.tmp_online_code} gap={2} data-testid={`qr-order-${o.tmp_online_code}`}>
              <Group justify="space-between" wrap="wrap" gap={4}>
                <Text fz="sm" fw={700}>
                  #{o.tmp_online_code} · {o.tmp_online_bigboss_name}
                </Text>
                <Badge color={color} tt="none" style={{ flexShrink: 0 }} data-testid="qr-order-state" data-state={o.state}>
                  {text}
                </Badge>
              </Group>
              <Text fz="xs" c="dimmed">
                {o.items.map((i) => `${QR_MSG.QTY_TIMES(i.qty)} ${i.m_menu_nama}${i.custom_menu ? ` (${i.custom_menu})` : ""}`).join(", ")}
              </Text>
            </Stack>
          );
        })}
      </Stack>
    </Card>
  );
}
