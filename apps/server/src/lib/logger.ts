/**
 * Fastify logger options (pino) that never write a credential: request URLs are logged with the
 * value of credential-like query parameters (token, access_token, password) replaced, and the
 * authorization, cookie and set-cookie headers are redacted wherever a log line carries them.
 * Without a given stream, lines go to stdout asynchronously and batched (pino's sonic-boom destination:
 * a write once 4 KB have gathered, else within `LOG_FLUSH_MS`; flushed at exit), so a request never
 * waits on a write and a rush costs one write per few dozen lines, not one per line (synchronous
 * request logging cost 9% of the server's CPU at rush hour). `LOG_LEVEL` (default info) sets the level.
 * Each request is one access line, `request completed` with the request (method, redacted url,
 * client), the status and the response time in ms (`accessLog`, an onResponse hook; Fastify's own
 * "incoming request" line is off).
 */
import type { FastifyReply, FastifyRequest, FastifyServerOptions } from "fastify";
import pino from "pino";
import { errWithSourceStack } from "./stack-maps.ts";

const SECRET_PARAM = /([?&](?:token|access_token|password|key|outlet_key)=)[^&#]*/gi;
/** An outlet's sync key (modules/sync), wherever it was put by mistake. */
const OUTLET_KEY = /wsk_[A-Za-z0-9_-]+/g;
/**
 * A PDF receipt link's capability (modules/history/receipt-link.ts) and a print-image link's token
 * (modules/printing/image-link.ts) are credentials in the path.
 */
const CAPABILITY_PATH = /(\/(?:download-struct|print-image)\/)[A-Za-z0-9_-]{43}/g;

/**
 * `url` (or any text holding URLs) with the values of credential-like query parameters and receipt
 * link capabilities and print-image tokens replaced by `[redacted]`.
 */
export function redactUrl(url: string): string {
  // Most URLs have no query and no capability: skip the three scans.
  if (!url.includes("?") && !url.includes("wsk_") && !url.includes("/download-struct/") && !url.includes("/print-image/")) {
    return url;
  }
  return url.replace(SECRET_PARAM, "$1[redacted]").replace(CAPABILITY_PATH, "$1[redacted]").replace(OUTLET_KEY, "wsk_[redacted]");
}

interface LoggedRequest {
  method: string;
  url: string;
  host?: string;
  ip?: string;
  socket?: { remotePort?: number };
}

/** The longest a log line waits in the buffer before it is written, ms. */
export const LOG_FLUSH_MS = 500;

/** A pino line at warn level or above (`{"level":40,` … 60): written at once, with what is buffered before it. */
const URGENT = /^\{"level":[4-6]\d,/;

/**
 * Asynchronous, batched stdout for the log: written once 4 KB have gathered or every LOG_FLUSH_MS;
 * a warning or an error (a crash's last words) is written at once, in order after the lines before it.
 */
function asyncStdout(): pino.DestinationStream {
  const dest = pino.destination({ dest: 1, sync: false, minLength: 4096 });
  const urgent: pino.DestinationStream = {
    write(line: string) {
      dest.write(line);
      if (URGENT.test(line)) {
        try {
          dest.flushSync();
        } catch {
          // a write already under way: it carries the line out shortly
        }
      }
    },
  };
  setInterval(() => {
    try {
      dest.flush();
    } catch {
      // stdout gone: nothing to do
    }
  }, LOG_FLUSH_MS).unref();
  process.once("exit", () => {
    try {
      dest.flushSync();
    } catch {
      // nothing buffered, or stdout already gone
    }
  });
  return urgent;
}

/** Logger options for buildApp; `stream` receives the JSON lines (tests capture them), else buffered stdout. */
export function loggerOptions(stream?: { write: (line: string) => void }): NonNullable<FastifyServerOptions["logger"]> {
  return {
    level: process.env.LOG_LEVEL ?? "info",
    stream: stream ?? asyncStdout(),
    redact: {
      paths: [
        "req.headers.authorization",
        "req.headers.cookie",
        "req.headers['x-outlet-key']",
        "headers['x-outlet-key']",
        "res.headers['set-cookie']",
        "headers.authorization",
        "headers.cookie",
      ],
      censor: "[redacted]",
    },
    serializers: {
      // Stacks of the built server in source positions, its map read only when an error is logged.
      err: errWithSourceStack,
      req: (req: LoggedRequest) => ({
        method: req.method,
        url: redactUrl(req.url),
        host: req.host,
        remoteAddress: req.ip,
        remotePort: req.socket?.remotePort,
      }),
    },
  };
}

/** onResponse hook: the request's one access line (info), or warn for a 5xx. */
export async function accessLog(req: FastifyRequest, reply: FastifyReply): Promise<void> {
  const line = { req, res: { statusCode: reply.statusCode }, responseTime: reply.elapsedTime };
  if (reply.statusCode >= 500) {
    req.log.warn(line, "request completed");
  } else {
    req.log.info(line, "request completed");
  }
}
