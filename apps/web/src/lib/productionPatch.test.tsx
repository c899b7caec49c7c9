/**
 * Layar Produksi updated in place from a live dish event's order (lib/productionPatch.ts): the cook
 * sees a sent dish on the half of its station at once, without a read; a dish moved to another
 * station, made ready or cancelled leaves its card; and only the card that changed renders again.
 */
import { act, screen, waitFor, within } from "@testing-library/react";
import { SCREEN_CANCELLED_SHOWN } from "@waroeng/domain";
import type { LiveOrder } from "@waroeng/domain/wire";
import { MemoryRouter, Route, Routes } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { Dish } from "../api/kitchen.ts";
import type { PlottingSide, QueueEntry, ScreenDetail } from "../api/production.ts";
import { queryKeys } from "../api/queryKeys.ts";
import { ProductionScreenPage } from "../pages/production/ProductionScreenPage.tsx";
import { liveDish, liveOrder, T0 } from "../test/liveOrders.ts";
import { renderWithProviders } from "../test/render.tsx";
import { applyLiveOrder } from "./livePatch.ts";
import { liveStatus } from "./liveStatus.ts";
import { patchScreenDetail } from "./productionPatch.ts";

afterEach(() => {
  vi.unstubAllGlobals();
  liveStatus.setStream("idle");
});

const at = (minutes: number) => new Date(T0 + minutes * 60_000).toISOString();
const LEVEL_3 = [{ group_id: 1, group_name: "Level Pedas", option_id: 3, name: "Level 3", price: 0 }];

function side(name: "left" | "right", stations: number[], types: number[]): PlottingSide {
  return {
    side: name,
    m_plotting_type_plot_produksi_id: JSON.stringify(stations),
    m_plotting_type_transaction_id: JSON.stringify(types),
    plot_produksi: stations.map((id) => ({ id, name: `Stasiun ${id}`, m_plot_produksi_id: id, m_plot_produksi_nama: `Stasiun ${id}` })),
    type_transaction: types.map((id) => ({ id, name: "Dine In" })),
  };
}

/** Screen "Dapur": Goreng (1) and Bakaran (2) on the left, Sambal (3) on the right, dine in only. */
const EMPTY: ScreenDetail = {
  id: 5,
  layar_name: "Dapur",
  left: side("left", [1, 2], [1]),
  right: side("right", [3], [1]),
  left_queue: [],
  right_queue: [],
  left_additional: [],
  right_additional: [],
  cancelled: [],
  m_menu_jenis_ids: [2],
};

const goreng = (orderId: number, over: Partial<Dish> = {}) =>
  liveDish(orderId, { m_dish_status_menu_id: 7, m_menu_nama: "Ayam Goreng", m_dish_status_plot_produksi_id: 1, ...over });
const sambal = (orderId: number, over: Partial<Dish> = {}) =>
  liveDish(orderId, { m_dish_status_menu_id: 8, m_menu_nama: "Sambal Bawang", m_dish_status_plot_produksi_id: 3, ...over });
/** A drink of the bar (station 6): on no half of this screen. */
const esTeh = (orderId: number) =>
  liveDish(orderId, { m_dish_status_menu_id: 9, m_menu_nama: "Es Teh", m_dish_status_plot_produksi_id: 6 });

/** Order 1 (T0): two Ayam Goreng, one Sambal, one Es Teh. Order 2 (T0 + 5): Ayam Goreng plain and Level 3, then an added Sambal. */
const a = liveOrder(1, 0, [goreng(1), goreng(1), sambal(1), esTeh(1)]);
const b = liveOrder(2, 5, [
  goreng(2, { created_at: at(5) }),
  goreng(2, { created_at: at(5), options: LEVEL_3, custom_menu: "Level 3" }),
  sambal(2, { created_at: at(6), is_additional: 1 }),
]);

function patch(detail: ScreenDetail, order: LiveOrder, now = T0 + 10 * 60_000): ScreenDetail {
  const next = patchScreenDetail(detail, order, now);
  if (!next) {
    throw new Error("the patch asked for a read");
  }
  return next;
}
/** Both orders sent, in turn. */
const seeded = patch(patch(EMPTY, a), b);

/** An entry as the cook reads it: menu, options, count and the notas of its dishes. */
const card = (e: QueueEntry) => [
  e.m_menu_nama,
  e.options.map((o) => o.name).join(", "),
  e.count,
  e.m_dish_status.map((d) => d.menu_detail.m_transaction_table_note_number),
];

describe("Layar Produksi from a dish event's order", () => {
  it("puts sent dishes on the half of their station, one card per menu and options, oldest first; added ones under Tambahan", () => {
    expect(seeded.left_queue.map(card)).toEqual([
      ["Ayam Goreng", "", 3, ["N1", "N1", "N2"]],
      ["Ayam Goreng", "Level 3", 1, ["N2"]],
    ]);
    expect(seeded.right_queue.map(card)).toEqual([["Sambal Bawang", "", 1, ["N1"]]]);
    expect(seeded.right_additional.map(card)).toEqual([["Sambal Bawang", "", 1, ["N2"]]]);
    expect(seeded.left_additional).toEqual([]);
    const dish = seeded.left_queue[0]?.m_dish_status[0];
    expect(dish?.menu_detail).toMatchObject({
      m_transaction_table_table_list: [1],
      m_transaction_table_order_time: at(0),
      name: "Dine In",
    });
    expect(seeded.left_queue[0]?.oldest_at).toBe(at(0));
  });

  it("leaves the screen as it is for an order of a type no half shows, or a change it does not show", () => {
    const takeAway = liveOrder(3, 7, [goreng(3, { m_t_t_id: 2 })]);
    takeAway.nota.m_t_t_id = 2;
    expect(patchScreenDetail(seeded, takeAway)).toBe(seeded);
    // The Es Teh served: not on this screen.
    const served = { ...a, dishes: a.dishes.map((d) => (d.m_menu_nama === "Es Teh" ? { ...d, is_ready: 1, is_served: 1 } : d)) };
    expect(patchScreenDetail(seeded, served)).toBe(seeded);
  });

  it("moves a dish sent to another station to that half; the cards it does not touch stay the same objects", () => {
    const moved = {
      ...a,
      dishes: a.dishes.map((d) => (d.m_menu_nama === "Sambal Bawang" ? { ...d, m_dish_status_plot_produksi_id: 2 } : d)),
    };
    const next = patch(seeded, moved);
    expect(next.right_queue).toEqual([]);
    expect(next.left_queue.map(card)).toEqual([
      ["Ayam Goreng", "", 3, ["N1", "N1", "N2"]],
      ["Sambal Bawang", "", 1, ["N1"]],
      ["Ayam Goreng", "Level 3", 1, ["N2"]],
    ]);
    expect(next.left_queue[0]).toBe(seeded.left_queue[0]);
    expect(next.left_queue[2]).toBe(seeded.left_queue[1]);
    expect(next.right_additional).toBe(seeded.right_additional);
    // Moved to a station this screen does not show: gone from it.
    const away = {
      ...a,
      dishes: a.dishes.map((d) => (d.m_menu_nama === "Sambal Bawang" ? { ...d, m_dish_status_plot_produksi_id: 6 } : d)),
    };
    expect(patch(seeded, away).right_queue).toEqual([]);
  });

  it("takes a cancelled unit off its card and lists it under Menu Yang Di Cancel, newest first; a ready one just leaves", () => {
    const now = T0 + 30 * 60_000;
    const [first, ...rest] = a.dishes as [Dish, ...Dish[]];
    const cancelled = patch(seeded, { ...a, dishes: [{ ...first, is_cancelled: 1, updated_at: at(20) }, ...rest] }, now);
    expect(cancelled.left_queue.map(card)[0]).toEqual(["Ayam Goreng", "", 2, ["N1", "N2"]]);
    expect(cancelled.cancelled).toEqual([
      { id: first.id, m_menu_nama: "Ayam Goreng", options: [], m_transaction_table_note_number: "N1", updated_at: at(20) },
    ]);
    const [bFirst, ...bRest] = b.dishes as [Dish, ...Dish[]];
    const two = patch(cancelled, { ...b, dishes: [{ ...bFirst, is_cancelled: 1, updated_at: at(25) }, ...bRest] }, now);
    expect(two.cancelled.map((c) => c.m_transaction_table_note_number)).toEqual(["N2", "N1"]);
    // Cancelled yesterday (Jakarta): not today's list.
    const yesterday = patch(seeded, { ...a, dishes: [{ ...first, is_cancelled: 1, updated_at: at(-11 * 60) }, ...rest] }, now);
    expect(yesterday.cancelled).toEqual([]);
    const ready = patch(seeded, { ...a, dishes: a.dishes.map((d) => (d.m_menu_nama === "Sambal Bawang" ? { ...d, is_ready: 1 } : d)) });
    expect(ready.right_queue).toEqual([]);
    expect(ready.cancelled).toBe(seeded.cancelled);
  });

  it("reads the screen again when a full cancelled list loses a dish (the next one is not known here)", () => {
    const gone = goreng(1, { is_cancelled: 1, updated_at: at(1) });
    const others = Array.from({ length: SCREEN_CANCELLED_SHOWN - 1 }, (_, i) => ({
      id: 900 + i,
      m_menu_nama: "Ayam Goreng",
      options: [],
      m_transaction_table_note_number: "N9",
      updated_at: at(0),
    }));
    const full = patch({ ...seeded, cancelled: others }, { ...a, dishes: [...a.dishes, gone] });
    expect(full.cancelled).toHaveLength(SCREEN_CANCELLED_SHOWN);
    const moved = { ...a, dishes: [...a.dishes, { ...gone, m_dish_status_plot_produksi_id: 6 }] };
    expect(patchScreenDetail(full, moved)).toBeUndefined();
  });
});

describe("Layar Produksi on screen", () => {
  it("shows a dish sent to the kitchen without a read, and renders only the card it joins", async () => {
    // Table names by id; every card reads the name of each of its dishes' tables when it renders.
    const reads: string[] = [];
    const names = new Proxy({ "1": "Meja 1", "2": "Meja 2" } as Record<string, string>, {
      get: (target, key) => {
        if (typeof key === "string" && /^\d+$/.test(key)) {
          reads.push(key);
        }
        return Reflect.get(target, key);
      },
    });
    const fetch = vi.fn(async (url: string) => {
      const data = String(url).includes("detail-screen") ? seeded : {};
      return new Response(JSON.stringify({ meta: { code: 200, error: 0, message: "" }, data }), {
        status: 200,
        headers: { "content-type": "application/json" },
      });
    });
    vi.stubGlobal("fetch", fetch);
    liveStatus.setStream("up");
    const { queryClient } = renderWithProviders(
      <MemoryRouter initialEntries={["/layar-produksi/5"]}>
        <Routes>
          <Route path="/layar-produksi/:layarId" element={<ProductionScreenPage />} />
        </Routes>
      </MemoryRouter>,
      {
        seed: [
          [queryKeys.production.detail(5), seeded],
          [queryKeys.production.tableNames, names],
        ],
      },
    );
    const left = await screen.findByTestId("production-left");
    await waitFor(() => expect(within(left).getAllByTestId("production-card")).toHaveLength(2));
    await waitFor(() => expect(fetch).toHaveBeenCalled()); // the first read on opening
    fetch.mockClear();
    reads.length = 0;

    // Nota 2 sends a second Ayam Goreng Level 3.
    const more = { ...b, dishes: [...b.dishes, goreng(2, { created_at: at(8), options: LEVEL_3, custom_menu: "Level 3" })] };
    act(() => {
      applyLiveOrder(queryClient, more);
    });
    const level3 = () => within(left).getAllByTestId("production-card")[1] as HTMLElement;
    await waitFor(() => expect(within(level3()).getByTestId("production-card-count").textContent).toBe("×2"));
    expect(
      within(level3())
        .getAllByTestId("production-dish")
        .map((d) => d.textContent),
    ).toEqual([expect.stringContaining("Meja 2"), expect.stringContaining("Meja 2")]);
    // Only the Level 3 card rendered again (its two dishes, table 2); the plain Ayam Goreng and both Sambal cards did not.
    expect(reads).toEqual(["2", "2"]);
    expect(fetch).not.toHaveBeenCalled();
  });
});
