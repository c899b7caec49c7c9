/**
 * The client's error mapping (api/client.ts): which replies are refusals and the message a cashier
 * then reads — the server's `meta.message`, Akses DiTolak! for a 403 without a title, "Permintaan
 * gagal (kode N)" for a reply that is not the envelope, and the Indonesian "server cannot be
 * reached" (never the browser's "Failed to fetch") when no answer comes (docs/API.md "Refusals").
 */
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { liveStatus } from "../lib/liveStatus.ts";
import { session } from "../lib/session.ts";
import { ApiError, api, isRefusalBody, type Meta, request, sendOutboxEntry } from "./client.ts";

/** A fetch answering every call with `status` and `body` (an object is sent as JSON, a string as is). */
function answer(status: number, body: unknown) {
  const fetchMock = vi.fn(
    async () =>
      new Response(typeof body === "string" ? body : JSON.stringify(body), {
        status,
        headers: { "content-type": typeof body === "string" ? "text/html" : "application/json" },
      }),
  );
  vi.stubGlobal("fetch", fetchMock);
  return fetchMock;
}

/** The ApiError `call` rejects with (fails the test when it resolves or throws something else). */
async function refusal(call: Promise<unknown>): Promise<ApiError> {
  const e = await call.then(
    () => null,
    (err: unknown) => err,
  );
  expect(e).toBeInstanceOf(ApiError);
  return e as ApiError;
}

const ok = { meta: { code: 200, error: 0, message: "" }, data: { id: 7 } };

beforeEach(() => {
  liveStatus.reportFetch(true);
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe("isRefusalBody", () => {
  it.each<[Meta | undefined, boolean]>([
    [{ code: 200, error: 0, message: "" }, false],
    [{ code: 201, error: 0, message: "" }, false],
    [{ code: 202, error: 0, message: "" }, false],
    [{ code: 204, error: 0, message: "Meja sudah digunakan" }, true],
    [{ code: 400, error: 0, message: "" }, true],
    [{ code: 200, error: 1, message: "Menu belum siap" }, true],
    [undefined, false],
  ])("%j → %s", (meta, refused) => {
    expect(isRefusalBody(meta)).toBe(refused);
  });
});

describe("request", () => {
  it("returns the envelope of an accepted reply, and asks in the app's language under /api", async () => {
    const fetchMock = answer(200, ok);
    await expect(api.get("tmp-transaction/7", { page: 2, empty: "" })).resolves.toEqual(ok);
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe("/api/tmp-transaction/7?page=2");
    expect((init.headers as Record<string, string>)["x-language"]).toBe("id");
  });

  it("a 200 whose meta.code is 204 is refused with the server's message (table in use)", async () => {
    answer(200, { meta: { code: 204, error: 0, message: "Meja sudah digunakan", title: "Oops!" }, data: null });
    const e = await refusal(api.post("tmp-transaction", {}));
    expect(e.message).toBe("Meja sudah digunakan");
    expect(e.title).toBe("Oops!");
    expect(e.code).toBe(204);
    expect(e.status).toBe(200);
  });

  it("a 200 with meta.error 1 is refused with the server's message", async () => {
    answer(200, { meta: { code: 200, error: 1, message: "Menu belum siap" }, data: null });
    const e = await refusal(api.get("m-dish-status/set-served/1"));
    expect(e.message).toBe("Menu belum siap");
    expect(e.title).toBeUndefined();
  });

  it("a 200 with meta.code 400 is refused (changeMenuDetail)", async () => {
    answer(200, { meta: { code: 400, error: 0, message: "Terjadi perubahan data" }, data: null });
    const e = await refusal(api.post("recap-transactions/x", {}));
    expect(e.message).toBe("Terjadi perubahan data");
    expect(e.code).toBe(400);
  });

  it("a 403 without a title of its own reads Akses DiTolak! / the server's message", async () => {
    answer(403, { meta: { code: 403, error: 1, message: "Hubungi Kacab/Asisten" }, data: null });
    const e = await refusal(api.post("m-transaction-meja/add-menu", {}));
    expect(e.title).toBe("Akses DiTolak!");
    expect(e.message).toBe("Hubungi Kacab/Asisten");
  });

  it("a 404 carries the server's message and code", async () => {
    answer(404, { meta: { code: 404, error: 1, message: "Tidak ditemukan" }, data: null });
    const e = await refusal(api.get("tmp-transaction/999"));
    expect(e.message).toBe("Tidak ditemukan");
    expect(e.status).toBe(404);
    expect(e.code).toBe(404);
  });

  it("a 422 names the fields at fault", async () => {
    answer(422, { meta: { code: 422, error: 1, message: "Nama wajib diisi" }, data: null, errors: { name: "Nama wajib diisi" } });
    const e = await refusal(api.post("m-meja", {}));
    expect(e.message).toBe("Nama wajib diisi");
    expect(e.fieldErrors).toEqual({ name: "Nama wajib diisi" });
  });

  it("a refusal without field errors has none", async () => {
    answer(200, { meta: { code: 200, error: 1, message: "Gagal" }, data: null });
    expect((await refusal(api.get("x"))).fieldErrors).toEqual({});
  });

  it.each([500, 502, 404])("a %i that is not the envelope reads Permintaan gagal (kode N)", async (status) => {
    answer(status, "<html>Bad Gateway</html>");
    const e = await refusal(api.get("m-transaction-meja/set-production/1"));
    expect(e.message).toBe(`Permintaan gagal (kode ${status})`);
    expect(e.status).toBe(status);
    expect(e.title).toBeUndefined();
  });

  it("a 500 with the envelope shows the server's text", async () => {
    answer(500, { meta: { code: 500, error: 1, message: "Terjadi Kesalahan! Silakan coba lagi" }, data: null });
    expect((await refusal(api.get("x"))).message).toBe("Terjadi Kesalahan! Silakan coba lagi");
  });

  it("no answer at all reads Server tidak dapat dihubungi, never Failed to fetch, and marks the server unreachable", async () => {
    vi.stubGlobal(
      "fetch",
      vi.fn(async () => {
        throw new TypeError("Failed to fetch");
      }),
    );
    const e = await refusal(api.get("m-transaction-meja/set-production/1"));
    expect(e.message).toBe("Server tidak dapat dihubungi. Periksa koneksi lalu coba lagi");
    expect(e.message).not.toContain("Failed to fetch");
    expect(e.status).toBe(0);
    expect(liveStatus.get().reachable).toBe(false);
  });

  it("a keyed tap whose reply is lost is sent three times with the same key, then refused", async () => {
    await import("p-retry"); // the client loads it on first use: in before the clock is faked
    vi.useFakeTimers();
    const fetchMock = vi.fn(async () => {
      throw new TypeError("Failed to fetch");
    });
    vi.stubGlobal("fetch", fetchMock);
    const call = refusal(api.postKeyed("m-transaction-meja/add-menu", { a: 1 }, "k-1"));
    await vi.advanceTimersByTimeAsync(2000);
    expect((await call).message).toBe("Server tidak dapat dihubungi. Periksa koneksi lalu coba lagi");
    const keys = fetchMock.mock.calls.map(
      (c) => ((c as unknown as [string, RequestInit])[1].headers as Record<string, string>)["idempotency-key"],
    );
    expect(keys).toEqual(["k-1", "k-1", "k-1"]);
  });

  it("a money action while the server is unreachable is refused at once, without a request", async () => {
    const fetchMock = answer(200, ok);
    liveStatus.reportFetch(false);
    const e = await refusal(request("POST", "recap-transactions", { body: {} }));
    expect(e.title).toBe("Butuh koneksi ke server");
    expect(e.message).toMatch(/^Server tidak dapat dihubungi\. Pembayaran, refund/);
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("a 401 clears the local user data and refuses with the server's message", async () => {
    session.save({ id: 3, name: "Kasir", role: "kasir" });
    window.history.pushState({}, "", "/login"); // on the login screen already: no navigation
    answer(401, { meta: { code: 401, error: 1, message: "Sesi berakhir" }, data: null });
    const e = await refusal(api.get("user"));
    expect(e.status).toBe(401);
    expect(e.message).toBe("Sesi berakhir");
    expect(session.known()).toBe(false);
  });

  it("a 401 of the login call itself (a wrong password) keeps the local data", async () => {
    session.save({ id: 3, name: "Kasir", role: "kasir" });
    answer(401, { meta: { code: 401, error: 1, message: "Email atau password salah" }, data: null });
    expect((await refusal(api.post("login", {}))).message).toBe("Email atau password salah");
    expect(session.known()).toBe(true);
    session.clear();
  });
});

describe("sendOutboxEntry", () => {
  const entry = { seq: 1, key: "k", method: "POST" as const, path: "m-transaction-meja/add-menu", body: {} };

  it("done when accepted, refused (with the message) when refused, unreachable when no answer or 503", async () => {
    answer(200, ok);
    await expect(sendOutboxEntry(entry)).resolves.toEqual({ kind: "done" });
    answer(200, { meta: { code: 200, error: 1, message: "Nota sudah dibayar" }, data: null });
    await expect(sendOutboxEntry(entry)).resolves.toEqual({ kind: "refused", message: "Nota sudah dibayar" });
    answer(503, { meta: { code: 503, error: 1, message: "x" }, data: null });
    await expect(sendOutboxEntry(entry)).resolves.toEqual({ kind: "unreachable" });
  });
});
