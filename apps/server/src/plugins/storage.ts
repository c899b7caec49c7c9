/**
 * Disk space on the wire (lib/disk-space.ts): while free space is low, every API reply carries
 * `X-Storage: low` and `X-Storage-Free-MB` (the screens show a warning); while it is full, every
 * change (POST, PUT, PATCH, DELETE) except logging in and out is answered 507 with
 * SYSTEM_MSG.STORAGE_FULL before it reaches the database, and the replies say `X-Storage: full`.
 * Reads (the day's cash report, history, the menu) keep working.
 */
import { SYSTEM_MSG } from "@waroeng/domain";
import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import type { DiskWatch } from "../lib/disk-space.ts";

const READS = new Set(["GET", "HEAD", "OPTIONS"]);
/** Changes that stay allowed on a full disk: a cashier must be able to sign in to read. */
const ALWAYS = new Set(["/api/login", "/api/logout"]);

/** The 507 body (the spec's envelope). */
export function storageFullBody() {
  const message = SYSTEM_MSG.STORAGE_FULL;
  return { meta: { code: 507, error: 1, message }, data: null, error: 1, msg: message };
}

export const storagePlugin = fp(async (app: FastifyInstance, { disk }: { disk: DiskWatch }) => {
  app.addHook("onRequest", async (req, reply) => {
    if (disk.level() === "full" && !READS.has(req.method) && req.url.startsWith("/api/") && !ALWAYS.has(req.url.split("?")[0] ?? "")) {
      return reply.status(507).send(storageFullBody());
    }
  });
  app.addHook("onSend", async (req, reply) => {
    const level = disk.level();
    if (level !== "ok" && req.url.startsWith("/api/")) {
      reply.header("x-storage", level);
      reply.header("x-storage-free-mb", Math.max(0, Math.floor(disk.freeBytes() / (1024 * 1024))));
    }
  });
});
