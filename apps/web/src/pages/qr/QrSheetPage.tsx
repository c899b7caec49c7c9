/**
 * QR Meja (from the user menu, kasir and kacab): a printable sheet with the QR code of
 * every dine-in table and of the take-away counter (the guest address of GET /device-setup + the
 * guest page's path: plain HTTP on the LAN or PUBLIC_URL, never the HTTPS origin guests' phones do not
 * trust; `guestAddress`), each with Ganti QR (rotate: the old code stops working). The sheet names the
 * address its codes open (printed too) and warns, on screen, when that address is this computer only
 * (localhost, 127.0.0.1: no phone can open it). Print hides the buttons and the warning.
 */
import { Alert, Box, Button, Card, Code, Group, SimpleGrid, Text, Title } from "@mantine/core";
import { modals } from "@mantine/modals";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { LABELS, QR_MSG } from "@waroeng/domain";
import { fetchDeviceSetup } from "../../api/deviceSetup.ts";
import { listQrCodes, type QrCode, rotateQrCode } from "../../api/online.ts";
import { queryKeys } from "../../api/queryKeys.ts";
import { QrCode as QrImage } from "../../components/QrCode.tsx";
import { guestAddress, phonesCannotOpen } from "./qrAddress.ts";

export function QrSheetPage() {
  const queryClient = useQueryClient();
  const codes = useQuery({ queryKey: queryKeys.qr.codes, queryFn: listQrCodes });
  const setup = useQuery({ queryKey: queryKeys.deviceSetup, queryFn: fetchDeviceSetup, staleTime: 60_000 });
  // Codes wait for the server's guest address (a failed ask falls back to this page's origin).
  const known = !setup.isPending;
  const origin = guestAddress(setup.data, window.location.origin);
  const unreachable = phonesCannotOpen(origin);
  const rotate = (c: QrCode) =>
    modals.openConfirmModal({
      children: <Text>{QR_MSG.QR_ROTATE_CONFIRM}</Text>,
      labels: { confirm: LABELS.YES, cancel: LABELS.NO },
      confirmProps: { "data-testid": "qr-rotate-yes" },
      onConfirm: () => {
        void rotateQrCode(c.m_meja_id).then(() => queryClient.invalidateQueries({ queryKey: queryKeys.qr.codes }));
      },
    });
  return (
    <Box p="md">
      <style>{"@media print { .qr-no-print { display: none !important; } header { display: none !important; } }"}</style>
      <Group justify="space-between" mb="md" className="qr-no-print">
        <Title order={3}>{QR_MSG.QR_SHEET_TITLE}</Title>
        <Button onClick={() => window.print()} data-testid="qr-sheet-print">
          {QR_MSG.QR_PRINT}
        </Button>
      </Group>
      <Text mb="sm" data-testid="qr-address">
        {QR_MSG.QR_SHEET_ADDRESS}: <Code fz="sm">{origin}</Code>
      </Text>
      {unreachable && (
        <Alert
          color="red"
          variant="light"
          mb="md"
          className="qr-no-print"
          title={QR_MSG.QR_SHEET_LOCALHOST_TITLE}
          data-testid="qr-address-warning"
        >
          {QR_MSG.QR_SHEET_LOCALHOST}
        </Alert>
      )}
      <SimpleGrid cols={{ base: 2, sm: 3, lg: 4 }} spacing="sm">
        {(known ? (codes.data ?? []) : []).map((c) => (
          <Card key={c.m_meja_id} withBorder radius="md" p="sm" style={{ breakInside: "avoid" }} data-testid={`qr-sheet-${c.m_meja_id}`}>
            <Text fw={800} ta="center" fz="lg">
              {c.m_meja_nama}
            </Text>
            <Group justify="center">
              <QrImage text={`${origin}${c.path}`} />
            </Group>
            <Text ta="center" fz="xs" c="dimmed">
              {QR_MSG.QR_SCAN_HINT}
            </Text>
            <Button
              mt={6}
              size="xs"
              variant="subtle"
              color="red"
              className="qr-no-print"
              onClick={() => rotate(c)}
              data-testid={`qr-rotate-${c.m_meja_id}`}
            >
              {QR_MSG.QR_ROTATE}
            </Button>
          </Card>
        ))}
      </SimpleGrid>
    </Box>
  );
}
