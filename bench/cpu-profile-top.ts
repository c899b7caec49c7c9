/**
 * Top frames of a V8 CPU profile (`node --cpu-prof`; bench/rush.ts writes one per server run with
 * `BENCH_RUSH_PROF=<folder>`). Prints the share of sampled time per package / app module and the top
 * self-time frames, optionally only those whose name or file contains a filter (e.g. `app:`).
 * Run: `npx tsx bench/cpu-profile-top.ts <file.cpuprofile> [filter] [count]`. Figures only.
 * Note: samples are wall-clock ticks of the main thread; on a loaded machine a syscall (writev)
 * that waits for the CPU counts as its own time.
 */
import { readFileSync } from "node:fs";

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
}
const [file, filter = "", count = "40"] = process.argv.slice(2);
if (!file) {
  throw new Error("usage: tsx bench/cpu-profile-top.ts <file.cpuprofile> [filter] [count]");
}
const profile = JSON.parse(readFileSync(file, "utf8")) as { nodes: ProfileNode[]; samples: number[]; timeDeltas: number[] };
const timeOf = new Map<number, number>();
for (const [i, id] of profile.samples.entries()) {
  timeOf.set(id, (timeOf.get(id) ?? 0) + (profile.timeDeltas[i] ?? 0));
}
const total = [...timeOf.values()].reduce((a, b) => a + b, 0);
/** `nm:<package>/…`, `app:<path under apps/server/src>`, `pkg:…` or the URL. */
const short = (url: string) =>
  url
    .replace(/^file:\/\//, "")
    .replace(/.*\/node_modules\//, "nm:")
    .replace(/.*\/apps\/server\/src\//, "app:")
    .replace(/.*\/packages\//, "pkg:");
const self = new Map<string, number>();
const byModule = new Map<string, number>();
const add = (m: Map<string, number>, k: string, t: number) => m.set(k, (m.get(k) ?? 0) + t);
for (const node of profile.nodes) {
  const t = timeOf.get(node.id) ?? 0;
  if (t === 0) {
    continue;
  }
  const { functionName, url, lineNumber } = node.callFrame;
  const where = short(url);
  add(self, `${functionName || "(anonymous)"} ${where}:${lineNumber + 1}`, t);
  const parts = where.split("/");
  const module = where.startsWith("nm:@")
    ? parts.slice(0, 2).join("/")
    : where.startsWith("app:")
      ? where
      : parts[0] || functionName || "(native)";
  add(byModule, module, t);
}
const top = (m: Map<string, number>, n: number) =>
  [...m.entries()]
    .filter(([k]) => k.includes(filter))
    .sort((a, b) => b[1] - a[1])
    .slice(0, n)
    .map(([k, v]) => `${((100 * v) / total).toFixed(1).padStart(5)} %  ${k}`)
    .join("\n");
console.log(
  `${(total / 1e6).toFixed(1)} s sampled\n— by package / module —\n${top(byModule, 25)}\n— top self frames —\n${top(self, Number(count))}`,
);
