/**
 * A short beep (WebAudio, no file) when a dish this screen has not shown before lands on it, unless
 * muted. The first load only learns the dishes; a browser allows sound after the first tap on the page.
 */
import { useEffect, useRef } from "react";
import type { ScreenDetail } from "../../api/production.ts";

let audio: AudioContext | null = null;

/** Two short tones (880 Hz then 1320 Hz), about 0.35 s. */
function beep(): void {
  const Ctx = window.AudioContext ?? (window as unknown as { webkitAudioContext?: typeof AudioContext }).webkitAudioContext;
  if (!Ctx) {
    return;
  }
  audio ??= new Ctx();
  const ctx = audio;
  void ctx.resume().catch(() => undefined);
  [880, 1320].forEach((freq, i) => {
    const osc = ctx.createOscillator();
    const gain = ctx.createGain();
    const start = ctx.currentTime + i * 0.18;
    osc.frequency.value = freq;
    gain.gain.setValueAtTime(0.0001, start);
    gain.gain.exponentialRampToValueAtTime(0.3, start + 0.02);
    gain.gain.exponentialRampToValueAtTime(0.0001, start + 0.16);
    osc.connect(gain).connect(ctx.destination);
    osc.start(start);
    osc.stop(start + 0.17);
  });
}

/** Every dish id the screen shows. */
function dishIds(d: ScreenDetail): number[] {
  return [d.left_queue, d.right_queue, d.left_additional, d.right_additional].flatMap((list) =>
    list.flatMap((e) => e.m_dish_status.map((x) => x.id)),
  );
}

/** Beeps when `detail` brings a dish not seen before on this screen (not on the first load); counts the beeps in `body[data-ticket-sound]`. */
export function useNewTicketSound(detail: ScreenDetail | undefined, muted: boolean): void {
  const seen = useRef<Set<number> | null>(null);
  useEffect(() => {
    if (!detail) {
      return;
    }
    const ids = dishIds(detail);
    const known = seen.current;
    const fresh = known ? ids.filter((id) => !known.has(id)) : [];
    seen.current = new Set([...(known ?? []), ...ids]);
    if (fresh.length > 0 && !muted) {
      document.body.dataset.ticketSound = String(Number(document.body.dataset.ticketSound ?? 0) + 1);
      // In a task of its own: the new card paints first, the audio graph is built after.
      window.setTimeout(beep, 0);
    }
  }, [detail, muted]);
}
