/**
 * Schemas named instead of imported (api/replies.ts): a ringgit outlet still reads a menu price in
 * sen and sends a typed Tarik Tunai in ringgit, although the api modules hold only the names; a
 * rupiah outlet never loads the contracts.
 */
import { menuReplies as wireMenuReplies } from "@waroeng/domain/wire";
import { afterEach, describe, expect, it, vi } from "vitest";
import { api, resetOutletCurrency } from "./client.ts";
import { isSchemaRef, menuReplies, ordersReplies, requestSchemas, schemaOf } from "./replies.ts";

/** A fetch that answers waroeng-info with `currency` and any other call with `reply`; records the calls. */
function outlet(currency: string, reply: unknown) {
  const calls: { url: string; body: unknown }[] = [];
  vi.stubGlobal(
    "fetch",
    vi.fn(async (url: string, init?: RequestInit) => {
      calls.push({ url, body: init?.body ? JSON.parse(String(init.body)) : undefined });
      const data = url.includes("waroeng-info") ? { meta: { code: 200, error: 0, message: "" }, data: { currency } } : reply;
      return new Response(JSON.stringify(data), { status: 200, headers: { "content-type": "application/json" } });
    }),
  );
  return calls;
}

afterEach(() => {
  vi.unstubAllGlobals();
  resetOutletCurrency();
});

describe("named schemas", () => {
  it("a name is not a schema until loaded, then it is the contract's own", async () => {
    expect(isSchemaRef(menuReplies.items)).toBe(true);
    expect(await schemaOf(menuReplies.items)).toBe(wireMenuReplies.items);
  });

  it("a misspelt name fails loudly when loaded", async () => {
    await expect(schemaOf({ from: "wire", group: "menuReplies", key: "nope" })).rejects.toThrow(/menuReplies\.nope/);
  });

  it("a ringgit outlet reads a menu price in sen and sends Tarik Tunai in ringgit", async () => {
    const menu = { meta: { code: 200, error: 0, message: "" }, data: [{ m_menu_id: 1, m_menu_nama: "Teh", m_menu_harga_nominal: 8.5 }] };
    const calls = outlet("RM", menu);
    const read = await api.get<{ m_menu_harga_nominal: number }[]>("mmenu", undefined, { reply: menuReplies.items });
    expect(read.data[0]?.m_menu_harga_nominal).toBe(850);

    await api.put(
      "tmp-transaction/5",
      { tmp_transaction_detail_tarik_tunai: 2050 },
      { body: requestSchemas.orderChargesBody, reply: ordersReplies.order },
    );
    expect(calls.at(-1)?.body).toEqual({ tmp_transaction_detail_tarik_tunai: 20.5 });
  });

  it("a rupiah outlet gets the numbers as sent", async () => {
    const menu = { meta: { code: 200, error: 0, message: "" }, data: [{ m_menu_id: 1, m_menu_nama: "Teh", m_menu_harga_nominal: 8000 }] };
    outlet("Rp", menu);
    const read = await api.get<{ m_menu_harga_nominal: number }[]>("mmenu", undefined, { reply: menuReplies.items });
    expect(read.data[0]?.m_menu_harga_nominal).toBe(8000);
  });
});
