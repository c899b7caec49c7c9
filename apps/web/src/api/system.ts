/** System calls (docs/API.md "System"): GET /version. */
import type { versionReply } from "@waroeng/domain/wire";
import type { z } from "zod";
import { api } from "./client.ts";

export type VersionReply = z.output<typeof versionReply>;

/** GET /version (public): the running release's version and label. */
export async function fetchVersion(): Promise<VersionReply> {
  return (await api.get<VersionReply>("version")).data;
}
