/**
 * Runs once per browser run, after the web server answers (Playwright starts `webServer` before
 * global setup): signs every demo account in once and stores its session for `signIn` and
 * `apiLogin` (steps/stored-sessions.ts).
 */
import type { FullConfig } from "@playwright/test";
import { DEMO_PASSWORD } from "./steps/session.ts";
import { storeDemoSessions } from "./steps/stored-sessions.ts";

export default async function globalSetup(config: FullConfig): Promise<void> {
  const baseURL = config.projects[0]?.use.baseURL;
  if (!baseURL) {
    throw new Error("playwright.config.ts names no baseURL");
  }
  await storeDemoSessions(baseURL, DEMO_PASSWORD);
}
