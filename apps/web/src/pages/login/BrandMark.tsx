import { Box, Group, Stack, Text } from "@mantine/core";

/** The product's word mark: a warm rounded monogram and the name. */
export function BrandMark() {
  return (
    <Group justify="center" gap="sm">
      <Box
        w={52}
        h={52}
        style={{
          borderRadius: 16,
          background: "linear-gradient(135deg, var(--mantine-color-orange-5), var(--mantine-color-red-6))",
          display: "grid",
          placeItems: "center",
          boxShadow: "0 6px 16px rgba(232, 89, 12, 0.3)",
        }}
      >
        <Text c="white" fw={800} fz={26} lh={1}>
          W
        </Text>
      </Box>
      <Stack gap={0}>
        <Text fw={800} fz={26} lh={1.1} c="dark.7">
          Waroeng POS
        </Text>
        <Text fz="sm" c="dimmed">
          Kasir &amp; dapur dalam satu layar
        </Text>
      </Stack>
    </Group>
  );
}
