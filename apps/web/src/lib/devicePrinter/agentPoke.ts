/**
 * The print agent's wake-up, without the agent: the live stream (lib/liveStream.ts, on every
 * signed-in screen) pokes it on a `print` event, but the agent itself (agent.ts: the printer
 * connections and the job API) loads only with the screens that pair or show device printers.
 * The agent registers itself here when it starts; until then a poke does nothing.
 */
let wake: (() => void) | null = null;

/** Called by the agent when it starts (agent.ts `startAgent`). */
export function registerAgentPoke(fn: () => void): void {
  wake = fn;
}

/** Lets the started agent claim a queued device job now; nothing when no agent runs on this device. */
export function pokePrintAgent(): void {
  wake?.();
}
