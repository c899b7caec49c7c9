import { Badge, Button, Center, Group, Loader, Paper, SimpleGrid, Tabs, Text, UnstyledButton } from "@mantine/core";
import { useQuery } from "@tanstack/react-query";
import { LABELS, MSG, optionsKey, optionsText, PRODUCTION_MSG, STOCK_MSG } from "@waroeng/domain";
import { memo, useState } from "react";
import { type Available, type AvailableMenu, fetchMenusOfType } from "../../api/kitchen.ts";
import { listCategories, listMenuTypes, type MenuItem } from "../../api/menu.ts";
import { queryKeys } from "../../api/queryKeys.ts";
import classes from "./kitchenPrep.module.css";

/**
 * The card's dishes per set of options ("2× Level 3, Telur"), when any has options: dishes of one
 * item with other options are other dishes to cook, never one count.
 */
function MenuVariants({ variants }: { variants: AvailableMenu["variants"] }) {
  if (!variants.some((v) => v.options.length > 0)) {
    return null;
  }
  return (
    <div data-testid="kitchen-menu-variants">
      {variants.map((v) => {
        const text = v.options.length > 0 ? optionsText(v.options) : PRODUCTION_MSG.NO_OPTIONS;
        return (
          <Text key={optionsKey(v.options)} fz={17} fw={800} lh={1.3} c="orange.9" data-testid="kitchen-menu-variant">
            <span className="tabular">{v.count}×</span> {text}
          </Text>
        );
      })}
    </div>
  );
}

/**
 * A menu card: its name, pending count and the counts per set of options. Memoised: a live change
 * elsewhere (same `pending` entry kept by the in-place update) does not render it again.
 */
const MenuCard = memo(function MenuCard({
  menu,
  pending,
  onOpenMenu,
}: {
  menu: MenuItem;
  pending: AvailableMenu | undefined;
  onOpenMenu: (menuId: number, menuName: string) => void;
}) {
  const count = pending?.count ?? 0;
  return (
    <UnstyledButton
      className={classes.menuCard}
      data-pending={count > 0 ? 1 : 0}
      disabled={count === 0}
      onClick={() => onOpenMenu(menu.m_menu_id, menu.m_menu_nama)}
      data-testid="kitchen-menu-card"
    >
      <Text fw={800} fz={22} lh={1.2} lineClamp={2}>
        {menu.m_menu_nama}
      </Text>
      <Text fw={900} fz={34} lh={1} className="tabular" c={count > 0 ? "red.7" : "gray.6"}>
        {count}
      </Text>
      <MenuVariants variants={pending?.variants ?? []} />
    </UnstyledButton>
  );
});

interface Props {
  available: Available | undefined;
  onOpenMenu: (menuId: number, menuName: string) => void;
}

/**
 * Menu-type tabs (with pending dish counts), category sub-tabs and menu cards (spec 02 §2.1). A card
 * opens its pending dishes only when it has some; cards with pending dishes come first.
 */
export function MenuBoard({ available, onOpenMenu }: Props) {
  const types = useQuery({ queryKey: queryKeys.kitchenBoard.types, queryFn: listMenuTypes, staleTime: 5 * 60_000 });
  const [typeChoice, setTypeChoice] = useState<string | null>(null);
  const [category, setCategory] = useState<string>("all");
  const [showIdle, setShowIdle] = useState(false);
  const typeId = typeChoice ?? (types.data?.[0] ? String(types.data[0].m_menu_jenis_id) : null);
  const categories = useQuery({
    queryKey: queryKeys.kitchenBoard.categories(typeId),
    queryFn: () => listCategories(Number(typeId)),
    enabled: typeId !== null,
    staleTime: 5 * 60_000,
  });
  const menus = useQuery({
    queryKey: queryKeys.kitchenBoard.menus(typeId),
    queryFn: () => fetchMenusOfType(Number(typeId)),
    enabled: typeId !== null,
    staleTime: 60_000,
  });

  const pending = new Map<number, AvailableMenu>((available?.by_menu ?? []).map((m) => [m.m_menu_id, m]));
  const typeCount = (id: number) => available?.by_menu_jenis.find((j) => j.m_menu_jenis_id === id)?.count ?? 0;
  const countOf = (menuId: number) => pending.get(menuId)?.count ?? 0;
  // What is waiting comes first, most dishes first, so the cook sees the work without scrolling;
  // the rest keep the menu's order (a stable sort).
  const inCategory = (menus.data ?? [])
    .filter((m) => category === "all" || String(m.m_menu_m_kategori_id) === category)
    .sort((a, b) => countOf(b.m_menu_id) - countOf(a.m_menu_id));
  // Menus with nothing pending are hidden unless asked for (no wall of grey zeros).
  const idle = inCategory.filter((m) => countOf(m.m_menu_id) === 0).length;
  const shown = showIdle ? inCategory : inCategory.filter((m) => countOf(m.m_menu_id) > 0);

  return (
    <Paper withBorder radius="md" p="sm" data-testid="menu-board">
      <Tabs
        value={typeId}
        onChange={(value) => {
          setTypeChoice(value);
          setCategory("all");
        }}
      >
        <Tabs.List>
          {(types.data ?? []).map((t) => (
            <Tabs.Tab
              key={t.m_menu_jenis_id}
              value={String(t.m_menu_jenis_id)}
              fz="lg"
              fw={700}
              h={52}
              data-testid="menu-type-tab"
              rightSection={
                <Badge size="lg" circle={typeCount(t.m_menu_jenis_id) < 10} color={typeCount(t.m_menu_jenis_id) ? "red" : "gray"}>
                  {typeCount(t.m_menu_jenis_id)}
                </Badge>
              }
            >
              {t.m_menu_jenis_nama}
            </Tabs.Tab>
          ))}
        </Tabs.List>
      </Tabs>
      <Tabs value={category} onChange={(value) => setCategory(value ?? "all")} variant="pills" mt="sm">
        <Tabs.List>
          <Tabs.Tab value="all" fz="md" h={44}>
            {LABELS.ALL}
          </Tabs.Tab>
          {(categories.data ?? []).map((c) => (
            <Tabs.Tab key={c.m_kategori_id} value={String(c.m_kategori_id)} fz="md" h={44}>
              {c.m_kategori_nama}
            </Tabs.Tab>
          ))}
        </Tabs.List>
      </Tabs>
      {!types.data || (typeId !== null && !menus.data) ? (
        <Center py="lg">
          <Loader />
        </Center>
      ) : shown.length === 0 ? (
        <Text c="dimmed" ta="center" py="lg" fz="lg" data-testid="menu-board-empty">
          {inCategory.length === 0 ? MSG.DATA_NOT_FOUND : STOCK_MSG.NO_PENDING_MENU}
        </Text>
      ) : (
        <SimpleGrid cols={{ base: 2, sm: 3, md: 4, lg: 5 }} spacing="xs" verticalSpacing="xs" mt="sm">
          {shown.map((menu) => (
            <MenuCard key={menu.m_menu_id} menu={menu} pending={pending.get(menu.m_menu_id)} onOpenMenu={onOpenMenu} />
          ))}
        </SimpleGrid>
      )}
      {idle > 0 ? (
        <Group justify="center" mt="sm">
          <Button variant="subtle" color="gray" onClick={() => setShowIdle((v) => !v)} data-testid="menu-board-idle-toggle">
            {showIdle ? STOCK_MSG.HIDE_IDLE_MENUS : STOCK_MSG.SHOW_ALL_MENUS(idle)}
          </Button>
        </Group>
      ) : null}
    </Paper>
  );
}
