/**
 * Runs once per browser run, after the web server answers (Playwright starts `webServer` before
 * global setup): signs every demo account in once on each test server and stores its session for `signIn` and
 * `apiLogin` (steps/stored-sessions.ts).
 */
import type { FullConfig } from "@playwright/test";
import { DEMO_PASSWORD } from "./steps/session.ts";
import { storeDemoSessions } from "./steps/stored-sessions.ts";

export default async function globalSetup(config: FullConfig): Promise<void> {
  const baseURLs = new Set(config.projects.map((p) => p.use.baseURL));
  for (const baseURL of baseURLs) {
    if (!baseURL) {
      throw new Error("a project of playwright.config.ts names no baseURL");
    }
    await storeDemoSessions(baseURL, DEMO_PASSWORD);
  }
}
