/**
 * This device's own id: a random UUID made once and kept in localStorage under `device_id` (signing
 * out keeps it, as the device's name). A device printer ("Printer perangkat ini") is paired with it:
 * only the device holding the id claims that printer's jobs. Not a credential: the session is.
 */
export const DEVICE_ID_KEY = "device_id";

let memory = "";

/** This device's id (made on first use; "" never). Storage unavailable (private mode): one per page. */
export function deviceId(): string {
  try {
    const saved = localStorage.getItem(DEVICE_ID_KEY);
    if (saved) {
      return saved;
    }
    const made = crypto.randomUUID();
    localStorage.setItem(DEVICE_ID_KEY, made);
    return made;
  } catch {
    memory ||= crypto.randomUUID();
    return memory;
  }
}
