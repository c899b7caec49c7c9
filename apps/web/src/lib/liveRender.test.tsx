/**
 * What a live dish event renders again on Hal Tata's menu cards, Hal Ambil and Pesan Aktif (the
 * whole screens, lists updated in place by lib/livePatch.ts): the card of the changed nota or menu
 * shows the change, no other card renders again, and nothing is read.
 */
import { defaultScheduler, notifyManager, useQuery } from "@tanstack/react-query";
import { act, screen, waitFor, within } from "@testing-library/react";
import type { LiveOrder } from "@waroeng/domain/wire";
import type { ReactElement } from "react";
import { MemoryRouter, Route, Routes } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { Available, AvailableMenu, Dish, NotePage, PickupNote, ReadyStatus } from "../api/kitchen.ts";
import type { MenuItem } from "../api/menu.ts";
import { queryKeys } from "../api/queryKeys.ts";
import { ActiveOrdersPage } from "../pages/active/ActiveOrdersPage.tsx";
import { KitchenPrepPage } from "../pages/kitchen/KitchenPrepPage.tsx";
import { PickupPage } from "../pages/pickup/PickupPage.tsx";
import { pickupHeader } from "../pages/pickup/pickupFormat.ts";
import { liveDish, liveOrder } from "../test/liveOrders.ts";
import { renderWithProviders } from "../test/render.tsx";
import { applyLiveOrder } from "./livePatch.ts";
import { liveStatus } from "./liveStatus.ts";

// Counts the nota cards' renders (Hal Ambil, Pesan Aktif): each render of a card reads its header once.
vi.mock("../pages/pickup/pickupFormat.ts", async (original) => {
  const real = await original<typeof import("../pages/pickup/pickupFormat.ts")>();
  return { ...real, pickupHeader: vi.fn(real.pickupHeader) };
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.mocked(pickupHeader).mockClear();
  liveStatus.setStream("idle");
});

/** Answers the screen's reads with `routes` (the first path part the URL holds), and counts them. */
function stubApi(routes: Record<string, unknown>) {
  const fetch = vi.fn(async (url: string) => {
    const data = Object.entries(routes).find(([path]) => String(url).includes(path))?.[1] ?? {};
    return new Response(JSON.stringify({ meta: { code: 200, error: 0, message: "" }, data }), {
      status: 200,
      headers: { "content-type": "application/json" },
    });
  });
  vi.stubGlobal("fetch", fetch);
  return fetch;
}

/** Renders `page` at `path` (route `pattern`) with the event stream up (no polling) and the lists in `seed`. */
async function open(page: ReactElement, path: string, pattern: string, seed: Array<readonly [readonly unknown[], unknown]>) {
  liveStatus.setStream("up");
  const result = renderWithProviders(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route path={pattern} element={page} />
      </Routes>
    </MemoryRouter>,
    { seed },
  );
  return result;
}

const cardOf = (o: LiveOrder): PickupNote => ({ ...o.nota, all_served: false, m_dish_status: o.dishes });
const pageOf = (notes: PickupNote[]): NotePage => ({ current_page: 1, last_page: 1, per_page: 6, total: notes.length, data: notes });
/** The notas whose card rendered since the last clear. */
const rendered = () => vi.mocked(pickupHeader).mock.calls.map(([n]) => n.m_transaction_table_id);

describe("Hal Ambil and Pesan Aktif on a dish event", () => {
  const orders = [1, 2, 3].map((id) => liveOrder(id, id, [liveDish(id, { is_ready: 1 }), liveDish(id)]));
  const served = (o: LiveOrder): LiveOrder => ({ ...o, dishes: o.dishes.map((d, i) => (i === 0 ? { ...d, is_served: 1 } : d)) });

  it("Hal Ambil: the served dish shows on its nota's card; the other cards do not render again", async () => {
    const page = pageOf(orders.map(cardOf));
    const fetch = stubApi({ "ready-by-type": page, "m-menu-jenis": [] });
    const { queryClient } = await open(<PickupPage />, "/hal-ambil/makan", "/hal-ambil/:type", [
      [queryKeys.kitchen.readyByType("makan", 1), page],
    ]);
    await waitFor(() => expect(screen.getAllByTestId("pickup-card")).toHaveLength(3));
    await waitFor(() => expect(fetch).toHaveBeenCalled()); // the first read on opening
    fetch.mockClear();
    vi.mocked(pickupHeader).mockClear();

    act(() => {
      applyLiveOrder(queryClient, served(orders[1] as LiveOrder));
    });
    const second = () => screen.getAllByTestId("pickup-card")[1] as HTMLElement;
    await waitFor(() => expect(within(second()).getAllByTestId("pickup-dish")[0]).toHaveAttribute("data-state", "served"));
    expect(rendered()).toEqual([2]);
    expect(fetch).not.toHaveBeenCalled();
  });

  it("Pesan Aktif: the dish made ready shows on its nota's card; the other cards do not render again", async () => {
    const page = pageOf(orders.map(cardOf));
    const fetch = stubApi({ "m-dish-status/active": page });
    const { queryClient } = await open(<ActiveOrdersPage />, "/pesan-aktif", "/pesan-aktif", [
      [queryKeys.production.activeOrders(1), page],
    ]);
    await waitFor(() => expect(screen.getAllByTestId("pickup-card")).toHaveLength(3));
    await waitFor(() => expect(fetch).toHaveBeenCalled());
    fetch.mockClear();
    vi.mocked(pickupHeader).mockClear();

    const third = orders[2] as LiveOrder;
    act(() => {
      applyLiveOrder(queryClient, { ...third, dishes: third.dishes.map((d) => ({ ...d, is_ready: 1 })) });
    });
    const card = () => screen.getAllByTestId("pickup-card")[2] as HTMLElement;
    await waitFor(() =>
      expect(
        within(card())
          .getAllByTestId("active-dish")
          .map((d) => d.dataset.state),
      ).toEqual(["ready", "ready"]),
    );
    expect(rendered()).toEqual([3]);
    expect(fetch).not.toHaveBeenCalled();
  });
});

describe("Hal Tata's menu cards on a dish event", () => {
  it("counts a dish made ready off its menu card; the other cards do not render again", async () => {
    // Food type 2: Ayam Bakar (7) and Nasi Goreng (10) on nota 1, two Sate (11) on nota 2.
    const menu = (id: number, name: string): Partial<Dish> => ({ m_dish_status_menu_id: id, m_menu_nama: name });
    const one = liveOrder(1, 0, [liveDish(1, menu(7, "Ayam Bakar")), liveDish(1, menu(10, "Nasi Goreng"))]);
    const two = liveOrder(2, 5, [liveDish(2, menu(11, "Sate")), liveDish(2, menu(11, "Sate"))]);
    const pendingCard = (dishes: Dish[]): AvailableMenu => {
      const head = dishes[0] as Dish;
      return {
        m_menu_id: head.m_dish_status_menu_id,
        m_menu_nama: head.m_menu_nama,
        m_menu_m_menu_jenis_id: 2,
        m_menu_m_kategori_id: 3,
        count: dishes.length,
        variants: [{ options: [], count: dishes.length }],
        dine_in: dishes,
        take_away: [],
      };
    };
    const available: Available = {
      by_menu: [[one.dishes[0]], [one.dishes[1]], two.dishes].map((d) => pendingCard(d as Dish[])),
      by_menu_jenis: [{ m_menu_jenis_id: 2, m_menu_jenis_nama: "Makanan", m_menu_jenis_ambil: "makan", count: 4 }],
      cancelled: [],
    };
    const badge = (o: LiveOrder) => {
      const { user_input: _u, ...head } = o.nota;
      return { ...head, dish_count: o.dishes.length, ready_count: 0, m_dish_status: o.dishes };
    };
    const status = { completed: [], notCompleted: [badge(one), badge(two)], additional: [] };
    // The board's menus; each card reads its menu's name once when it renders.
    const names: string[] = [];
    const item = (id: number, name: string) =>
      new Proxy({ m_menu_id: id, m_menu_nama: name, m_menu_m_kategori_id: 3 } as unknown as MenuItem, {
        get: (target, key) => {
          if (key === "m_menu_nama") {
            names.push(name);
          }
          return Reflect.get(target, key);
        },
      });
    const fetch = stubApi({ "ready-status": status, "m-dish-status/available": available });
    const { queryClient } = await open(<KitchenPrepPage />, "/hal-tata/dine_in", "/hal-tata/:type", [
      [queryKeys.kitchen.readyStatus("dine_in"), status],
      [queryKeys.kitchen.available("dine_in"), available],
      [queryKeys.kitchenBoard.types, [{ m_menu_jenis_id: 2, m_menu_jenis_nama: "Makanan" }]],
      [queryKeys.kitchenBoard.categories("2"), []],
      [queryKeys.kitchenBoard.menus("2"), [item(7, "Ayam Bakar"), item(10, "Nasi Goreng"), item(11, "Sate")]],
    ]);
    const counts = () =>
      screen.getAllByTestId("kitchen-menu-card").map((c) => [c.querySelector("p")?.textContent, c.querySelectorAll("p")[1]?.textContent]);
    await waitFor(() =>
      expect(counts()).toEqual([
        ["Sate", "2"],
        ["Ayam Bakar", "1"],
        ["Nasi Goreng", "1"],
      ]),
    );
    await waitFor(() => expect(fetch).toHaveBeenCalledTimes(2));
    fetch.mockClear();

    act(() => {
      applyLiveOrder(queryClient, { ...two, dishes: [{ ...(two.dishes[0] as Dish), is_ready: 1 }, two.dishes[1] as Dish] });
      names.length = 0; // the patch itself looks through the cached lists
    });
    await waitFor(() =>
      expect(counts()).toEqual([
        // Equal counts keep the menu's order.
        ["Ayam Bakar", "1"],
        ["Nasi Goreng", "1"],
        ["Sate", "1"],
      ]),
    );
    expect(names).toEqual(["Sate"]);
    expect(fetch).not.toHaveBeenCalled();
  });
});

/** What each render of KitchenLists showed: badges × 10 + pending dishes. */
const renders: number[] = [];
const never = (): never => {
  throw new Error("no read expected");
};
/** Hal Tata's two lists read by one component (no read: only the live events change them). */
function KitchenLists() {
  const status = useQuery({ queryKey: queryKeys.kitchen.readyStatus("dine_in"), queryFn: (): ReadyStatus => never(), enabled: false });
  const cards = useQuery({ queryKey: queryKeys.kitchen.available("dine_in"), queryFn: (): Available => never(), enabled: false });
  const badges = status.data?.notCompleted.length ?? 0;
  const pending = cards.data?.by_menu_jenis[0]?.count ?? 0;
  renders.push(badges * 10 + pending);
  return <p data-testid="counts">{`${badges}/${pending}`}</p>;
}

describe("one render per event", () => {
  it("Hal Tata's badges and menu cards change together: one notification of the screen for both lists", async () => {
    const one = liveOrder(1, 0, [liveDish(1)]);
    const empty: Available = {
      by_menu: [],
      by_menu_jenis: [{ m_menu_jenis_id: 2, m_menu_jenis_nama: "Makanan", m_menu_jenis_ambil: "makan", count: 0 }],
      cancelled: [],
    };
    const { queryClient } = renderWithProviders(<KitchenLists />, {
      seed: [
        [queryKeys.kitchen.readyStatus("dine_in"), { completed: [], notCompleted: [], additional: [] }],
        [queryKeys.kitchen.available("dine_in"), empty],
      ],
    });
    expect(screen.getByTestId("counts").textContent).toBe("0/0");
    renders.length = 0;
    // The screen hears of the cache's changes in scheduled batches: one batch for both lists.
    const scheduled = vi.fn(defaultScheduler);
    notifyManager.setScheduler(scheduled);
    try {
      act(() => {
        applyLiveOrder(queryClient, one);
      });
      expect(scheduled).toHaveBeenCalledTimes(1);
    } finally {
      notifyManager.setScheduler(defaultScheduler);
    }
    await waitFor(() => expect(screen.getByTestId("counts").textContent).toBe("1/1"));
    // No render showing the new badge without its card (or the other way round).
    expect(renders).toEqual([11]);
  });
});
