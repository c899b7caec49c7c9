/** Credentials never reach the request log: tokens in query strings, authorization and cookie headers. */
import { describe, expect, it } from "vitest";
import { createTestApp } from "../test/harness.ts";
import { redactUrl } from "./logger.ts";

describe("request log", () => {
  it("redacts credential-like query parameters", () => {
    expect(redactUrl("/api/events?token=abc&x=1")).toBe("/api/events?token=[redacted]&x=1");
    expect(redactUrl("/api/x?a=1&access_token=abc#f")).toBe("/api/x?a=1&access_token=[redacted]#f");
    expect(redactUrl(`/api/recap-transactions/download-struct/${"a".repeat(43)}.pdf`)).toBe(
      "/api/recap-transactions/download-struct/[redacted].pdf",
    );
    expect(redactUrl(`/api/print-image/${"b_-".repeat(14)}c.png`)).toBe("/api/print-image/[redacted].png");
    expect(redactUrl("/api/x?password=p")).toBe("/api/x?password=[redacted]");
    expect(redactUrl("/api/tokens?page=2")).toBe("/api/tokens?page=2");
  });

  it("never writes a token, whether in the URL, the authorization header or the cookie", async () => {
    const lines: string[] = [];
    const t = await createTestApp({ logger: { stream: { write: (line: string) => lines.push(line) } } });
    try {
      const token = await t.login("kasir");
      await t.app.inject({ method: "GET", url: `/api/user?token=${token}`, headers: { authorization: `Bearer ${token}` } });
      await t.app.inject({ method: "GET", url: "/api/user", headers: { cookie: `waroeng_session=${token}` } });
      await t.app.inject({ method: "GET", url: `/api/nowhere?token=${token}` });
      await t.app.inject({ method: "POST", url: "/api/login", payload: { email: "kasir@demo.test", password: "demo12345" } });
      const log = lines.join("");
      expect(log).toContain("/api/user?token=[redacted]");
      // One access line per request (the login of t.login and the four above), with its status.
      expect(lines.filter((l) => l.includes('"msg":"request completed"'))).toHaveLength(5);
      expect(log).toContain('"statusCode":404');
      // What an operator reads on each access line: which request, what was asked, by whom, the answer and its time.
      const access = JSON.parse(lines.find((l) => l.includes("/api/nowhere")) ?? "{}");
      expect(access).toMatchObject({
        level: 30,
        msg: "request completed",
        req: { method: "GET", url: "/api/nowhere?token=[redacted]", remoteAddress: "127.0.0.1" },
        res: { statusCode: 404 },
      });
      expect(typeof access.reqId).toBe("string");
      expect(typeof access.responseTime).toBe("number");
      expect(typeof access.time).toBe("number");
      expect(typeof access.pid).toBe("number");
      expect(log).not.toContain("incoming request");
      expect(log).not.toContain(token);
      expect(log).not.toContain("demo12345");
    } finally {
      await t.close();
    }
  });
});
