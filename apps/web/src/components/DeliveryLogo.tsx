/**
 * The delivery platform's mark in an order header (orders §2.5: "table names or delivery logo
 * (Grab, Gojek, Maxim)"): the platform's name as a wordmark in its colours, drawn here (no
 * third-party image files are shipped). Unknown platforms show their name plainly.
 */
import { Box, Text } from "@mantine/core";
import { type DeliveryProvider, deliveryProviderOf } from "@waroeng/domain";

// Brand colours deepened just enough for white text to pass WCAG AA (≥ 4.5:1).
const MARKS: Record<DeliveryProvider, { label: string; bg: string; fg: string }> = {
  grab: { label: "Grab", bg: "#007d3c", fg: "#ffffff" },
  grabmart: { label: "GrabMart", bg: "#007d3c", fg: "#ffffff" },
  gojek: { label: "gojek", bg: "#00800f", fg: "#ffffff" },
  shopeefood: { label: "ShopeeFood", bg: "#c9361b", fg: "#ffffff" },
  maxim: { label: "maxim", bg: "#ffd300", fg: "#1a1a1a" },
};

/** The mark of the platform named `name` (`m_t_t_name`, any case); null for a non-delivery type. */
export function DeliveryLogo({ name }: { name: string }) {
  const provider = deliveryProviderOf(name);
  if (!provider) {
    return null;
  }
  const mark = MARKS[provider];
  return (
    <Box
      component="span"
      role="img"
      aria-label={mark.label}
      data-testid={`delivery-logo-${provider}`}
      px={10}
      py={2}
      style={{ background: mark.bg, borderRadius: 999, display: "inline-flex", alignItems: "center", flexShrink: 0 }}
    >
      <Text component="span" fw={900} fz="md" c={mark.fg} style={{ letterSpacing: -0.3, fontStyle: "italic" }}>
        {mark.label}
      </Text>
    </Box>
  );
}
