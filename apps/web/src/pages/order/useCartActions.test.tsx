/**
 * What the cashier sees when a cart action is refused (pages/order/useCartActions.ts): the
 * server's 403 as Akses DiTolak! / its message with the tapped unit taken back, and ORDER KE
 * PRODUKSI without an answer as "Server tidak dapat dihubungi…" in Indonesian, or a reply that is
 * not the envelope as "Permintaan gagal (kode 502)"; each in a dialog closed with Tutup.
 */
import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { MenuItem } from "../../api/menu.ts";
import type { OrderLine } from "../../api/orders.ts";
import { queryKeys } from "../../api/queryKeys.ts";
import { liveStatus } from "../../lib/liveStatus.ts";
import { outbox } from "../../lib/outbox.ts";
import { renderWithProviders } from "../../test/render.tsx";
import type { CartData } from "./optimisticCart.ts";
import { useCartActions } from "./useCartActions.ts";

const ORDER = "42";
const esTeh = {
  m_menu_id: 5,
  m_produk_id: 5,
  m_menu_nama: "Es Teh Manis",
  m_menu_harga_nominal: 8_000,
  m_menu_m_menu_jenis_id: 2,
} as MenuItem;
/** Es Teh with its groups as GET /mmenu gives them (prices in minor units after the client's conversion). */
const esTehWithOptions = {
  ...esTeh,
  option_groups: [
    {
      id: 1,
      name: "Rasa",
      min_choices: 1,
      max_choices: 1,
      options: [
        { id: 11, name: "Manis", price: 0, is_default: true, sold_out: false },
        { id: 12, name: "Tawar", price: 0, is_default: false, sold_out: false },
      ],
    },
    {
      id: 2,
      name: "Suhu",
      min_choices: 0,
      max_choices: 1,
      options: [{ id: 21, name: "Panas", price: 1_000, is_default: false, sold_out: false }],
    },
  ],
} as MenuItem;
const cartLine = {
  id: 1,
  m_produk_id: 5,
  qty: 5,
  price: 8_000,
  nominal: 40_000,
  status: 0,
  production_status: 0,
  custom_menu: "",
  custom_note: "",
  options: [] as OrderLine["options"],
} as OrderLine;

/** The order screen's two taps, and what `produce` resolved to. */
function Harness({ reload, produced }: { reload: () => Promise<void>; produced: (ok: boolean) => void }) {
  const cart = useCartActions(ORDER, reload);
  return (
    <>
      <button type="button" onClick={() => cart.addItem(esTeh)}>
        menu
      </button>
      <button type="button" onClick={() => cart.addItem(esTehWithOptions, [12, 21])}>
        menu opsi
      </button>
      <button type="button" onClick={() => void cart.produce().then(produced)}>
        produksi
      </button>
    </>
  );
}

function setup() {
  const reload = vi.fn(async () => undefined);
  const produced = vi.fn<(ok: boolean) => void>();
  const { queryClient } = renderWithProviders(<Harness reload={reload} produced={produced} />);
  queryClient.setQueryData<CartData>(queryKeys.orders.lines(ORDER), { lines: [cartLine], totals: null });
  return { queryClient, reload, produced, user: userEvent.setup({ delay: null }) };
}

beforeEach(() => {
  liveStatus.reportFetch(true);
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe("useCartActions", () => {
  it("a 403 on a menu tap: Akses DiTolak! / Hubungi Kacab/Asisten, and the unit shown at once is taken back", async () => {
    vi.stubGlobal(
      "fetch",
      vi.fn(async () => Response.json({ meta: { code: 403, error: 1, message: "Hubungi Kacab/Asisten" }, data: null }, { status: 403 })),
    );
    const { queryClient, reload, user } = setup();
    await user.click(screen.getByRole("button", { name: "menu" }));
    const dialog = await screen.findByRole("dialog");
    expect(dialog).toHaveTextContent("Akses DiTolak!");
    expect(dialog).toHaveTextContent("Hubungi Kacab/Asisten");
    expect(queryClient.getQueryData<CartData>(queryKeys.orders.lines(ORDER))?.lines.map((l) => l.qty)).toEqual([5]);
    expect(reload).toHaveBeenCalled();
  });

  it("a tap with options shows the line with them at their price at once, and sends them", async () => {
    const fetch = vi.fn((_url: string, _init?: RequestInit) => new Promise<Response>(() => undefined));
    vi.stubGlobal("fetch", fetch);
    const { queryClient, user } = setup();
    await user.click(screen.getByRole("button", { name: "menu opsi" }));
    const lines = queryClient.getQueryData<CartData>(queryKeys.orders.lines(ORDER))?.lines ?? [];
    expect(lines.map((l) => [l.qty, l.price, l.custom_menu])).toEqual([
      [5, 8_000, ""],
      [1, 9_000, "Tawar, Panas"],
    ]);
    await waitFor(() => expect(fetch).toHaveBeenCalled());
    expect(JSON.parse(String(fetch.mock.calls[0]?.[1]?.body))).toMatchObject({ tmp_transaction_detail_m_produk_id: 5, options: [12, 21] });
  });

  it("offline, a tap with options waits in the outbox with its options", async () => {
    const fetch = vi.fn(async () => Response.json({}));
    vi.stubGlobal("fetch", fetch);
    liveStatus.reportFetch(false);
    const { user } = setup();
    await user.click(screen.getByRole("button", { name: "menu opsi" }));
    await waitFor(() => expect(outbox.entries().at(-1)?.path).toBe("m-transaction-meja/add-menu"));
    expect(outbox.entries().at(-1)?.body).toMatchObject({ tmp_transaction_detail_m_produk_id: 5, options: [12, 21] });
    expect(fetch).not.toHaveBeenCalled();
  });

  it("ORDER KE PRODUKSI without an answer says so in Indonesian (never Failed to fetch); Tutup closes it", async () => {
    vi.stubGlobal(
      "fetch",
      vi.fn(async () => {
        throw new TypeError("Failed to fetch");
      }),
    );
    const { produced, user } = setup();
    await user.click(screen.getByRole("button", { name: "produksi" }));
    const dialog = await screen.findByRole("dialog", { name: "Error" });
    expect(dialog).toHaveTextContent("Server tidak dapat dihubungi. Periksa koneksi lalu coba lagi");
    expect(dialog).not.toHaveTextContent("Failed to fetch");
    await waitFor(() => expect(produced).toHaveBeenCalledWith(false));
    expect(screen.getByTestId("alert-ok")).toHaveTextContent("Tutup");
    await user.click(screen.getByTestId("alert-ok"));
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
  });

  it("ORDER KE PRODUKSI answered by a page that is not the envelope: Permintaan gagal (kode 502)", async () => {
    vi.stubGlobal(
      "fetch",
      vi.fn(async () => new Response("<html>Bad Gateway</html>", { status: 502 })),
    );
    const { produced, user } = setup();
    await user.click(screen.getByRole("button", { name: "produksi" }));
    expect(await screen.findByRole("dialog", { name: "Error" })).toHaveTextContent("Permintaan gagal (kode 502)");
    await waitFor(() => expect(produced).toHaveBeenCalledWith(false));
  });
});
