/**
 * One signed-in session per demo account for the whole browser run (foundations §7 Login): global
 * setup logs each account in once through POST /api/login (remember-me, so the session lasts 30 days)
 * and writes a Playwright storage state per account — the HttpOnly `waroeng_session` cookie and the
 * three non-secret localStorage keys the web app keeps (apps/web/src/lib/session.ts) — under
 * `WAROENG_E2E_SESSIONS_DIR/<server port>` (set by playwright.config.ts, inside the run's output dir;
 * one set per test server, steps/servers.ts). `signIn`
 * opens a new device with that state instead of walking the login form (one argon2 hash each), and
 * `apiLogin` reuses the same token as its bearer.
 *
 * A shared session must never end or move: a test that logs out, switches outlet, or checks the
 * login itself signs in on its own (`signInByForm`).
 */
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { request } from "@playwright/test";
import { currentServerPort } from "./servers.ts";

/** The seeded demo accounts (apps/server/src/db/seed.ts), all with DEMO_PASSWORD. */
export const DEMO_ACCOUNTS = [
  "kasir@demo.test",
  "kasir.kl@demo.test",
  "wbd@demo.test",
  "opp@demo.test",
  "dapur@demo.test",
  "pelayan@demo.test",
  "kacab@demo.test",
  "owner@demo.test",
] as const;

/** What `signIn` and `apiLogin` need of a stored session. */
export interface StoredSession {
  /** Path of the Playwright storage-state JSON (cookie + localStorage). */
  file: string;
  /** The session token (the cookie's value; also valid as `Authorization: Bearer`). */
  token: string;
  /** The account's role, for its home screen (`homeFor`). */
  role: string;
}

interface StorageStateFile {
  cookies: { name: string; value: string }[];
  origins: { origin: string; localStorage: { name: string; value: string }[] }[];
}

const SESSION_COOKIE = "waroeng_session";

function sessionsDir(): string | undefined {
  return process.env.WAROENG_E2E_SESSIONS_DIR;
}

function fileOf(dir: string, port: number, email: string): string {
  return path.join(dir, String(port), `${email}.json`);
}

/**
 * Logs every demo account in through the API and writes its storage state. Called once per run by
 * global-setup.ts, after the web server answers.
 * @param baseURL - the app's origin, e.g. `http://127.0.0.1:3310`.
 * @param password - the demo accounts' password.
 * @throws Error when a login is refused (the run cannot sign anybody in).
 */
export async function storeDemoSessions(baseURL: string, password: string): Promise<void> {
  const dir = sessionsDir();
  if (!dir) {
    throw new Error("WAROENG_E2E_SESSIONS_DIR is not set (playwright.config.ts sets it)");
  }
  const origin = new URL(baseURL).origin;
  const port = Number(new URL(baseURL).port);
  mkdirSync(path.join(dir, String(port)), { recursive: true });
  for (const email of DEMO_ACCOUNTS) {
    const api = await request.newContext({ baseURL });
    try {
      const res = await api.post("/api/login", { data: { email, password, remember: true } });
      if (!res.ok()) {
        throw new Error(`login of ${email} refused: ${res.status()} ${await res.text()}`);
      }
      const user = (await res.json()).data as { id: number; name: string; role: string };
      const state = (await api.storageState()) as StorageStateFile;
      state.origins = [
        {
          origin,
          localStorage: [
            { name: "user_id", value: String(user.id) },
            { name: "user_name", value: user.name },
            { name: "user_role", value: user.role },
          ],
        },
      ];
      writeFileSync(fileOf(dir, port, email), JSON.stringify(state, null, 2));
    } finally {
      await api.dispose();
    }
  }
}

const cache = new Map<string, StoredSession | null>();

/**
 * The stored session of a demo account on the running test's server, or null (not a demo account,
 * or no global setup ran).
 */
export function storedSession(email: string): StoredSession | null {
  const dir = sessionsDir();
  if (!dir || !(DEMO_ACCOUNTS as readonly string[]).includes(email)) {
    return null;
  }
  const port = currentServerPort();
  const key = `${port}:${email}`;
  const known = cache.get(key);
  if (known !== undefined) {
    return known;
  }
  let found: StoredSession | null = null;
  try {
    const file = fileOf(dir, port, email);
    const state = JSON.parse(readFileSync(file, "utf8")) as StorageStateFile;
    const token = state.cookies.find((c) => c.name === SESSION_COOKIE)?.value;
    const role = state.origins[0]?.localStorage.find((e) => e.name === "user_role")?.value;
    found = token && role ? { file, token, role } : null;
  } catch {
    found = null;
  }
  cache.set(key, found);
  return found;
}
