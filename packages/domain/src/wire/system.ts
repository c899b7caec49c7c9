/** System replies (docs/API.md "System"; issue 15 version label, foundations §1). */
import { z } from "zod";
import { envelope } from "./envelope.ts";

/** `GET /version` data: the release version (root package.json) and its label as the UI shows it. */
export const versionReply = z.strictObject({ version: z.string(), label: z.string() });

export const systemReplies = {
  version: envelope(versionReply),
};
