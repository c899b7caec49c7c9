/**
 * The customer display's event stream (`GET /api/customer-display/events`, server-sent events,
 * authenticated by the display's cookie): `{"topic":"hello"}` first, then `{"topic":"display"}`
 * whenever the display should re-read its state — its pairing or current bill was changed by the
 * till (`displayChanged` notices of customer-display.service.ts), or its current bill changed (an
 * `orders`/`cash`/`dishes` event of its outlet naming that order, or naming none). Nothing else of
 * the outlet reaches it: the events carry no data, the state read decides what is shown.
 * `{"topic":"offline"}` while the server's LISTEN connection is down (the display polls), a nudge when
 * it is back. A revoked display's stream ends. Fed by the realtime plugin's `liveTaps`.
 */
import type { ServerResponse } from "node:http";
import { eq } from "drizzle-orm";
import type { FastifyInstance, FastifyReply } from "fastify";
import { customerDisplays } from "../../db/schema/index.ts";
import type { DisplayRow } from "./customer-display.service.ts";

interface DisplayStream {
  res: ServerResponse;
  displayId: number;
  outletId: number;
  tokenHash: string | null;
  /** The till's current bill as last read (events naming another order are not for this display). */
  orderId: number | null;
}

const line = (event: object) => `data: ${JSON.stringify(event)}\n\n`;
const NUDGE = line({ topic: "display" });
const PING_MS = 20_000;

/** The app's display streams: `open(reply, row)` hijacks the reply into a stream of pairing `row`. */
export function displayStreams(app: FastifyInstance) {
  const streams = new Set<DisplayStream>();
  const close = (s: DisplayStream) => {
    streams.delete(s);
    s.res.end();
  };
  /** Re-reads pairing `id`: new current bill, or the end of a revoked or re-paired display's streams. */
  const refresh = async (id: number) => {
    const [row] = await app.db.select().from(customerDisplays).where(eq(customerDisplays.id, id));
    for (const s of [...streams]) {
      if (s.displayId !== id) {
        continue;
      }
      if (!row || row.revokedAt !== null || row.tokenHash !== s.tokenHash) {
        s.res.write(NUDGE); // its next read is refused: the display shows the pairing form
        close(s);
      } else {
        s.orderId = row.orderId;
        s.res.write(NUDGE);
      }
    }
  };
  const onNotice = (n: Record<string, unknown>) => {
    if (streams.size === 0) {
      return;
    }
    if (typeof n.displayChanged === "number") {
      refresh(n.displayChanged).catch((err: unknown) => app.log.warn({ err }, "could not re-read a customer display"));
      return;
    }
    if (n.topic === "offline") {
      for (const s of streams) {
        s.res.write(line({ topic: "offline" }));
      }
      return;
    }
    if (n.topic === "resync") {
      for (const s of streams) {
        s.res.write(NUDGE);
      }
      return;
    }
    if (n.topic !== "orders" && n.topic !== "cash" && n.topic !== "dishes") {
      return;
    }
    for (const s of streams) {
      if (s.outletId === n.outletId && s.orderId !== null && (n.orderId === undefined || n.orderId === s.orderId)) {
        s.res.write(NUDGE);
      }
    }
  };
  app.liveTaps.add(onNotice);
  const ping = setInterval(() => {
    for (const s of streams) {
      s.res.write(": ping\n\n");
    }
  }, PING_MS);
  app.addHook("preClose", async () => {
    clearInterval(ping);
    app.liveTaps.delete(onNotice);
    for (const s of [...streams]) {
      close(s);
    }
  });
  return {
    open(reply: FastifyReply, row: DisplayRow): void {
      const res = reply.raw;
      reply.hijack();
      res.writeHead(200, { "content-type": "text/event-stream", "cache-control": "no-cache", connection: "keep-alive" });
      res.write(`retry: 3000\n\n${line({ topic: "hello" })}`);
      const s: DisplayStream = { res, displayId: row.id, outletId: row.outletId, tokenHash: row.tokenHash, orderId: row.orderId };
      streams.add(s);
      res.on("close", () => streams.delete(s));
    },
  };
}
