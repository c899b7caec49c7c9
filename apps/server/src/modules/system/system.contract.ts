/** The contract of the system routes (reply schemas, summary, description; lib/contract.ts). */
import { replies, systemReplies } from "@waroeng/domain/wire";
import type { RouteContracts } from "../../lib/contract.ts";

export const systemContract: RouteContracts = {
  "GET /version": {
    summary: "The running release's version",
    description:
      "Public (the login screen shows it). `version` is the root package.json's version of the running server, `label` the same as the UI shows it (foundations §1: `v` before the number, e.g. `v0.1.0`).",
    response: replies(200, systemReplies.version),
  },
};
