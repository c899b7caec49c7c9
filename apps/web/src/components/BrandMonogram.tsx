import { Box, Text } from "@mantine/core";

/** The product's monogram: a warm rounded square with a "W". `size` in px (radius and letter scale with it). */
export function BrandMonogram({ size, shadow = false }: { size: number; shadow?: boolean }) {
  return (
    <Box
      w={size}
      h={size}
      style={{
        borderRadius: Math.round(size * 0.3),
        display: "grid",
        placeItems: "center",
        background: "linear-gradient(135deg, var(--mantine-color-orange-5), var(--mantine-color-red-6))",
        ...(shadow ? { boxShadow: "0 6px 16px rgba(232, 89, 12, 0.3)" } : {}),
      }}
    >
      <Text c="white" fw={800} fz={Math.round(size / 2)} lh={1}>
        W
      </Text>
    </Box>
  );
}
