import {
  type CSSProperties,
  createTheme,
  getSize,
  type InputProps,
  type MantineColorsTuple,
  type MantineThemeComponent,
} from "@mantine/core";
import { A11Y_MSG } from "@waroeng/domain";

/**
 * Mantine's orange, green, red, teal, blue, cyan and gray with their darker half deepened so every text shade passes
 * WCAG AA (≥ 4.5:1): white on a filled button (shade 6: 5.2:1 instead of 2.6:1), shade 9 on
 * the light shade 1 (6:1), and gray 6 — the dimmed/secondary text — on white and on the page's grey
 * (5.3:1 instead of 3:1). The light shades (0–4) stay Mantine's, so backgrounds look the same.
 */
const orange: MantineColorsTuple = [
  "#fff4e6",
  "#ffe8cc",
  "#ffd8a8",
  "#ffc078",
  "#ffa94d",
  "#ea580c",
  "#c2410c",
  "#ad3a0b",
  "#9a3412",
  "#7c2d12",
];
const green: MantineColorsTuple = [
  "#ebfbee",
  "#d3f9d8",
  "#b2f2bb",
  "#8ce99a",
  "#69db7c",
  "#2f9e44",
  "#1a7f37",
  "#176f30",
  "#135f29",
  "#0f4f22",
];
const red: MantineColorsTuple = [
  "#fff5f5",
  "#ffe3e3",
  "#ffc9c9",
  "#ffa8a8",
  "#ff8787",
  "#e03131",
  "#c92a2a",
  "#b02525",
  "#962020",
  "#7d1b1b",
];
const teal: MantineColorsTuple = [
  "#e6fcf5",
  "#c3fae8",
  "#96f2d7",
  "#63e6be",
  "#38d9a9",
  "#0ca678",
  "#087f5b",
  "#076b4c",
  "#065f46",
  "#064e3b",
];
const blue: MantineColorsTuple = [
  "#e7f5ff",
  "#d0ebff",
  "#a5d8ff",
  "#74c0fc",
  "#4dabf7",
  "#1c7ed6",
  "#1864ab",
  "#155a96",
  "#124e82",
  "#0f3f6b",
];
const cyan: MantineColorsTuple = [
  "#e3fafc",
  "#c5f6fa",
  "#99e9f2",
  "#66d9e8",
  "#3bc9db",
  "#1098ad",
  "#0b7285",
  "#0a6577",
  "#095a6a",
  "#074b58",
];
const gray: MantineColorsTuple = [
  "#f8f9fa",
  "#f1f3f5",
  "#e9ecef",
  "#dee2e6",
  "#ced4da",
  "#adb5bd",
  "#5f6670",
  "#495057",
  "#343a40",
  "#212529",
];

/** At least 44 × 44 px (touch targets), the icon centred in it. */
const touchTarget: CSSProperties = {
  minWidth: 44,
  minHeight: 44,
  display: "inline-flex",
  alignItems: "center",
  justifyContent: "center",
};

/**
 * A component's theme entry as a plain object: `Button.extend(x)` returns `x` too, but importing
 * the components here would put every one of them (NumberInput's number formatting, Tabs, Drawer…)
 * in the entry chunk that every screen, the login first, downloads.
 */
function component(entry: MantineThemeComponent): MantineThemeComponent {
  return entry;
}

/** The smallest side of anything a finger taps (WCAG 2.5.5), in px; e2e/steps/targets.ts checks it. */
export const TAP_TARGET = 44;

/**
 * 44 px tap targets for every control, set once here rather than per screen: a button of any size
 * is at least 44 px tall and wide (`min-height` wins over Mantine's size height, so `size="sm"`
 * keeps its font and padding); a text input, select or date input at least 44 px tall (its
 * `--input-height`, so its sections follow); an ActionIcon 44 × 44; a Switch's hit area (Mantine
 * stretches the hidden input over the whole switch with its label) at least 44 × 44; each option
 * of a SegmentedControl (the language switch, the phone's Pesanan | Menu) 44 × 44, a tab 44 tall; a
 * NumberInput's ▲ ▼ steppers two 44 px squares side by side (over the field's 1 px border)
 * instead of two 27 × 20 halves stacked; a radio or checkbox card (the option sheet's choices) at least 44 px tall.
 */
const tapTargets = {
  Button: component({ defaultProps: { size: "md" }, styles: { root: { minHeight: TAP_TARGET, minWidth: TAP_TARGET } } }),
  ActionIcon: component({ styles: { root: { minWidth: TAP_TARGET, minHeight: TAP_TARGET } } }),
  Input: component({
    vars: (_theme: unknown, props: InputProps) => ({
      wrapper: { "--input-height": `max(${TAP_TARGET}px, ${getSize(props.size ?? "sm", "input-height")})` },
    }),
  }),
  SegmentedControl: component({
    styles: {
      label: { minHeight: TAP_TARGET, minWidth: TAP_TARGET, display: "flex", alignItems: "center", justifyContent: "center" },
    },
  }),
  Tabs: component({ styles: { tab: { minHeight: TAP_TARGET } } }),
  RadioCard: component({ styles: { card: { minHeight: TAP_TARGET } } }),
  CheckboxCard: component({ styles: { card: { minHeight: TAP_TARGET } } }),
  Switch: component({
    styles: { root: { minWidth: TAP_TARGET }, body: { minHeight: TAP_TARGET, alignItems: "center" } },
  }),
  NumberInput: component({
    defaultProps: { size: "md", rightSectionWidth: TAP_TARGET * 2 },
    styles: {
      controls: { flexDirection: "row", maxWidth: "none", alignItems: "center" },
      control: { flex: `0 0 ${TAP_TARGET}px`, height: "var(--input-height)", borderRadius: 0 },
    },
  }),
};

/**
 * The device asks for reduced motion, read once when the app starts. Mantine's own check
 * (`respectReducedMotion`) answers only after a component's first render: a dialog mounted already
 * open (a lazily loaded one, components/MountWhenOpened.tsx) would still fade in once.
 */
const reducedMotion =
  typeof window !== "undefined" && typeof window.matchMedia === "function" && window.matchMedia("(prefers-reduced-motion: reduce)").matches;
/** Dialogs' transition on such a device: none. */
const dialogMotion = reducedMotion ? { transitionProps: { duration: 0 } } : {};

/**
 * Warm waroeng colours with AA contrast, large default sizes and 44 px touch targets for touch screens.
 * A device set to reduce motion (the OS's "reduce animations", or the browser tests' emulation) gets
 * dialogs, menus and toasts that appear and go at once, without fading or scaling (WCAG 2.3.3).
 */
export const theme = createTheme({
  respectReducedMotion: true,
  primaryColor: "orange",
  colors: { orange, green, red, teal, blue, cyan, gray },
  defaultRadius: "md",
  fontFamily: "Inter, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif",
  focusRing: "auto",
  components: {
    ...tapTargets,
    TextInput: { defaultProps: { size: "md" } },
    PasswordInput: { defaultProps: { size: "md" } },
    Burger: component({ styles: { root: touchTarget } }),
    CloseButton: component({ styles: { root: touchTarget } }),
    Modal: component({
      defaultProps: {
        ...dialogMotion,
        closeButtonProps: {
          // read when a dialog renders, so it follows the language
          get "aria-label"() {
            return A11Y_MSG.CLOSE;
          },
        },
      },
    }),
    Drawer: component({
      defaultProps: {
        ...dialogMotion,
        closeButtonProps: {
          // read when a dialog renders, so it follows the language
          get "aria-label"() {
            return A11Y_MSG.CLOSE;
          },
        },
      },
    }),
  },
});
