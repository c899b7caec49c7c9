import { Group, Stack, Text } from "@mantine/core";
import { BrandMonogram } from "../../components/BrandMonogram.tsx";

/** The product's word mark: a warm rounded monogram and the name. */
export function BrandMark() {
  return (
    <Group justify="center" gap="sm">
      <BrandMonogram size={52} shadow />
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
