/**
 * A local WhatsApp gateway for the browser tests: listens on 127.0.0.1 at the port the server was
 * told (playwright.config.ts WA_GATEWAY_URL, steps/servers.ts), records every call (Authorization header and form) and
 * answers as scripted (then Fonnte's `{"status": true}`).
 */
import { createServer, type Server } from "node:http";
import { currentServerPort, gatewayPort } from "./servers.ts";

export interface GatewayCall {
  authorization: string;
  form: Record<string, string>;
  status: number;
}

export interface LocalGateway {
  calls: GatewayCall[];
  /** HTTP statuses of the next answers, in order (then 200). */
  script: number[];
  close: () => Promise<void>;
}

/** Starts the gateway on the port the running test's server sends to (steps/servers.ts), or on `port`. */
export async function startGateway(port = gatewayPort(currentServerPort())): Promise<LocalGateway> {
  const gw: LocalGateway = { calls: [], script: [], close: async () => undefined };
  const server: Server = createServer((req, res) => {
    const parts: Buffer[] = [];
    req.on("data", (c: Buffer) => parts.push(c));
    req.on("end", () => {
      const status = gw.script.shift() ?? 200;
      gw.calls.push({
        authorization: String(req.headers.authorization ?? ""),
        form: Object.fromEntries(new URLSearchParams(Buffer.concat(parts).toString("utf8"))),
        status,
      });
      res.writeHead(status, { "content-type": "application/json" });
      res.end(status === 200 ? '{"status":true}' : '{"status":false,"reason":"device offline"}');
    });
  });
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(port, "127.0.0.1", resolve);
  });
  gw.close = () => new Promise((resolve) => server.close(() => resolve()));
  return gw;
}
