/** Line icons of the Layar Ambil cards (inline SVG: no icon font or emoji font needed on the device). */
const base = {
  width: 72,
  height: 72,
  viewBox: "0 0 24 24",
  fill: "none",
  stroke: "currentColor",
  strokeWidth: 1.6,
  strokeLinecap: "round",
  strokeLinejoin: "round",
} as const;

/** A glass with a straw. */
export function DrinkIcon() {
  return (
    <svg {...base} aria-hidden>
      <path d="M6 7h12l-1.6 13.2a1 1 0 0 1-1 .8H8.6a1 1 0 0 1-1-.8z" />
      <path d="M6.5 11h11" />
      <path d="M13 7l2-5h3" />
    </svg>
  );
}

/** A steaming bowl. */
export function FoodIcon() {
  return (
    <svg {...base} aria-hidden>
      <path d="M3 12h18a9 9 0 0 1-18 0z" />
      <path d="M8 3c-1 1.2 1 2.3 0 3.5M12 3c-1 1.2 1 2.3 0 3.5M16 3c-1 1.2 1 2.3 0 3.5" />
    </svg>
  );
}
