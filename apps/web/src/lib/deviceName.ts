/**
 * The name of this device ("Kasir 1", "Dapur", …), set on the device and shown in the
 * header so staff tell the tills and tablets apart. Kept in localStorage under `device_name`, which
 * signing out keeps (lib/session.ts): it names the device, not the user. At most 30 characters.
 */
import { useSyncExternalStore } from "react";

export const DEVICE_NAME_KEY = "device_name";
export const DEVICE_NAME_MAX = 30;

const listeners = new Set<() => void>();

function read(): string {
  try {
    return localStorage.getItem(DEVICE_NAME_KEY) ?? "";
  } catch {
    return "";
  }
}

export const deviceName = {
  get: read,
  /** Saves the name (trimmed, cut to DEVICE_NAME_MAX); an empty name removes it. */
  set(name: string): void {
    const value = name.trim().slice(0, DEVICE_NAME_MAX);
    try {
      if (value) {
        localStorage.setItem(DEVICE_NAME_KEY, value);
      } else {
        localStorage.removeItem(DEVICE_NAME_KEY);
      }
    } catch {
      // storage unavailable (private mode): the name lasts this page only
    }
    for (const l of listeners) {
      l();
    }
  },
  subscribe(listener: () => void): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
};

/** This device's name ("" when not named yet); re-renders when it changes. */
export function useDeviceName(): string {
  return useSyncExternalStore(deviceName.subscribe, read, read);
}
