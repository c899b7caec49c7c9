/**
 * The print agent's logic: the printer states the badge shows (agentState.ts), one round of claiming,
 * writing and reporting (agentRound.ts: `done` only after the write resolved, `failed` with the
 * printer's error), and a real receipt-printer library (Web Bluetooth) on a fake GATT printer whose
 * write is refused: the link's write rejects although the library itself swallows the refusal.
 */
import { afterEach, describe, expect, it, vi } from "vitest";
import { type ClaimedJob, runRound } from "./agentRound.ts";
import { mayPrint, NOT_CONNECTED, nextState, type PrinterState } from "./agentState.ts";
import { pair } from "./connections.ts";

describe("the printer's state", () => {
  it("goes connecting → connected → printing → connected, and to error on a failed write", () => {
    let s: PrinterState = NOT_CONNECTED;
    expect(mayPrint(s)).toBe(false);
    s = nextState(s, { type: "connect" });
    expect(s).toEqual({ status: "connecting" });
    s = nextState(s, { type: "connected" });
    expect(mayPrint(s)).toBe(true);
    s = nextState(s, { type: "printStart", title: "Bill A-1" });
    expect(s).toEqual({ status: "printing", title: "Bill A-1" });
    expect(nextState(s, { type: "printDone" })).toEqual({ status: "connected" });
    s = nextState(s, { type: "printFailed", error: "paper out" });
    expect(s).toEqual({ status: "error", error: "paper out" });
    // Still connected: the retry may print.
    expect(mayPrint(s)).toBe(true);
  });

  it("is disconnected when the printer drops, even mid-job, and keeps why a connection failed", () => {
    const printing: PrinterState = { status: "printing", title: "x" };
    const dropped = nextState(printing, { type: "dropped" });
    expect(dropped).toEqual({ status: "disconnected" });
    expect(nextState(dropped, { type: "printFailed", error: "GATT" })).toEqual({ status: "disconnected", error: "GATT" });
    expect(nextState(dropped, { type: "printStart", title: "y" })).toEqual(dropped);
    expect(nextState(NOT_CONNECTED, { type: "connectFailed", error: "no device" })).toEqual({ status: "disconnected", error: "no device" });
  });
});

const JOB: ClaimedJob = { id: 7, attempt: 1, location: "kasir", title: "Bill A-1", bytes: btoa("\x1b@Nota A-1\n\x1dV\x00") };

function deps(opts: { write?: (b: Uint8Array) => Promise<void>; ready?: boolean; jobs?: ClaimedJob[] }) {
  const queue = [...(opts.jobs ?? [JOB])];
  const log: string[] = [];
  return {
    log,
    deps: {
      claim: vi.fn(async () => {
        log.push("claim");
        return { job: queue.shift() ?? null, next_in_ms: null };
      }),
      report: vi.fn(async (id: number, outcome: "done" | "failed", attempt: number, error?: string) => {
        log.push(`${outcome} ${id}/${attempt}${error ? ` ${error}` : ""}`);
        return { retry_in_ms: outcome === "failed" ? 2000 : null };
      }),
      anyReady: () => opts.ready ?? true,
      writerFor: () => opts.write ?? null,
      dispatch: (_l: string, e: { type: string }) => log.push(e.type),
    },
  };
}

describe("a round of the agent", () => {
  it("reports done only after the printer took the bytes, then claims again", async () => {
    let release: () => void = () => undefined;
    const written: string[] = [];
    const { deps: d, log } = deps({
      write: (b) => {
        written.push(String.fromCharCode(...b));
        return new Promise<void>((r) => {
          release = r;
        });
      },
    });
    const round = runRound(d);
    await vi.waitFor(() => expect(written).toHaveLength(1));
    expect(log).not.toContain("done 7/1");
    release();
    expect(await round).toBeNull();
    expect(written[0]).toContain("Nota A-1");
    expect(log).toEqual(["claim", "printStart", "printDone", "done 7/1", "claim"]);
  });

  it("reports a refused write as failed with the printer's error and waits for the retry", async () => {
    const { deps: d, log } = deps({ write: () => Promise.reject(new Error("GATT Server is disconnected")) });
    expect(await runRound(d)).toBe(2000);
    expect(log).toEqual(["claim", "printStart", "printFailed", "failed 7/1 GATT Server is disconnected"]);
  });

  it("claims nothing while no printer may print", async () => {
    const { deps: d } = deps({ ready: false });
    expect(await runRound(d)).toBeNull();
    expect(d.claim).not.toHaveBeenCalled();
  });
});

/** A fake Web Bluetooth printer (the library's generic 18f0 profile) whose first write is refused. */
function fakeBluetooth(failFirst: boolean) {
  const writes: Uint8Array[] = [];
  let calls = 0;
  const characteristic = {
    properties: { write: true, writeWithoutResponse: false },
    writeValueWithResponse: async (data: Uint8Array) => {
      calls += 1;
      if (failFirst && calls === 1) {
        throw new Error("GATT operation failed");
      }
      writes.push(new Uint8Array(data));
    },
  };
  const service = { uuid: "000018f0-0000-1000-8000-00805f9b34fb", getCharacteristic: async () => characteristic };
  const server = { getPrimaryServices: async () => [service], getPrimaryService: async () => service };
  const device = Object.assign(new EventTarget(), {
    id: "bt-1",
    name: "RPP02N",
    gatt: { connect: async () => server, disconnect: () => undefined },
  });
  const bluetooth = Object.assign(new EventTarget(), { requestDevice: async () => device, getDevices: async () => [device] });
  Object.defineProperty(navigator, "bluetooth", { value: bluetooth, configurable: true });
  return writes;
}

describe("a Bluetooth printer through the library", () => {
  afterEach(() => {
    Reflect.deleteProperty(navigator, "bluetooth");
  });

  it("rejects the write the printer refused (the library only logs it) and resolves the next", async () => {
    vi.spyOn(console, "log").mockImplementation(() => undefined);
    const writes = fakeBluetooth(true);
    const link = await pair("bluetooth");
    expect(link.info).toMatchObject({ type: "bluetooth", id: "bt-1", name: "RPP02N" });
    const bytes = new TextEncoder().encode("\x1b@Nota A-1\n");
    await expect(link.write(bytes)).rejects.toThrow("GATT operation failed");
    await link.write(bytes);
    expect(writes.map((w) => new TextDecoder().decode(w))).toEqual(["\x1b@Nota A-1\n"]);
  });
});
