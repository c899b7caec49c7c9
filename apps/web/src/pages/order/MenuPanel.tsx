/**
 * The menu side of the order screen (orders §2.5, payment §2.1): search from 3 characters,
 * menu-type tabs (Semua + types), category sub-tabs and menu cards.
 */
import { Center, Chip, Group, Loader, ScrollArea, SimpleGrid, Stack, Tabs, Text, TextInput } from "@mantine/core";
import { useQuery } from "@tanstack/react-query";
import { A11Y_MSG, type Currency, LABELS, MIN_LENGTH, MSG, WEB_MSG } from "@waroeng/domain";
import { memo, useState } from "react";
import { listCategories, listMenus, listMenusByCategory, listMenuTypes, type MenuItem } from "../../api/menu.ts";
import { queryKeys } from "../../api/queryKeys.ts";
import { MenuCard } from "./MenuCard.tsx";

interface MenuPanelProps {
  transactionId: string;
  currency: Currency;
  busy: boolean;
  onPick: (item: MenuItem) => void;
  fill: boolean;
}

export const MenuPanel = memo(function MenuPanel({ transactionId, currency, busy, onPick, fill }: MenuPanelProps) {
  const [type, setType] = useState<string>("all");
  const [category, setCategory] = useState<string | null>(null);
  const [search, setSearch] = useState("");
  const searching = search.trim().length >= MIN_LENGTH.menuSearch;
  const typeId = type === "all" ? undefined : Number(type);

  const types = useQuery({ queryKey: queryKeys.menu.types, queryFn: listMenuTypes, staleTime: 5 * 60_000 });
  const categories = useQuery({
    queryKey: queryKeys.menu.categories(typeId),
    queryFn: () => listCategories(typeId ?? 0),
    enabled: typeId !== undefined,
    staleTime: 5 * 60_000,
  });
  const menus = useQuery({
    queryKey: queryKeys.menu.cards(transactionId, searching ? "all" : type, searching ? null : category),
    queryFn: () =>
      !searching && category
        ? listMenusByCategory(Number(category), transactionId)
        : listMenus(transactionId, searching ? undefined : typeId),
    staleTime: 30_000,
  });
  const needle = search.trim().toLowerCase();
  const items: MenuItem[] = (menus.data ?? []).filter((m) => !searching || m.m_menu_nama.toLowerCase().includes(needle));

  return (
    <Stack gap="xs" h={fill ? "100%" : undefined} style={{ minHeight: 0 }}>
      <TextInput
        placeholder={LABELS.SEARCH_MENU}
        aria-label={A11Y_MSG.SEARCH_MENU}
        value={search}
        onChange={(e) => setSearch(e.currentTarget.value)}
        size="md"
        data-testid="menu-search"
        rightSection={
          search ? (
            <Text c="dimmed" fz="lg" style={{ cursor: "pointer" }} onClick={() => setSearch("")} aria-label={WEB_MSG.CLEAR_SEARCH}>
              ×
            </Text>
          ) : null
        }
      />
      <Tabs
        value={type}
        onChange={(v) => {
          setType(v ?? "all");
          setCategory(null);
        }}
        variant="pills"
        radius="xl"
      >
        <ScrollArea type="never">
          <Tabs.List style={{ flexWrap: "nowrap" }}>
            <Tabs.Tab value="all" h={40} data-testid="menu-tab-all">
              {LABELS.ALL}
            </Tabs.Tab>
            {(types.data ?? []).map((t) => (
              <Tabs.Tab key={t.m_menu_jenis_id} value={String(t.m_menu_jenis_id)} h={40} data-testid={`menu-tab-${t.m_menu_jenis_id}`}>
                {t.m_menu_jenis_nama}
              </Tabs.Tab>
            ))}
          </Tabs.List>
        </ScrollArea>
      </Tabs>
      {typeId !== undefined && (categories.data ?? []).length > 0 && (
        <ScrollArea type="never">
          <Chip.Group multiple={false} value={category ?? ""} onChange={(v) => setCategory(v === "" ? null : v)}>
            <Group gap={6} wrap="nowrap">
              <Chip value="" size="md" variant="outline" wrapperProps={{ "data-testid": "menu-category-all" }}>
                {LABELS.ALL}
              </Chip>
              {(categories.data ?? []).map((c) => (
                <Chip
                  key={c.m_kategori_id}
                  value={String(c.m_kategori_id)}
                  size="md"
                  variant="outline"
                  wrapperProps={{ "data-testid": `menu-category-${c.m_kategori_id}` }}
                >
                  {c.m_kategori_nama}
                </Chip>
              ))}
            </Group>
          </Chip.Group>
        </ScrollArea>
      )}
      <ScrollArea style={fill ? { flex: 1, minHeight: 0 } : undefined} offsetScrollbars type="auto">
        {menus.isPending ? (
          <Center py="xl">
            <Loader />
          </Center>
        ) : items.length === 0 ? (
          <Text c="dimmed" ta="center" py="xl" data-testid="menu-empty">
            {MSG.DATA_NOT_FOUND}
          </Text>
        ) : (
          // One disabled fieldset blocks every card while a tap is in flight (payment §5) without re-rendering them.
          <fieldset disabled={busy} className="menu-cards" data-testid="menu-cards">
            <SimpleGrid cols={{ base: 2, sm: 3, lg: 4 }} spacing={8} verticalSpacing={8} pb="xs">
              {items.map((item) => (
                <MenuCard key={item.m_menu_id} item={item} currency={currency} onPick={onPick} />
              ))}
            </SimpleGrid>
          </fieldset>
        )}
      </ScrollArea>
    </Stack>
  );
});
