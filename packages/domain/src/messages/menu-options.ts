/**
 * Menu options: the refusals of a line's options and the words the till, the kitchen and the
 * documents show around them. Each text is one entry in its three languages, `{ id, en, ms }`.
 */
import { localized } from "./localized.ts";

/**
 * Menu options (docs/API.md "Menu options").
 *
 * @example
 * OPTION_MSG.chooseAtLeast("Level Pedas", 1); // "Pilih Level Pedas"
 */
export const OPTION_MSG = localized({
  /** A required group left empty, or fewer than its minimum chosen. */
  chooseAtLeast: {
    id: (group: string, min: number): string => (min <= 1 ? `Pilih ${group}` : `Pilih minimal ${min} ${group}`),
    en: (group: string, min: number): string => (min <= 1 ? `Choose ${group}` : `Choose at least ${min} ${group}`),
    ms: (group: string, min: number): string => (min <= 1 ? `Pilih ${group}` : `Pilih sekurang-kurangnya ${min} ${group}`),
  },
  /** More options of a group than its maximum. */
  chooseAtMost: {
    id: (group: string, max: number): string => (max <= 1 ? `Pilih satu ${group} saja` : `Maksimal ${max} pilihan ${group}`),
    en: (group: string, max: number): string => (max <= 1 ? `Choose only one ${group}` : `At most ${max} choices of ${group}`),
    ms: (group: string, max: number): string => (max <= 1 ? `Pilih satu ${group} sahaja` : `Maksimum ${max} pilihan ${group}`),
  },
  /** An option sold out for today. */
  soldOut: {
    id: (option: string): string => `${option} habis`,
    en: (option: string): string => `${option} is sold out`,
    ms: (option: string): string => `${option} habis`,
  },
  /** An option id that is not one of the item's active options. */
  UNKNOWN: {
    id: "Pilihan tidak tersedia untuk menu ini",
    en: "That option is not available for this item",
    ms: "Pilihan tidak tersedia untuk menu ini",
  },
  /** Options whose negative deltas would take the line below zero. */
  BELOW_ZERO: {
    id: "Harga menu dengan pilihan ini di bawah 0",
    en: "This item's price with these options is below 0",
    ms: "Harga menu dengan pilihan ini di bawah 0",
  },
  /** The options sent are not a JSON list of ids. */
  LIST_INVALID: {
    id: "Pilihan harus daftar ID",
    en: "Options must be a list of ids",
    ms: "Pilihan mesti senarai ID",
  },
});
