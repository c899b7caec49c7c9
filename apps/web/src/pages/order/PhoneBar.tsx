import { Box, Button, Group, SegmentedControl, Stack, Text } from "@mantine/core";
import { type Currency, formatMoney, SCREEN_MSG } from "@waroeng/domain";

export type PhoneView = "cart" | "menu";

/** Phone only: switch between the order and the menu. */
export function PhoneSwitch({ view, onChange, units }: { view: PhoneView; onChange: (v: PhoneView) => void; units: number }) {
  return (
    <SegmentedControl
      fullWidth
      size="md"
      value={view}
      onChange={(v) => onChange(v === "menu" ? "menu" : "cart")}
      data={[
        { value: "cart", label: SCREEN_MSG.cartTab(units) },
        { value: "menu", label: SCREEN_MSG.MENU },
      ]}
      data-testid="phone-switch"
    />
  );
}

/** Phone only, under the menu: the running total and a way back to the order. */
export function PhoneTotalBar({
  total,
  units,
  currency,
  onShowCart,
}: {
  total: number;
  units: number;
  currency: Currency;
  onShowCart: () => void;
}) {
  return (
    <Box
      pos="sticky"
      bottom={0}
      bg="white"
      p="xs"
      style={{ borderTop: "1px solid var(--mantine-color-orange-2)", zIndex: 5, boxShadow: "0 -4px 12px rgba(0,0,0,.06)" }}
    >
      <Group justify="space-between" wrap="nowrap">
        <Stack gap={0}>
          <Text fz="xs" c="dimmed">
            {SCREEN_MSG.itemCount(units)}
          </Text>
          <Text fw={800} fz="lg" c="orange.9" className="tabular" data-testid="phone-total">
            {formatMoney(total, currency)}
          </Text>
        </Stack>
        <Button h={48} onClick={onShowCart} data-testid="phone-show-cart">
          {SCREEN_MSG.VIEW_ORDER}
        </Button>
      </Group>
    </Box>
  );
}
