/**
 * The kitchen, pickup and Pesan Aktif lists updated in place from a live event's order
 * (lib/livePatch.ts): what the cook or waiter sees changes at once, without a read, and only the
 * card of the changed nota renders again.
 */
import { useQuery } from "@tanstack/react-query";
import { act, screen, waitFor, within } from "@testing-library/react";
import type { LiveOrder } from "@waroeng/domain/wire";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { Available, Dish, NotePage, ReadyStatus } from "../api/kitchen.ts";
import { queryKeys } from "../api/queryKeys.ts";
import { NoteGroup } from "../pages/kitchen/NoteGroup.tsx";
import { readyCount } from "../pages/kitchen/noteLabel.ts";
import { liveDish, liveOrder, T0 } from "../test/liveOrders.ts";
import { renderWithProviders } from "../test/render.tsx";
import { applyLiveOrder, patchActivePage, patchAvailable, patchPickupPage } from "./livePatch.ts";

// Counts the badges' renders: each render of a badge reads its ready count once.
vi.mock("../pages/kitchen/noteLabel.ts", async (original) => {
  const real = await original<typeof import("../pages/kitchen/noteLabel.ts")>();
  return { ...real, readyCount: vi.fn(real.readyCount) };
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.mocked(readyCount).mockClear();
});

/** The shared builders, under this file's short names. */
const dish = liveDish;
const order = liveOrder;

/** The badge of a nota as ready-status lists it. */
function badge(o: LiveOrder) {
  const { user_input: _u, ...head } = o.nota;
  const pending = o.dishes.filter((d) => !d.is_cancelled && !d.is_delivered);
  return { ...head, dish_count: pending.length, ready_count: pending.filter((d) => d.is_ready === 1).length, m_dish_status: pending };
}

/** The badge's tap (a stable function, as the screen's state setter is). */
const noOpen = () => undefined;

/** Hal Tata's "Belum Selesai" column over the cached ready-status (no read: only the live events change it). */
function Column() {
  const { data } = useQuery({
    queryKey: queryKeys.kitchen.readyStatus("dine_in"),
    queryFn: (): ReadyStatus => {
      throw new Error("no read expected");
    },
    enabled: false,
  });
  return <NoteGroup kind="notCompleted" notes={data?.notCompleted ?? []} onOpen={noOpen} />;
}

describe("Hal Tata from a dish event's order", () => {
  const a = order(1, 0, [dish(1), dish(1)]);
  const b = order(2, 5, [dish(2), dish(2)]);
  const c = order(3, 10, [dish(3)]);
  const seeded = { completed: [], notCompleted: [badge(a), badge(b), badge(c)], additional: [] };

  it("shows a dish made ready on its nota's badge alone: the other badges keep their data and do not render again", async () => {
    const fetch = vi.fn();
    vi.stubGlobal("fetch", fetch);
    const { queryClient } = renderWithProviders(<Column />, { seed: [[queryKeys.kitchen.readyStatus("dine_in"), seeded]] });
    const badges = () => screen.getAllByTestId("nota-badge");
    expect(badges().map((el) => within(el).getByTestId("nota-ready-count").textContent)).toEqual(["0/2", "0/2", "0/1"]);
    vi.mocked(readyCount).mockClear();

    const readyOne = order(2, 5, [{ ...(b.dishes[0] as Dish), is_ready: 1 }, b.dishes[1] as Dish]);
    act(() => applyLiveOrder(queryClient, readyOne));

    await waitFor(() =>
      expect(badges().map((el) => within(el).getByTestId("nota-ready-count").textContent)).toEqual(["0/2", "1/2", "0/1"]),
    );
    const after = queryClient.getQueryData<ReadyStatus>(queryKeys.kitchen.readyStatus("dine_in"));
    expect(after?.notCompleted[0]).toBe(seeded.notCompleted[0]);
    expect(after?.notCompleted[2]).toBe(seeded.notCompleted[2]);
    // Only nota N2's badge rendered again (a render reads the count twice: text and label).
    expect(
      vi.mocked(readyCount).mock.calls.map(([n]) => (n as unknown as { m_transaction_table_id: number }).m_transaction_table_id),
    ).toEqual([2, 2]);
    expect(fetch).not.toHaveBeenCalled();
  });

  it("puts a nota just sent to the kitchen in its place by order time, and takes a delivered one away", async () => {
    const { queryClient } = renderWithProviders(<Column />, { seed: [[queryKeys.kitchen.readyStatus("dine_in"), seeded]] });
    act(() => applyLiveOrder(queryClient, order(4, 7, [dish(4)])));
    const notes = () => screen.getAllByTestId("nota-badge").map((el) => el.getAttribute("data-note"));
    await waitFor(() => expect(notes()).toEqual(["N1", "N2", "N4", "N3"]));
    act(() =>
      applyLiveOrder(
        queryClient,
        order(
          1,
          0,
          a.dishes.map((d) => ({ ...d, is_ready: 1, is_delivered: 1 })),
        ),
      ),
    );
    await waitFor(() => expect(notes()).toEqual(["N2", "N4", "N3"]));
  });

  it("leaves a take-away screen's badges alone for a dine-in order", () => {
    const { queryClient } = renderWithProviders(<Column />, { seed: [[queryKeys.kitchen.readyStatus("take_away"), seeded]] });
    applyLiveOrder(queryClient, order(4, 7, [dish(4)]));
    expect(queryClient.getQueryData<ReadyStatus>(queryKeys.kitchen.readyStatus("take_away"))?.notCompleted).toBe(seeded.notCompleted);
  });
});

describe("Hal Tata's menu cards from a dish event's order", () => {
  const es = (orderId: number, over: Partial<Dish> = {}) =>
    dish(orderId, { m_dish_status_menu_id: 9, m_menu_nama: "Es Teh", m_dish_status_menu_jenis_id: 5, ...over });
  const types = [
    { m_menu_jenis_id: 2, m_menu_jenis_nama: "Makanan", m_menu_jenis_ambil: "makan", count: 2 },
    { m_menu_jenis_id: 5, m_menu_jenis_nama: "Minuman", m_menu_jenis_ambil: "minum", count: 1 },
  ];
  const ayam = [dish(1), dish(2)];
  const teh = es(1);
  const cards: Available = {
    by_menu: [
      {
        m_menu_id: 7,
        m_menu_nama: "Ayam Bakar",
        m_menu_m_menu_jenis_id: 2,
        m_menu_m_kategori_id: 3,
        count: 2,
        variants: [{ options: [], count: 2 }],
        dine_in: ayam,
        take_away: [],
      },
      {
        m_menu_id: 9,
        m_menu_nama: "Es Teh",
        m_menu_m_menu_jenis_id: 5,
        m_menu_m_kategori_id: 3,
        count: 1,
        variants: [{ options: [], count: 1 }],
        dine_in: [teh],
        take_away: [],
      },
    ],
    by_menu_jenis: types,
    cancelled: [],
  };
  const times = new Map([
    [1, T0],
    [2, T0 + 60_000],
  ]);

  it("counts a dish made ready off its menu card and type tab; the other card keeps its data", () => {
    const two = order(2, 1, [{ ...(ayam[1] as Dish), is_ready: 1 }]);
    const next = patchAvailable(cards, "dine_in", two, (id) => times.get(id));
    expect(next?.by_menu.map((m) => [m.m_menu_nama, m.count])).toEqual([
      ["Ayam Bakar", 1],
      ["Es Teh", 1],
    ]);
    expect(next?.by_menu[1]).toBe(cards.by_menu[1]);
    expect(next?.by_menu_jenis.map((t) => t.count)).toEqual([1, 1]);
    expect(next?.by_menu_jenis[1]).toBe(types[1]);
  });

  it("adds a new order's dishes, and lists a dish cancelled today under the cancelled ones", () => {
    const now = T0 + 3 * 60_000;
    const cancelled = es(3, { is_cancelled: 1, updated_at: new Date(now).toISOString() });
    const three = order(3, 2, [es(3), cancelled]);
    const next = patchAvailable(cards, "dine_in", three, (id) => times.get(id), now);
    expect(next?.by_menu.find((m) => m.m_menu_id === 9)?.count).toBe(2);
    expect(next?.cancelled.map((c) => c.id)).toEqual([cancelled.id]);
  });

  it("asks for a read when it cannot place a card's dishes (an order time it has not seen)", () => {
    expect(patchAvailable(cards, "dine_in", order(3, 2, [dish(3)]), () => undefined)).toBeUndefined();
  });
});

describe("Hal Ambil and Pesan Aktif from a dish event's order", () => {
  const card = (o: LiveOrder) => ({ ...o.nota, all_served: false, m_dish_status: o.dishes });
  const one = order(1, 0, [dish(1, { is_ready: 1 })]);
  const two = order(2, 5, [dish(2)]);
  const page = (data: ReturnType<typeof card>[], last = 1): NotePage => ({
    current_page: 1,
    last_page: last,
    per_page: 6,
    total: data.length,
    data,
  });

  it("shows a served dish on its card, keeping the other card", () => {
    const before = page([card(one), card(two)]);
    const served = order(1, 0, [{ ...(one.dishes[0] as Dish), is_served: 1 }]);
    const next = patchPickupPage(before, "makan", served);
    expect(next?.data[0]?.m_dish_status[0]?.is_served).toBe(1);
    expect(next?.data[0]?.all_served).toBe(true);
    expect(next?.data[1]).toBe(before.data[1]);
  });

  it("adds a nota to a single page, and reads again when pages could shift", () => {
    const three = order(3, 1, [dish(3)]);
    expect(patchPickupPage(page([card(one), card(two)]), "makan", three)?.data.map((n) => n.m_transaction_table_id)).toEqual([1, 3, 2]);
    expect(patchPickupPage(page([card(one), card(two)], 2), "makan", three)).toBeUndefined();
    // A drink-only order is not on the food page.
    const drinks = order(4, 1, [dish(4, { m_menu_jenis_ambil: "minum" })]);
    const before = page([card(one)]);
    expect(patchPickupPage(before, "makan", drinks)).toBe(before);
  });

  it("takes a paid nota off Pesan Aktif", () => {
    const paid = order(2, 5, two.dishes, 1);
    expect(patchActivePage(page([card(one), card(two)]), paid)?.data.map((n) => n.m_transaction_table_id)).toEqual([1]);
  });
});
