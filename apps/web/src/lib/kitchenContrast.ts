/**
 * The high-contrast kitchen theme: one switch per device, kept in this device's
 * localStorage (a kitchen tablet keeps its own), shared by Hal Tata, Hal Ambil and Layar Produksi.
 * A screen marks its root with `data-kitchen-contrast` when it is on; styles.css (light screens) and
 * production.module.css (the dark display) turn secondary greys into full black or white.
 */
import { useCallback, useState } from "react";

const KEY = "kitchen-contrast";

function read(): boolean {
  try {
    return localStorage.getItem(KEY) === "1";
  } catch {
    return false;
  }
}

/** Whether the high-contrast kitchen theme is on, and a setter that stores it for this device. */
export function useKitchenContrast(): [boolean, (on: boolean) => void] {
  const [on, setOn] = useState(read);
  const set = useCallback((next: boolean) => {
    try {
      localStorage.setItem(KEY, next ? "1" : "0");
    } catch {
      // Private mode: the switch still works for this visit.
    }
    setOn(next);
  }, []);
  return [on, set];
}

/** The root attributes of a kitchen screen: `data-kitchen-contrast="1"` when the theme is on. */
export function kitchenContrastProps(on: boolean): { "data-kitchen-contrast"?: "1" } {
  return on ? { "data-kitchen-contrast": "1" } : {};
}
