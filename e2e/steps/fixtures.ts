/**
 * The test fixture every spec imports instead of `@playwright/test`: `stall` gives a test its own
 * data (a free table found at run time, a nota number nobody else used) and, when the test ends,
 * pays whatever it left open and takes its dishes off the kitchen and pickup screens, so its
 * tables are free again and no later test (nor a second `--repeat-each` pass) depends on what
 * this one did.
 *
 * Writing a spec that stays quick (the whole browser run must fit in `npm test`'s budget):
 * - sign in with the run's stored sessions, never the login form: `signInAt(browser, email, path)`
 *   opens a device signed in straight on the screen the test starts from; `signIn(browser, email)`
 *   when the test starts on the role's home screen; `apiLogin(request, email)` for API set-up. Each
 *   demo account is logged in once per run per server (global-setup.ts, steps/stored-sessions.ts).
 *   The login form (`signInByForm`) only where the login, a logout or an outlet switch is the subject.
 *   `openDevice(browser, email)` when something must be set up (a `page.route`) before the first load.
 * - a fresh device and its first load cost about four times a reload on the same device: check a
 *   screen at its second size on the device already open, `atSize(page, PHONE, path?)` (steps/shots.ts:
 *   resize, then load), and a second screen of the same user with `page.goto` there, not a new
 *   context; open another context only for another user, a clean session, or what the test is about
 *   (two devices at once, a login).
 * - a screen already visited by a tour is checked there: tour-cashier, tour-kitchen and
 *   tour-back-office.spec.ts load each screen state once per size and run every check on it (key
 *   content, axe `audit`, touch targets, the pictures); add a new screen's checks to its tour.
 * - make the state a test needs through the API (`stall.openOrder`, steps/api.ts), not the screens,
 *   unless those screens are what it checks;
 * - wait on what the user would see (`expect(...).toBeVisible()`), not on `networkidle` or reloads;
 * - keep to the `parallel` project (own table, nota, Big Boss through `stall`): add a spec to the
 *   SERIAL list of playwright.config.ts only when it changes what the whole outlet sees.
 */
import { test as base, expect } from "@playwright/test";
import { type ApiUser, apiLogin, clearKitchen, ensureCashOpen, openOrder, settleOrder, TableRefused } from "./api.ts";

let counter = 0;
/** How many workers may run tests at once (playwright.config.ts: three in all). */
const LANES = 3;
/** This worker's lane (Playwright's parallel index, 0 to 2 with three workers): keeps workers' data apart. */
const lane = Number(process.env.TEST_PARALLEL_INDEX ?? 0) % LANES;

/**
 * A nota number used by nobody yet: digits only, 8 long (the note form wants ≥ 4 digits): the
 * millisecond, then a per-worker counter times the number of lanes plus the worker's lane, so two
 * workers never make the same number in the same millisecond.
 */
export function uniqueNota(): string {
  counter = (counter + 1) % 33;
  const ms = Date.now() % 1_000_000;
  return `${String(ms).padStart(6, "0")}${String(counter * LANES + lane).padStart(2, "0")}`;
}

/** A Big Boss name unique to this test, so a locator never matches another test's card. */
export function uniqueBoss(first: string): string {
  return `${first} ${uniqueNota().slice(-5)}`;
}

export interface Stall {
  /** The cashier's API session (kasir@demo.test), with an open cash session. */
  kasir: ApiUser;
  /** A table of this kind that holds no order now (Meja: dine-in; Bungkus: take-away). */
  freeTable: (kind?: "Meja" | "Bungkus") => Promise<string>;
  /** Opens a free table of `kind` for `customer` with these items; returns the order id and table. */
  openOrder: (
    customer: string,
    items: string[],
    kind?: "Meja" | "Bungkus",
  ) => Promise<{ id: number; table: string; nota: string; customer: string }>;
  /** Marks an order opened another way (through a screen) to be paid at the end of the test. */
  track: (orderId: number) => void;
}

export const test = base.extend<{ stall: Stall; closeContexts: undefined }>({
  /**
   * Closes every browser context a test opened (signIn, guest pages) when it ends, passed or failed.
   * The browser lives as long as the worker (one for the whole run), so a context a test forgets
   * keeps polling and streaming from the server through every later test: at stock.spec, 72 pages
   * were still open and the server was slow enough to fail it. A failing test's screenshots are
   * taken as its contexts close, so nothing is lost.
   */
  closeContexts: [
    async ({ browser }, use) => {
      const before = new Set(browser.contexts());
      await use(undefined);
      await Promise.all(
        browser
          .contexts()
          .filter((c) => !before.has(c))
          .map((c) => c.close()),
      );
    },
    { auto: true },
  ],
  stall: async ({ request }, use) => {
    const kasir = await apiLogin(request, "kasir@demo.test");
    await ensureCashOpen(kasir);
    const opened: number[] = [];
    const taken = new Set<string>();
    const freeTable = async (kind: "Meja" | "Bungkus" = "Meja"): Promise<string> => {
      const tables = (await kasir.get("m-meja")).data as { m_meja_id: number; m_meja_nama: string }[];
      const mine = tables.filter((x) => x.m_meja_nama.startsWith(`${kind} `) && !taken.has(x.m_meja_nama));
      // Each worker starts looking at its own third of the list, so they rarely reach for the same table.
      const start = Math.floor((mine.length * lane) / LANES);
      for (const t of [...mine.slice(start), ...mine.slice(0, start)]) {
        if (Number((await kasir.get(`tmp-transaction/cek-meja/${t.m_meja_id}`)).data) === 0) {
          taken.add(t.m_meja_nama);
          return t.m_meja_nama;
        }
      }
      throw new Error(`no free ${kind} table left`);
    };
    await use({
      kasir,
      freeTable,
      openOrder: async (customer, items, kind = "Meja") => {
        // A table another worker took between the check and the call is skipped for the next one.
        for (let attempt = 1; ; attempt++) {
          const table = await freeTable(kind);
          const nota = uniqueNota();
          try {
            const id = await openOrder(kasir, table, nota, customer, items);
            opened.push(id);
            return { id, table, nota, customer };
          } catch (err) {
            if (!(err instanceof TableRefused) || attempt === 3) {
              throw err;
            }
          }
        }
      },
      track: (id) => opened.push(id),
    });
    for (const id of opened) {
      await settleOrder(kasir, id);
      await clearKitchen(kasir, id);
    }
  },
});

export { expect };
