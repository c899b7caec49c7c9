/**
 * Menu Habis · the options (GET /m-option/habis): every active option by group, sold-out first within
 * its group; one tap marks it sold out for today or available again (POST /m-option/set-habis). The
 * dishes stay on sale: the till only refuses the sold-out option. Nothing shown when the outlet has none.
 */
import { Badge, Button, Group, Paper, SimpleGrid, Stack, Text, Title } from "@mantine/core";
import { OPTION_ADMIN_MSG, STOCK_MSG } from "@waroeng/domain";
import { fetchOptionHabis, type OptionHabis, setOptionHabis } from "../../api/optionAdmin.ts";
import { queryKeys } from "../../api/queryKeys.ts";
import { usePolling } from "../../hooks/usePolling.ts";
import { useStockAction } from "./useStockAction.ts";

export function SoldOutOptions() {
  const list = usePolling({ queryKey: queryKeys.stock.soldOutOptions, queryFn: fetchOptionHabis });
  const toggle = useStockAction((o: OptionHabis) => setOptionHabis(o.m_option_id, !o.habis), queryKeys.stock.soldOutOptions);
  if (!list.data || list.data.length === 0) {
    return null;
  }
  const soldOut = list.data.filter((o) => o.habis).length;
  return (
    <Stack gap="xs" data-testid="habis-options">
      <Group gap="xs">
        <Title order={3}>{OPTION_ADMIN_MSG.MENU_HABIS_OPTIONS}</Title>
        <Badge size="lg" color={soldOut ? "red" : "gray"} variant="light" className="tabular">
          {soldOut}
        </Badge>
      </Group>
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="xs">
        {list.data.map((o) => (
          <Paper
            key={o.m_option_id}
            withBorder
            radius="md"
            p="sm"
            bg={o.habis ? "red.0" : undefined}
            style={o.habis ? { borderColor: "var(--mantine-color-red-4)" } : undefined}
            data-testid="habis-option"
            data-option={o.m_option_nama}
            data-sold-out={o.habis ? 1 : 0}
          >
            <Group justify="space-between" wrap="nowrap" align="center" gap="xs">
              <div style={{ minWidth: 0 }}>
                <Text fw={800} lineClamp={1} td={o.habis ? "line-through" : undefined} title={o.m_option_nama}>
                  {o.m_option_nama}
                </Text>
                <Text fz="sm" c="dimmed" lineClamp={1}>
                  {o.m_option_group_nama}
                </Text>
              </div>
              <Button
                size="sm"
                variant={o.habis ? "filled" : "light"}
                color={o.habis ? "teal" : "gray"}
                style={{ flexShrink: 0 }}
                loading={toggle.isPending && toggle.variables?.m_option_id === o.m_option_id}
                onClick={() => toggle.mutate(o)}
                data-testid="habis-option-toggle"
              >
                {o.habis ? STOCK_MSG.MARK_AVAILABLE : STOCK_MSG.MARK_SOLD_OUT}
              </Button>
            </Group>
          </Paper>
        ))}
      </SimpleGrid>
    </Stack>
  );
}
