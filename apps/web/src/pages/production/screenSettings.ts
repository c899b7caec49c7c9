/**
 * Per-device settings of a production screen: the ticket-age thresholds (default 10 and 20
 * minutes, domain DEFAULT_AGE_THRESHOLDS) and the mute switch of the new-ticket sound, kept in this
 * device's localStorage (a kitchen tablet keeps its own).
 */
import { AGE_THRESHOLD_RANGE, type AgeThresholds, DEFAULT_AGE_THRESHOLDS } from "@waroeng/domain";
import { useCallback, useState } from "react";

const KEY = "layar-produksi-settings";

export interface ScreenSettings extends AgeThresholds {
  muted: boolean;
}

const clamp = (n: unknown, fallback: number) =>
  typeof n === "number" && Number.isInteger(n) ? Math.min(AGE_THRESHOLD_RANGE.max, Math.max(AGE_THRESHOLD_RANGE.min, n)) : fallback;

function read(): ScreenSettings {
  try {
    const raw = JSON.parse(localStorage.getItem(KEY) ?? "{}") as Partial<ScreenSettings>;
    return {
      warnMinutes: clamp(raw.warnMinutes, DEFAULT_AGE_THRESHOLDS.warnMinutes),
      lateMinutes: clamp(raw.lateMinutes, DEFAULT_AGE_THRESHOLDS.lateMinutes),
      muted: raw.muted === true,
    };
  } catch {
    return { ...DEFAULT_AGE_THRESHOLDS, muted: false };
  }
}

/** The settings and a setter that stores them (thresholds clamped to AGE_THRESHOLD_RANGE). */
export function useScreenSettings(): [ScreenSettings, (patch: Partial<ScreenSettings>) => void] {
  const [settings, setSettings] = useState(read);
  const update = useCallback((patch: Partial<ScreenSettings>) => {
    setSettings((old) => {
      const next = {
        muted: patch.muted ?? old.muted,
        warnMinutes: clamp(patch.warnMinutes ?? old.warnMinutes, old.warnMinutes),
        lateMinutes: clamp(patch.lateMinutes ?? old.lateMinutes, old.lateMinutes),
      };
      localStorage.setItem(KEY, JSON.stringify(next));
      return next;
    });
  }, []);
  return [settings, update];
}
