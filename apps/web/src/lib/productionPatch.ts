/**
 * Layar Produksi (GET /m-layar-produksi/detail-screen) updated in place from a live `dishes` event's
 * `order` (docs/API.md "Live events"), with the server's rules (apps/server modules/kitchen
 * production-screen.service.ts):
 * - a dish shows on the half whose stations hold its station and whose transaction types hold its
 *   order's type, while it is neither ready, cancelled nor delivered; in the half's `Tambahan` when
 *   it is additional;
 * - each list is one entry per menu and options, its dishes oldest first (sent time, then id), the
 *   entries in the order of their oldest dish;
 * - `Menu Yang Di Cancel`: today's (Asia/Jakarta) cancelled dishes either half would show, newest
 *   first, at most SCREEN_CANCELLED_SHOWN.
 * Every entry, dish and list the order does not change stays the same object, so its memoised card
 * does not render again.
 */
import { jakartaDayStart, optionsKey, SCREEN_CANCELLED_SHOWN } from "@waroeng/domain";
import type { LiveOrder } from "@waroeng/domain/wire";
import type { PlottingSide, QueueEntry, ScreenDetail } from "../api/production.ts";

type Queued = QueueEntry["m_dish_status"][number];
type LiveDish = LiveOrder["dishes"][number];
type Cancelled = ScreenDetail["cancelled"][number];
type Side = "left" | "right";
type ListName = "left_queue" | "right_queue" | "left_additional" | "right_additional";

const LISTS: ReadonlyArray<[ListName, Side, boolean]> = [
  ["left_queue", "left", false],
  ["right_queue", "right", false],
  ["left_additional", "left", true],
  ["right_additional", "right", true],
];

/** The ids of a half's JSON-encoded id list (`"[1,2]"`); none when unreadable. */
function idsOf(json: string): number[] {
  try {
    const ids: unknown = JSON.parse(json);
    return Array.isArray(ids) ? ids.filter((id): id is number => typeof id === "number") : [];
  } catch {
    return [];
  }
}

/** Whether the half shows a dish of `station` on an order of transaction type `typeId`. */
function plottedOn(side: PlottingSide, station: number | null, typeId: number): boolean {
  return (
    station !== null &&
    idsOf(side.m_plotting_type_plot_produksi_id).includes(station) &&
    idsOf(side.m_plotting_type_transaction_id).includes(typeId)
  );
}

/** The dish as the screen lists it (money-free: no conversion). */
function queuedOf(order: LiveOrder, d: LiveDish): Queued {
  const nota = order.nota;
  return {
    id: d.id,
    m_dish_status_id: d.m_dish_status_id,
    m_dish_status_menu_id: d.m_dish_status_menu_id,
    m_dish_status_menu_jenis_id: d.m_dish_status_menu_jenis_id,
    m_dish_status_plot_produksi_id: d.m_dish_status_plot_produksi_id as number,
    is_ready: d.is_ready,
    is_additional: d.is_additional,
    created_at: d.created_at,
    updated_at: d.updated_at,
    menu_detail: {
      m_transaction_table_id: nota.m_transaction_table_id,
      m_transaction_table_table_list: nota.m_transaction_table_table_list,
      m_transaction_table_note_number: nota.m_transaction_table_note_number,
      m_transaction_table_customer_name: nota.m_transaction_table_customer_name,
      name: nota.name,
      m_t_t_id: nota.m_t_t_id,
      m_transaction_table_order_time: nota.m_transaction_table_order_time,
      m_transaction_menu_custom_menu: d.custom_menu,
      options: d.options,
      custom_note: d.custom_note,
    },
  };
}

const dishKey = (d: Queued) => `${d.m_dish_status_menu_id}|${optionsKey(d.menu_detail.options)}`;
const entryKey = (e: QueueEntry) => `${e.id}|${optionsKey(e.options)}`;
/** Oldest first: sent time, then id (the server's `order by created_at, id`). */
const bySent = (a: Queued, b: Queued) => Date.parse(a.created_at) - Date.parse(b.created_at) || a.id - b.id;
const sameList = <T>(a: readonly T[], b: readonly T[]) => a.length === b.length && a.every((x, i) => x === b[i]);

/** An entry of `dishes` (one menu and options, oldest first) named `name`. */
function entryOf(dishes: Queued[], name: string): QueueEntry {
  const head = dishes[0] as Queued;
  return {
    id: head.m_dish_status_menu_id,
    m_menu_nama: name,
    options: head.menu_detail.options,
    count: dishes.length,
    oldest_at: head.created_at,
    m_dish_status: dishes,
  };
}

/**
 * One list after the order changed: its dishes of the order (or of `dropIds`) out, `added` (this
 * list's dishes of the order now) in; untouched entries kept as they are.
 */
function patchQueue(list: QueueEntry[], orderId: number, dropIds: Set<number>, added: Queued[], names: Map<number, string>): QueueEntry[] {
  const dropped = (d: Queued) => d.menu_detail.m_transaction_table_id === orderId || dropIds.has(d.id);
  const incoming = new Map<string, Queued[]>();
  for (const d of added) {
    incoming.set(dishKey(d), [...(incoming.get(dishKey(d)) ?? []), d]);
  }
  const out: QueueEntry[] = [];
  for (const e of list) {
    const key = entryKey(e);
    const mine = incoming.get(key) ?? [];
    incoming.delete(key);
    if (mine.length === 0 && !e.m_dish_status.some(dropped)) {
      out.push(e);
      continue;
    }
    const dishes = [...e.m_dish_status.filter((d) => !dropped(d)), ...mine].sort(bySent);
    if (sameList(dishes, e.m_dish_status)) {
      out.push(e);
    } else if (dishes.length > 0) {
      out.push(entryOf(dishes, e.m_menu_nama));
    }
  }
  for (const dishes of incoming.values()) {
    const head = dishes[0] as Queued;
    out.push(entryOf(dishes.sort(bySent), names.get(head.m_dish_status_menu_id) ?? ""));
  }
  // Entries in the order of their oldest dish; a stable sort keeps the untouched ones where they were.
  out.sort((a, b) => bySent(a.m_dish_status[0] as Queued, b.m_dish_status[0] as Queued));
  return sameList(out, list) ? list : out;
}

/** `Menu Yang Di Cancel` after the order changed; undefined when a full list lost one (the next one is not known here). */
function patchCancelled(list: Cancelled[], order: LiveOrder, shown: (d: LiveDish) => boolean, now: number): Cancelled[] | undefined {
  const ids = new Set(order.dishes.map((d) => d.id));
  const since = jakartaDayStart(now);
  const old = new Map(list.map((c) => [c.id, c]));
  const mine = order.dishes
    .filter((d) => d.is_cancelled === 1 && shown(d) && Date.parse(d.updated_at) >= since && Date.parse(d.updated_at) < since + 86_400_000)
    .map((d): Cancelled => {
      const was = old.get(d.id);
      const item = {
        id: d.id,
        m_menu_nama: d.m_menu_nama,
        options: d.options,
        m_transaction_table_note_number: d.m_transaction_table_note_number,
        updated_at: d.updated_at,
      };
      return was && JSON.stringify(was) === JSON.stringify(item) ? was : item;
    });
  const kept = list.filter((c) => !ids.has(c.id));
  if (mine.length === 0 && kept.length === list.length) {
    return list;
  }
  const next = [...kept, ...mine].sort((a, b) => Date.parse(b.updated_at) - Date.parse(a.updated_at) || b.id - a.id);
  if (next.length < SCREEN_CANCELLED_SHOWN && list.length >= SCREEN_CANCELLED_SHOWN) {
    return undefined;
  }
  const shownNow = next.slice(0, SCREEN_CANCELLED_SHOWN);
  return sameList(shownNow, list) ? list : shownNow;
}

/**
 * Layar Produksi's `detail` after `order` changed (see above). `now` (epoch ms) decides which
 * cancelled dishes are today's.
 * @returns the screen as the server would answer it now, reusing every untouched object (`detail`
 *   itself when nothing it shows changed), or undefined when it cannot tell (a full cancelled list
 *   lost a dish): then the screen reads it again.
 */
export function patchScreenDetail(detail: ScreenDetail, order: LiveOrder, now = Date.now()): ScreenDetail | undefined {
  const orderId = order.nota.m_transaction_table_id;
  const typeId = order.nota.m_t_t_id;
  const sideOf = (d: LiveDish): Side | undefined =>
    (["left", "right"] as const).find((s) => plottedOn(detail[s], d.m_dish_status_plot_produksi_id, typeId));
  const dropIds = new Set(order.dishes.map((d) => d.id));
  const previous = new Map<number, Queued>();
  const names = new Map<number, string>();
  for (const [list] of LISTS) {
    for (const e of detail[list]) {
      for (const d of e.m_dish_status) {
        previous.set(d.id, d);
      }
    }
  }
  for (const d of order.dishes) {
    names.set(d.m_dish_status_menu_id, d.m_menu_nama);
  }
  const waiting = order.dishes.filter((d) => d.is_ready === 0 && d.is_cancelled === 0 && d.is_delivered === 0);
  const next: ScreenDetail = { ...detail };
  let changed = false;
  for (const [list, side, additional] of LISTS) {
    const added = waiting
      .filter((d) => (d.is_additional === 1) === additional && sideOf(d) === side)
      .map((d) => {
        const fresh = queuedOf(order, d);
        const was = previous.get(d.id);
        return was && JSON.stringify(was) === JSON.stringify(fresh) ? was : fresh;
      });
    next[list] = patchQueue(detail[list], orderId, dropIds, added, names);
    changed ||= next[list] !== detail[list];
  }
  const cancelled = patchCancelled(detail.cancelled, order, (d) => sideOf(d) !== undefined, now);
  if (cancelled === undefined) {
    return undefined;
  }
  next.cancelled = cancelled;
  changed ||= cancelled !== detail.cancelled;
  return changed ? next : detail;
}
