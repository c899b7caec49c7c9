/**
 * Menu Habis (staff nav; content "not shown": docs/API.md "Stock"): every menu with whether it is sold
 * out now (marked by hand, or today's stock at 0), sold-out first; one tap marks it sold out for today
 * or available again (POST /m-menu/set-habis); one sold out by its stock leads to Form Stok Menu.
 * Below, the options (SoldOutOptions): an option sold out for today, the dishes staying on sale.
 */
import { Badge, Button, Group, Paper, SegmentedControl, SimpleGrid, Stack, Text } from "@mantine/core";
import { SCREEN_MSG, STOCK_MSG } from "@waroeng/domain";
import { useState } from "react";
import { useNavigate } from "react-router";
import { queryKeys } from "../../api/queryKeys.ts";
import { fetchSoldOut, type SoldOutMenu, setSoldOut } from "../../api/stock.ts";
import { PageLoader } from "../../components/PageLoader.tsx";
import { usePolling } from "../../hooks/usePolling.ts";
import { SoldOutOptions } from "./SoldOutOptions.tsx";
import { StockTitle } from "./StockTitle.tsx";
import { useStockAction } from "./useStockAction.ts";

export function SoldOutScreen() {
  const menus = usePolling({ queryKey: queryKeys.stock.soldOut, queryFn: fetchSoldOut });
  const [type, setType] = useState("all");
  const navigate = useNavigate();
  const toggle = useStockAction((m: SoldOutMenu) => setSoldOut(m.m_menu_id, m.m_menu_harga_qr_status !== "tidak"), queryKeys.stock.soldOut);
  if (!menus.data) {
    return <PageLoader />;
  }
  const types = [...new Map(menus.data.map((m) => [String(m.m_menu_m_menu_jenis_id), m.m_menu_jenis_nama])).entries()];
  const shown = menus.data
    .filter((m) => type === "all" || String(m.m_menu_m_menu_jenis_id) === type)
    .sort((a, b) => Number(b.m_menu_harga_qr_status === "tidak") - Number(a.m_menu_harga_qr_status === "tidak"));
  const soldOut = menus.data.filter((m) => m.m_menu_harga_qr_status === "tidak").length;

  return (
    <Stack gap="md" data-testid="menu-habis">
      <Group justify="space-between" align="flex-end">
        <StockTitle
          title={STOCK_MSG.MENU_HABIS_TITLE}
          hint={STOCK_MSG.MENU_HABIS_HINT}
          badge={
            <Badge size="xl" color={soldOut ? "red" : "gray"} variant="light" className="tabular">
              {soldOut}
            </Badge>
          }
        />
        <SegmentedControl
          size="md"
          value={type}
          onChange={setType}
          data={[{ value: "all", label: SCREEN_MSG.ALL }, ...types.map(([value, label]) => ({ value, label }))]}
        />
      </Group>
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="xs">
        {shown.map((m) => {
          const out = m.m_menu_harga_qr_status === "tidak";
          const byStock = out && m.m_stock_sisa === 0;
          return (
            <Paper
              key={m.m_menu_id}
              withBorder
              radius="md"
              p="sm"
              bg={out ? "red.0" : undefined}
              style={out ? { borderColor: "var(--mantine-color-red-4)" } : undefined}
              data-testid="habis-menu"
              data-menu={m.m_menu_nama}
              data-sold-out={out ? 1 : 0}
            >
              <Group justify="space-between" wrap="nowrap" align="center" gap="xs">
                <div style={{ minWidth: 0 }}>
                  <Text fw={800} lineClamp={1} td={out ? "line-through" : undefined} title={m.m_menu_nama}>
                    {m.m_menu_nama}
                  </Text>
                  {out ? (
                    <Badge color="red" variant="filled" mt={4}>
                      {byStock ? STOCK_MSG.SOLD_OUT_BY_STOCK : STOCK_MSG.SOLD_OUT_BADGE}
                    </Badge>
                  ) : m.m_stock_sisa !== null ? (
                    <Text fz="sm" c="dimmed" className="tabular">
                      {STOCK_MSG.STOCK_LEFT} {m.m_stock_sisa}
                    </Text>
                  ) : null}
                </div>
                <Button
                  size="sm"
                  variant={out ? "filled" : "light"}
                  color={out ? "teal" : "gray"}
                  style={{ flexShrink: 0 }}
                  loading={toggle.isPending && toggle.variables?.m_menu_id === m.m_menu_id}
                  onClick={() => (byStock ? navigate("/stock") : toggle.mutate(m))}
                  data-testid="habis-toggle"
                >
                  {byStock ? STOCK_MSG.FILL_STOCK : out ? STOCK_MSG.MARK_AVAILABLE : STOCK_MSG.MARK_SOLD_OUT}
                </Button>
              </Group>
            </Paper>
          );
        })}
      </SimpleGrid>
      <SoldOutOptions />
    </Stack>
  );
}
