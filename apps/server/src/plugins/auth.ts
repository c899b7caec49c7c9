/**
 * Authentication (foundations §6 "Session"): opaque random bearer tokens, stored as SHA-256 in
 * `sessions`; logout revokes. `request.auth` is set for every /api call except those a route
 * marks `config: { public: true }`. Roles are checked with `requireRole`.
 */
import { createHash, randomBytes } from "node:crypto";
import type { Role } from "@waroeng/domain";
import { and, eq, gt, isNull } from "drizzle-orm";
import type { FastifyReply, FastifyRequest } from "fastify";
import fp from "fastify-plugin";
import type { Db } from "../db/client.ts";
import { sessions, users } from "../db/schema/index.ts";
import { ApiError } from "../lib/http.ts";

export interface Auth {
  userId: number;
  name: string;
  email: string;
  role: Role;
  /** The outlet this session works in. */
  outletId: number;
  sessionId: number;
}

declare module "fastify" {
  interface FastifyRequest {
    auth: Auth;
  }
  interface FastifyContextConfig {
    /** No bearer token needed (login, health). */
    public?: boolean;
  }
}

/** SHA-256 hex of a bearer token: what the sessions table stores. */
export function hashToken(token: string): string {
  return createHash("sha256").update(token).digest("hex");
}

/** A new random bearer token (256 bits, base64url). */
export function newToken(): string {
  return randomBytes(32).toString("base64url");
}

/** The session behind a bearer token, or null when missing, expired or revoked. */
export async function authenticate(db: Db, header: string | undefined): Promise<Auth | null> {
  const token = header?.match(/^Bearer\s+(.+)$/i)?.[1]?.trim();
  if (!token) {
    return null;
  }
  const rows = await db
    .select({
      sessionId: sessions.id,
      outletId: sessions.outletId,
      userId: users.id,
      name: users.name,
      email: users.email,
      role: users.role,
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(
      and(eq(sessions.tokenHash, hashToken(token)), isNull(sessions.revokedAt), gt(sessions.expiresAt, new Date()), eq(users.active, true)),
    )
    .limit(1);
  const row = rows[0];
  return row ? { ...row, role: row.role as Role } : null;
}

export const authPlugin = fp<{ db: Db }>(async (app, opts) => {
  app.decorateRequest("auth", null as unknown as Auth);
  app.addHook("onRequest", async (req) => {
    if (!req.url.startsWith("/api/") || req.routeOptions.config?.public) {
      return;
    }
    const auth = await authenticate(opts.db, req.headers.authorization);
    if (!auth) {
      throw new ApiError(401, "Sesi berakhir, silakan login kembali");
    }
    req.auth = auth;
  });
});

/** preHandler that refuses (403, Akses DiTolak!) a user whose role is not in `roles`. */
export function requireRole(...roles: Role[]) {
  return async (req: FastifyRequest, _reply: FastifyReply) => {
    if (!roles.includes(req.auth.role)) {
      throw new ApiError(403, "Hubungi Kacab/Asisten", { title: "Akses DiTolak!" });
    }
  };
}

/** Role groups used by the route modules. */
export const ROLE_GROUPS = {
  cashier: ["kasir", "wbd", "opp", "kacab"] as Role[],
  payment: ["kasir", "wbd", "kacab"] as Role[],
  ordering: ["kasir", "wbd", "opp", "kacab", "pelayan"] as Role[],
  kitchen: ["dapur", "kacab", "kasir"] as Role[],
  pickup: ["pelayan", "kacab", "kasir", "wbd", "opp"] as Role[],
  everyone: ["kasir", "wbd", "opp", "dapur", "pelayan", "kacab"] as Role[],
};
