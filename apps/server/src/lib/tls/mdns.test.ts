/**
 * The box's mDNS answers (lib/tls/mdns.ts), without the network: the records a query gets, and a
 * real query packet sent over the loopback to a responder on a port of its own (no multicast),
 * decoded as a device's resolver decodes it. A socket that cannot be opened is a warning, not a crash.
 */
import dgram from "node:dgram";
import type { AddressInfo } from "node:net";
import makeMdns from "multicast-dns";
import { describe, expect, it } from "vitest";
import { answerQuestions, SERVICE_INSTANCE, SERVICE_TYPE, startMdns } from "./mdns.ts";

const box = { lanName: "waroeng.local", httpsPort: 3443, addresses: () => ["192.168.1.10", "10.0.0.7"] };

/** A free UDP port on the loopback. */
async function freeUdpPort(): Promise<number> {
  const s = dgram.createSocket("udp4");
  await new Promise<void>((resolve) => s.bind(0, "127.0.0.1", resolve));
  const { port } = s.address() as AddressInfo;
  await new Promise<void>((resolve) => s.close(() => resolve()));
  return port;
}

describe("the records", () => {
  it("an A query for LAN_NAME (any case) gets every LAN address", () => {
    const { answers } = answerQuestions([{ name: "Waroeng.Local", type: "A" }], box);
    expect(answers.map((a) => [a.type, a.name, (a as { data: string }).data])).toEqual([
      ["A", "waroeng.local", "192.168.1.10"],
      ["A", "waroeng.local", "10.0.0.7"],
    ]);
  });

  it("browsing _https._tcp finds the service on HTTPS_PORT at LAN_NAME, with its addresses", () => {
    const { answers, additionals } = answerQuestions([{ name: SERVICE_TYPE, type: "PTR" }], box);
    expect(answers).toEqual([expect.objectContaining({ type: "PTR", data: SERVICE_INSTANCE })]);
    expect(additionals).toContainEqual(
      expect.objectContaining({ type: "SRV", data: expect.objectContaining({ port: 3443, target: "waroeng.local" }) }),
    );
    expect(additionals.filter((a) => a.type === "A")).toHaveLength(2);
  });

  it("other names are not answered", () => {
    expect(answerQuestions([{ name: "printer.local", type: "A" }], box).answers).toEqual([]);
  });
});

describe("the responder", () => {
  it("answers a query packet sent to it, with the box's current addresses", async () => {
    const port = await freeUdpPort();
    const warnings: string[] = [];
    const addresses = ["192.168.1.10"];
    const responder = startMdns({
      ...box,
      addresses: () => addresses,
      warn: (m) => warnings.push(m),
      socket: { multicast: false, port, ip: "127.0.0.1", interface: "127.0.0.1" },
    });
    await responder.ready;
    const device = makeMdns({ multicast: false, port: await freeUdpPort(), ip: "127.0.0.1", interface: "127.0.0.1" });
    try {
      const ask = () =>
        new Promise<string[]>((resolve) => {
          device.once("response", (res) =>
            resolve(res.answers.filter((a) => a.type === "A").map((a) => `${a.name} ${String((a as { data?: unknown }).data)}`)),
          );
          device.query({ questions: [{ name: "waroeng.local", type: "A" }] }, { port, address: "127.0.0.1" });
        });
      expect(await ask()).toEqual(["waroeng.local 192.168.1.10"]);
      addresses.splice(0, 1, "192.168.1.44"); // a new DHCP lease: answered at once
      expect(await ask()).toEqual(["waroeng.local 192.168.1.44"]);
      expect(warnings).toEqual([]);
    } finally {
      await new Promise<void>((resolve) => device.destroy(() => resolve()));
      await responder.stop();
    }
  });

  it("a socket that cannot be opened is told once (beside the socket's own warning) and does not throw", async () => {
    const warnings: string[] = [];
    const responder = startMdns({
      ...box,
      warn: (m) => warnings.push(m),
      socket: { multicast: false, port: 5353, ip: "127.0.0.1", interface: "192.0.2.99" },
    });
    await responder.ready;
    await responder.stop();
    expect(warnings.filter((w) => /^mDNS: waroeng\.local is not announced on this network \(EADDRNOTAVAIL/.test(w))).toHaveLength(1);
    expect(warnings.length).toBeLessThanOrEqual(2);
  });
});
