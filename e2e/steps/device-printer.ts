/**
 * Fake device printers for browser tests (no Bluetooth radio, no USB printer here): a
 * `navigator.bluetooth` or `navigator.usb` injected into every page of a context before the app
 * loads (`addInitScript`), answering the calls the `@point-of-sale/webbluetooth-receipt-printer` and
 * `webusb-receipt-printer` libraries make (chooser, getDevices, GATT server → service 18f0 →
 * characteristic 2af1 writes; USB open, configuration, interface 0, transferOut to the out endpoint),
 * and handing every written chunk to the test through an exposed binding. `failWrites(n)` makes the
 * printer drop at its next write, as a printer switched off mid-job: the write is refused, the
 * device disconnects, and every write fails until the page connects it again.
 */
import type { Page } from "@playwright/test";

export interface FakeDevicePrinter {
  /** Every byte the printer took, in order, as latin1 text (ESC/POS 1:1). */
  stream: () => string;
  /** The jobs the printer took: the stream cut before each ESC @ (every job starts with it). */
  jobs: () => string[];
  /** Drops the printer at its next write (the write refused, then disconnected). */
  failNextWrite: () => Promise<void>;
  /** USB: pulls the printer's cable out (a `disconnect` event) and, with `back`, plugs it in again (`connect`). */
  unplug: (back: boolean) => Promise<void>;
}

/** Installs the fake `kind` printer in `page`'s context and reloads the page onto it. */
export async function installFakePrinter(page: Page, kind: "bluetooth" | "usb"): Promise<FakeDevicePrinter> {
  let bytes = "";
  await page.context().exposeBinding("__printerWrite", (_source, chunk: number[]) => {
    bytes += String.fromCharCode(...chunk);
  });
  await page.context().addInitScript((which: string) => {
    type Written = ArrayBufferView | ArrayBuffer;
    const send = (data: Written) => {
      const view = data instanceof ArrayBuffer ? new Uint8Array(data) : new Uint8Array(data.buffer, data.byteOffset, data.byteLength);
      return (window as unknown as { __printerWrite: (c: number[]) => Promise<void> }).__printerWrite(Array.from(view));
    };
    const state = { up: false, failNext: false };
    (window as unknown as { __fakePrinter: typeof state }).__fakePrinter = state;
    const paired = () => localStorage.getItem(`fake_${which}_paired`) === "1";
    const remember = () => localStorage.setItem(`fake_${which}_paired`, "1");
    if (which === "bluetooth") {
      const device = Object.assign(new EventTarget(), {
        id: "fake-bt-printer",
        name: "RPP02N",
        gatt: {
          connect: async () => {
            state.up = true;
            return server;
          },
          disconnect: () => {
            state.up = false;
          },
        },
      });
      const write = async (data: Written) => {
        if (!state.up) {
          throw new DOMException("GATT Server is disconnected. Cannot perform GATT operations.", "NetworkError");
        }
        if (state.failNext) {
          state.failNext = false;
          state.up = false;
          device.dispatchEvent(new Event("gattserverdisconnected"));
          throw new DOMException("GATT operation failed for unknown reason.", "NetworkError");
        }
        await send(data);
      };
      const characteristic = {
        uuid: "00002af1-0000-1000-8000-00805f9b34fb",
        properties: { write: true, writeWithoutResponse: true },
        writeValueWithResponse: write,
        writeValueWithoutResponse: write,
      };
      const service = { uuid: "000018f0-0000-1000-8000-00805f9b34fb", getCharacteristic: async () => characteristic };
      const server = { connected: true, getPrimaryServices: async () => [service], getPrimaryService: async () => service };
      const bluetooth = Object.assign(new EventTarget(), {
        getAvailability: async () => true,
        requestDevice: async () => {
          remember();
          return device;
        },
        getDevices: async () => (paired() ? [device] : []),
      });
      Object.defineProperty(navigator, "bluetooth", { value: bluetooth, configurable: true });
    } else {
      const device = {
        vendorId: 1208,
        productId: 3624,
        serialNumber: "FAKE-USB-1",
        manufacturerName: "EPSON",
        productName: "TM-T20III",
        opened: false,
        configuration: {
          configurationValue: 1,
          interfaces: [
            {
              interfaceNumber: 0,
              alternate: {
                endpoints: [
                  { endpointNumber: 1, direction: "out", type: "bulk" },
                  { endpointNumber: 2, direction: "in", type: "bulk" },
                ],
              },
            },
          ],
        },
        open: async () => {
          state.up = true;
        },
        close: async () => {
          state.up = false;
        },
        selectConfiguration: async () => undefined,
        claimInterface: async () => undefined,
        reset: async () => undefined,
        transferOut: async (_endpoint: number, data: Written) => {
          if (!state.up || state.failNext) {
            state.failNext = false;
            throw new DOMException("The transfer was cancelled.", "NetworkError");
          }
          await send(data);
          return { status: "ok", bytesWritten: data.byteLength };
        },
      };
      (window as unknown as { __usbPlug: (on: boolean) => void }).__usbPlug = (on: boolean) => {
        state.up = false;
        usb.dispatchEvent(Object.assign(new Event(on ? "connect" : "disconnect"), { device }));
      };
      const usb = Object.assign(new EventTarget(), {
        requestDevice: async () => {
          remember();
          return device;
        },
        getDevices: async () => (paired() ? [device] : []),
      });
      Object.defineProperty(navigator, "usb", { value: usb, configurable: true });
    }
  }, kind);
  await page.reload();
  return {
    stream: () => bytes,
    jobs: () =>
      bytes
        .split("\x1b@")
        .filter((j) => j.length > 0)
        .map((j) => `\x1b@${j}`),
    failNextWrite: () =>
      page.evaluate(() => {
        (window as unknown as { __fakePrinter: { failNext: boolean } }).__fakePrinter.failNext = true;
      }),
    unplug: (back) =>
      page.evaluate((on) => {
        (window as unknown as { __usbPlug: (on: boolean) => void }).__usbPlug(on);
      }, back),
  };
}
