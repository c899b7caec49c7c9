/**
 * Live-event streams as a screen opens them (GET /api/events over real HTTP), for the API tests.
 */
import http from "node:http";
import { liveEvent } from "@waroeng/domain/wire";

export interface Stream {
  status: number;
  /** The events received, without their live version `v`. */
  events: unknown[];
  /** The live version (`v`) of the last event that carried one. */
  version: string | undefined;
  /** Resolves when the server ends the stream (with the events seen so far). */
  ended: Promise<unknown[]>;
  close: () => void;
}

/** Opens GET `url` as an event stream with `headers`; resolves once the status and first event arrived. */
export function openStream(url: string, headers: Record<string, string> = {}): Promise<Stream> {
  return new Promise((resolve, reject) => {
    const events: unknown[] = [];
    const req = http.get(url, { headers }, (res) => {
      let endStream: (e: unknown[]) => void = () => {};
      const ended = new Promise<unknown[]>((r) => {
        endStream = r;
      });
      const stream: Stream = { status: res.statusCode ?? 0, events, version: undefined, ended, close: () => req.destroy() };
      if (res.statusCode !== 200) {
        res.resume();
        resolve(stream);
        return;
      }
      let buf = "";
      res.on("data", (chunk: Buffer) => {
        buf += chunk.toString();
        for (const m of buf.matchAll(/^data: (.*)$/gm)) {
          // Every event a client receives has the one declared shape (@waroeng/domain/wire events.ts).
          const { v, ...event } = liveEvent.parse(JSON.parse(m[1] ?? "null"));
          if (v !== undefined) {
            stream.version = v;
          }
          events.push(event);
        }
        buf = buf.slice(buf.lastIndexOf("\n") + 1);
        if (events.length === 1) {
          resolve(stream);
        }
      });
      res.on("end", () => endStream(events));
      res.on("close", () => endStream(events));
    });
    req.on("error", reject);
  });
}

/** Waits until `stream` has `count` events (the server sends them after NOTIFY). */
export async function waitForEvents(stream: Stream, count: number): Promise<unknown[]> {
  while (stream.events.length < count) {
    await new Promise((r) => setTimeout(r, 20));
  }
  return stream.events;
}
