/**
 * The device printer ("Printer perangkat ini"): a printer paired with one device over Web Bluetooth,
 * WebUSB or Web Serial, which prints the jobs the server queues for it.
 * Each text is one entry in its three languages, `{ id, en, ms }` (see `localized.ts`).
 */
import { localized } from "./localized.ts";

/** Printer Setting's device option, the header's print agent and the server's refusals of device jobs. */
export const DEVICE_PRINT_MSG = localized({
  TYPE_LABEL: { id: "Printer perangkat ini", en: "This device's printer", ms: "Pencetak peranti ini" },
  CONNECTION: { id: "Sambungan", en: "Connection", ms: "Sambungan" },
  CONNECT: { id: "Sambungkan", en: "Connect", ms: "Sambungkan" },
  RECONNECT: { id: "Sambungkan lagi", en: "Connect again", ms: "Sambungkan semula" },
  BLUETOOTH: { id: "Bluetooth", en: "Bluetooth", ms: "Bluetooth" },
  USB: { id: "USB", en: "USB", ms: "USB" },
  SERIAL: { id: "Serial", en: "Serial", ms: "Bersiri" },
  NEEDS_HTTPS: {
    id: "Butuh HTTPS — buka lewat alamat https (lihat Tambah Perangkat)",
    en: "Needs HTTPS — open the app at its https address (see Add Device)",
    ms: "Perlu HTTPS — buka melalui alamat https (lihat Tambah Peranti)",
  },
  UNSUPPORTED: {
    id: "Browser ini tidak mendukung sambungan ini — pakai Chrome atau Edge",
    en: "This browser cannot use this connection — use Chrome or Edge",
    ms: "Pelayar ini tidak menyokong sambungan ini — guna Chrome atau Edge",
  },
  PAIR_FIRST: {
    id: "Tekan Sambungkan dan pilih printer dulu",
    en: "Press Connect and choose the printer first",
    ms: "Tekan Sambungkan dan pilih pencetak dahulu",
  },
  PAIRED: {
    id: (name: string): string => `Tersambung: ${name}`,
    en: (name: string): string => `Connected: ${name}`,
    ms: (name: string): string => `Disambungkan: ${name}`,
  },
  PAIR_FAILED: {
    id: "Printer tidak tersambung. Nyalakan printer lalu coba lagi",
    en: "The printer did not connect. Switch it on and try again",
    ms: "Pencetak tidak disambungkan. Hidupkan pencetak dan cuba lagi",
  },
  BOUND_ELSEWHERE: {
    id: (device: string): string => `Printer ini terpasang di perangkat lain (${device}); sambungkan di sini untuk memindahkannya`,
    en: (device: string): string => `This printer is paired with another device (${device}); connect here to move it`,
    ms: (device: string): string => `Pencetak ini dipasang pada peranti lain (${device}); sambungkan di sini untuk memindahkannya`,
  },
  UNNAMED_DEVICE: { id: "tanpa nama", en: "unnamed", ms: "tanpa nama" },
  DEVICE_REQUIRED: {
    id: "Printer perangkat harus dipasangkan di perangkat",
    en: "A device printer must be paired on a device",
    ms: "Pencetak peranti mesti dipasang pada peranti",
  },
  CONNECTION_INVALID: {
    id: "Sambungan harus bluetooth, usb atau serial",
    en: "The connection must be bluetooth, usb or serial",
    ms: "Sambungan mesti bluetooth, usb atau serial",
  },
  NO_REPORT: {
    id: "Perangkat tidak melapor hasil cetak",
    en: "The device did not report the print",
    ms: "Peranti tidak melaporkan hasil cetakan",
  },
  // The header's print agent
  STATE_CONNECTED: { id: "Printer siap", en: "Printer ready", ms: "Pencetak sedia" },
  STATE_DISCONNECTED: { id: "Printer tidak tersambung", en: "Printer not connected", ms: "Pencetak tidak disambungkan" },
  STATE_CONNECTING: { id: "Menyambungkan printer…", en: "Connecting the printer…", ms: "Menyambungkan pencetak…" },
  STATE_PRINTING: { id: "Mencetak…", en: "Printing…", ms: "Mencetak…" },
  STATE_ERROR: { id: "Printer bermasalah", en: "Printer problem", ms: "Pencetak bermasalah" },
  AGENT_TITLE: { id: "Printer perangkat ini", en: "This device's printer", ms: "Pencetak peranti ini" },
  LAST_ERROR: { id: "Kesalahan terakhir", en: "Last error", ms: "Ralat terakhir" },
  WRITE_FAILED: {
    id: "Printer tidak menerima data",
    en: "The printer did not take the data",
    ms: "Pencetak tidak menerima data",
  },
  NOT_CONNECTED: { id: "Printer tidak tersambung", en: "Printer not connected", ms: "Pencetak tidak disambungkan" },
});
