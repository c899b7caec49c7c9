/**
 * Form Stok Menu (orders §2.9, payment §2.11): tabs per menu type, a card per menu with today's
 * opening-stock input (the spec's `m_stock_stock_awal`: the day's stock, what was sold included), what
 * was sold today and what is left now (opening − sold, shown live while typing: `stockLeft`), and
 * Simpan (hidden when the list is empty) sending the changed menus (POST /m-menu/saveStock). Blank = not counted.
 */
import { Badge, Button, Group, Paper, SimpleGrid, Stack, Tabs, Text } from "@mantine/core";
import { STOCK_MSG } from "@waroeng/domain";
import { useState } from "react";
import { queryKeys } from "../../api/queryKeys.ts";
import { fetchStockIndex, type StockMenu, saveStock } from "../../api/stock.ts";
import { AmountInput } from "../../components/AmountInput.tsx";
import { PageLoader } from "../../components/PageLoader.tsx";
import { usePolling } from "../../hooks/usePolling.ts";
import { StockTitle } from "./StockTitle.tsx";
import { useStockAction } from "./useStockAction.ts";

const MAX_PER_SAVE = 100;

/**
 * What is left of an item for an opening stock: opening − sold today, never below 0; null when not counted.
 * @example stockLeft(1, 1); // 0 (sold out)
 */
export function stockLeft(opening: number | null, soldToday: number): number | null {
  return opening === null ? null : Math.max(0, opening - soldToday);
}

export function StockFormScreen() {
  const index = usePolling({ queryKey: queryKeys.stock.index, queryFn: fetchStockIndex });
  const [tab, setTab] = useState<string | null>(null);
  const [edits, setEdits] = useState<Map<number, number | null>>(new Map());
  const save = useStockAction(async (entries: Array<{ m_menu_id: number; m_stock_stock_awal: number | null }>) => {
    let message = "";
    for (let i = 0; i < entries.length; i += MAX_PER_SAVE) {
      message = await saveStock(entries.slice(i, i + MAX_PER_SAVE));
    }
    setEdits(new Map());
    return message;
  }, queryKeys.stock.index);

  if (!index.data) {
    return <PageLoader />;
  }
  const types = index.data.m_menu_jenis;
  const typeId = tab ?? (types[0] ? String(types[0].m_menu_jenis_id) : null);
  const menus = index.data.data.filter((m) => String(m.m_menu_m_menu_jenis_id) === typeId);
  const shownValue = (m: StockMenu) => (edits.has(m.m_menu_id) ? (edits.get(m.m_menu_id) ?? null) : m.m_stock_stock_awal);
  const changed = [...edits.entries()].map(([m_menu_id, m_stock_stock_awal]) => ({ m_menu_id, m_stock_stock_awal }));

  return (
    <Stack gap="md" data-testid="stock-form">
      <Group justify="space-between" align="flex-end">
        <StockTitle title={STOCK_MSG.STOCK_TITLE} hint={STOCK_MSG.STOCK_HINT} />
        {index.data.data.length > 0 ? (
          <Button
            size="lg"
            color="orange"
            disabled={changed.length === 0}
            loading={save.isPending}
            onClick={() => save.mutate(changed)}
            data-testid="stock-save"
          >
            {STOCK_MSG.SAVE}
            {changed.length > 0 ? ` (${changed.length})` : ""}
          </Button>
        ) : null}
      </Group>
      <Tabs value={typeId} onChange={setTab}>
        <Tabs.List>
          {types.map((t) => (
            <Tabs.Tab key={t.m_menu_jenis_id} value={String(t.m_menu_jenis_id)} fz="lg" fw={700} h={48}>
              {t.m_menu_jenis_nama}
            </Tabs.Tab>
          ))}
        </Tabs.List>
      </Tabs>
      {menus.length === 0 ? (
        <Text c="dimmed" ta="center" py="xl">
          {STOCK_MSG.NOTHING}
        </Text>
      ) : (
        <SimpleGrid cols={{ base: 1, xs: 2, sm: 3, lg: 4 }} spacing="sm">
          {menus.map((m) => {
            const left = stockLeft(shownValue(m), m.m_stock_terjual);
            return (
              <Paper key={m.m_menu_id} withBorder radius="md" p="sm" data-testid="stock-menu" data-menu={m.m_menu_nama}>
                <Text fw={800} lineClamp={1} mb={6} title={m.m_menu_nama}>
                  {m.m_menu_nama}
                </Text>
                <AmountInput
                  kind="quantity"
                  size="md"
                  label={STOCK_MSG.STOCK_OPENING_LABEL}
                  aria-label={`${STOCK_MSG.STOCK_OPENING_LABEL} ${m.m_menu_nama}`}
                  placeholder={STOCK_MSG.STOCK_NOT_COUNTED}
                  value={shownValue(m)}
                  onChange={(v) => setEdits((prev) => new Map(prev).set(m.m_menu_id, v))}
                  data-testid="stock-input"
                />
                <Group justify="space-between" mt={6} wrap="nowrap" gap="xs">
                  <Text fz="sm" c="dimmed" data-testid="stock-sold">
                    {STOCK_MSG.SOLD_TODAY}: <b className="tabular">{m.m_stock_terjual}</b>
                  </Text>
                  {left === null ? null : (
                    <Badge size="lg" color={left === 0 ? "red" : "teal"} variant="filled" className="tabular" data-testid="stock-left">
                      {left === 0 ? STOCK_MSG.SOLD_OUT_BADGE : `${STOCK_MSG.LEFT_NOW} ${left}`}
                    </Badge>
                  )}
                </Group>
              </Paper>
            );
          })}
        </SimpleGrid>
      )}
    </Stack>
  );
}
