/** A line's item name (with `suffix`, e.g. " (K)") and, under it, its custom-menu note when it has one. */
import { Text } from "@mantine/core";

export function LineName({ line, suffix }: { line: { m_produk_nama: string; custom_menu?: string | null }; suffix?: string }) {
  return (
    <>
      <Text fw={600} fz="sm">
        {line.m_produk_nama}
        {suffix}
      </Text>
      {line.custom_menu && (
        <Text fz="xs" c="dimmed">
          {line.custom_menu}
        </Text>
      )}
    </>
  );
}
