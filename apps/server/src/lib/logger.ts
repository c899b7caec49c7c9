/**
 * Fastify logger options (pino) that never write a credential: request URLs are logged with the
 * value of credential-like query parameters (token, access_token, password) replaced, and the
 * authorization, cookie and set-cookie headers are redacted wherever a log line carries them.
 */
import type { FastifyServerOptions } from "fastify";

const SECRET_PARAM = /([?&](?:token|access_token|password)=)[^&#]*/gi;

/** `url` with the values of credential-like query parameters replaced by `[redacted]`. */
export function redactUrl(url: string): string {
  return url.replace(SECRET_PARAM, "$1[redacted]");
}

interface LoggedRequest {
  method: string;
  url: string;
  host?: string;
  ip?: string;
  socket?: { remotePort?: number };
}

/** Logger options for buildApp; `stream` receives the JSON lines (tests capture them). */
export function loggerOptions(stream?: { write: (line: string) => void }): NonNullable<FastifyServerOptions["logger"]> {
  return {
    level: "info",
    ...(stream ? { stream } : {}),
    redact: {
      paths: ["req.headers.authorization", "req.headers.cookie", "res.headers['set-cookie']", "headers.authorization", "headers.cookie"],
      censor: "[redacted]",
    },
    serializers: {
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
