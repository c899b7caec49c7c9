/**
 * Parts of the guest's QR page: a menu tile (photo or initials, sold-out greyed), the cart's ± buttons
 * (44 px, a thumb's width), the cart's totals as the till will bill them, and the table's orders with their state.
 */
import { Avatar, Badge, Button, Card, Group, Image, Stack, Text } from "@mantine/core";
import { type Currency, formatMoney, type GuestOrderState, menuInitials, QR_MSG, SCREEN_MSG, type Totals } from "@waroeng/domain";
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

/** A cart line's − or + button: 44 × 44 px at least, so a thumb hits it on a phone. */
export function QtyButton({
  label,
  onClick,
  disabled,
  testId,
}: {
  label: string;
  onClick: () => void;
  disabled?: boolean;
  testId: string;
}) {
  return (
    <Button variant="light" w={44} h={44} miw={44} p={0} fz="xl" disabled={disabled} onClick={onClick} data-testid={testId}>
      {label}
    </Button>
  );
}

/** Subtotal, tax, service charge, rounding (when any) and the total the till will bill (minor units). */
export function CartTotals({
  totals,
  rates,
  currency,
}: {
  totals: Totals;
  rates: { pajak: number; service_charge: number };
  currency: Currency;
}) {
  const row = (label: string, amount: number, testId: string, strong = false) => (
    <Group justify="space-between" wrap="nowrap" data-testid={testId}>
      <Text fz={strong ? "md" : "sm"} fw={strong ? 800 : 400}>
        {label}
      </Text>
      <Text fz={strong ? "md" : "sm"} fw={strong ? 800 : 400} className="tabular">
        {formatMoney(amount, currency)}
      </Text>
    </Group>
  );
  return (
    <Stack gap={2} data-testid="qr-totals">
      {row(SCREEN_MSG.SUBTOTAL, totals.subtotal, "qr-subtotal")}
      {rates.pajak > 0 && row(`${SCREEN_MSG.TAX} (${rates.pajak}%)`, totals.tax, "qr-tax")}
      {rates.service_charge > 0 && row(`${SCREEN_MSG.SERVICE_CHARGE} (${rates.service_charge}%)`, totals.serviceCharge, "qr-service")}
      {totals.rounding !== 0 && row(SCREEN_MSG.ROUNDING, totals.rounding, "qr-rounding")}
      {row(SCREEN_MSG.TOTAL, totals.rounded, "qr-total", true)}
    </Stack>
  );
}
