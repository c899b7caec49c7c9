/**
 * The stall certificate authority's SHA-256 fingerprint, in monospace rows of eight byte pairs, to
 * compare by eye with what the phone shows while installing (the setup page and Tambah Perangkat).
 */
import { Paper, Stack, Text } from "@mantine/core";
import { JOIN_MSG } from "@waroeng/domain";
import { fingerprintRows } from "./fingerprintRows.ts";

/** `fingerprint`: "AB:CD:…" as GET /device-setup gives it. */
export function CaFingerprint({ fingerprint }: { fingerprint: string }) {
  return (
    <Stack gap={6} data-testid="ca-fingerprint" data-fingerprint={fingerprint}>
      <Text fw={700}>{JOIN_MSG.FINGERPRINT_TITLE}</Text>
      <Paper withBorder radius="md" p="sm" bg="gray.0">
        {fingerprintRows(fingerprint).map((row) => (
          <Text key={row} ff="monospace" fz="md" lh={1.6} style={{ whiteSpace: "nowrap", letterSpacing: "0.02em" }}>
            {row}
          </Text>
        ))}
      </Paper>
      <Text fz="sm" c="dimmed">
        {JOIN_MSG.FINGERPRINT_HINT}
      </Text>
    </Stack>
  );
}
