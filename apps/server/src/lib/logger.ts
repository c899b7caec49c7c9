/**
 * Fastify logger options (pino) that never write a credential: request URLs are logged with the
 * value of credential-like query parameters (token, access_token, password) replaced, and the
 * authorization, cookie and set-cookie headers are redacted wherever a log line carries them.
 * Without a given stream, lines go to stdout asynchronously and batched (pino's sonic-boom destination:
 * a write once 4 KB have gathered, else within `LOG_FLUSH_MS`; flushed at exit), so a request never
 * waits on a write and a rush costs one write per few dozen lines, not one per line (synchronous
 * request logging cost 9% of the server's CPU at rush hour). `LOG_LEVEL` (default info) sets the level.
 * Each request is one access line, `request completed` with its request id, the request (method,
 * redacted url, client), the status and the response time in ms (`accessLogHook`, an onResponse hook;
 * Fastify's own "incoming request" line is off). The access line is written by its own logger on the
 * same stream, without the redaction pass (it carries no header: nothing to redact, and the pass cost
 * a tenth of a millisecond per request).
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

/** Where the log lines go: `stream` when given (tests capture the lines), else buffered stdout. */
export function logDestination(stream?: { write: (line: string) => void }): pino.DestinationStream {
  return stream ?? asyncStdout();
}

/** The log level: `LOG_LEVEL`, default info. */
const level = () => process.env.LOG_LEVEL ?? "info";

/** Logger options for buildApp, writing to `stream` (see logDestination). */
export function loggerOptions(stream: pino.DestinationStream): NonNullable<FastifyServerOptions["logger"]> {
  return {
    level: level(),
    stream,
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

/**
 * The onResponse hook writing each request's one access line to `stream` (info; warn for a 5xx):
 * `{"level","time","pid","hostname","reqId","req":{method, url (redacted), host, remoteAddress,
 * remotePort},"res":{"statusCode"},"responseTime" (ms),"msg":"request completed"}` — the line
 * Fastify's request logger wrote, from a plain object.
 */
export function accessLogHook(
  stream: pino.DestinationStream,
): (req: FastifyRequest, reply: FastifyReply, done: (err?: Error) => void) => void {
  const log = pino({ level: level() }, stream);
  // A callback hook (no promise per request).
  return (req, reply, done) => {
    const status = reply.statusCode;
    if (!log.isLevelEnabled(status >= 500 ? "warn" : "info")) {
      done();
      return;
    }
    const line = {
      reqId: req.id,
      req: {
        method: req.method,
        url: redactUrl(req.url),
        host: req.host,
        remoteAddress: req.ip,
        remotePort: req.socket?.remotePort,
      },
      res: { statusCode: status },
      responseTime: reply.elapsedTime,
    };
    if (status >= 500) {
      log.warn(line, "request completed");
    } else {
      log.info(line, "request completed");
    }
    done();
  };
}
