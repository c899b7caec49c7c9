/**
 * Tambah Perangkat (the cashier's user menu and the back office): how a new phone or tablet joins,
 * from GET /device-setup. Two QR codes to scan with the new device: step 1 the setup page
 * (`setup_url`, plain HTTP: "Pasang sertifikat"), step 2 the HTTPS address ("Buka aplikasi"); the
 * certificate's fingerprint and a link to /pasang. With the owner's own certificate only step 2;
 * with HTTPS off the plain address and a note. Loaded when first opened (React.lazy): the QR drawing
 * stays out of the cashier's chunk.
 */
import { Alert, Anchor, Center, Loader, Modal, SimpleGrid, Stack, Text } from "@mantine/core";
import { useQuery } from "@tanstack/react-query";
import { JOIN_MSG, UI_MSG } from "@waroeng/domain";
import { fetchDeviceSetup } from "../../api/deviceSetup.ts";
import { queryKeys } from "../../api/queryKeys.ts";
import { QrCode } from "../QrCode.tsx";
import { CaFingerprint } from "./CaFingerprint.tsx";

/** One step: its title, the code, the address it opens (monospace, wraps) and a hint. */
function QrStep({ title, hint, address, testId }: { title: string; hint: string; address: string; testId: string }) {
  return (
    <Stack gap={6} align="center" data-testid={testId}>
      <Text fw={700} fz="lg" ta="center">
        {title}
      </Text>
      <QrCode text={address} size={200} alt={JOIN_MSG.qrOf(address)} testId={`${testId}-qr`} />
      <Text ff="monospace" fz="sm" ta="center" style={{ wordBreak: "break-all" }}>
        {address}
      </Text>
      <Text fz="sm" c="dimmed" ta="center">
        {hint}
      </Text>
    </Stack>
  );
}

function Body() {
  const setup = useQuery({ queryKey: queryKeys.deviceSetup, queryFn: fetchDeviceSetup });
  if (setup.isPending) {
    return (
      <Center py="xl">
        <Loader />
      </Center>
    );
  }
  if (setup.isError) {
    return (
      <Alert color="red" variant="light" data-testid="add-device-error">
        {setup.error instanceof Error ? setup.error.message : UI_MSG.FEATURE_UNAVAILABLE}
      </Alert>
    );
  }
  const s = setup.data;
  const open = s.https_enabled && s.https_url ? s.https_url : s.setup_url.replace(/\/pasang$/, "");
  const install = s.https_enabled && !s.own_cert && s.ca_fingerprint_sha256;
  return (
    <Stack gap="lg">
      {!s.https_enabled && (
        <Alert color="gray" variant="light" title={JOIN_MSG.HTTPS_OFF_TITLE} data-testid="add-device-https-off">
          {JOIN_MSG.HTTPS_OFF}
        </Alert>
      )}
      <SimpleGrid cols={{ base: 1, sm: install ? 2 : 1 }} spacing="lg">
        {install && (
          <QrStep title={JOIN_MSG.STEP_INSTALL} hint={JOIN_MSG.STEP_INSTALL_HINT} address={s.setup_url} testId="add-device-setup" />
        )}
        <QrStep title={JOIN_MSG.STEP_OPEN} hint={JOIN_MSG.STEP_OPEN_HINT} address={open} testId="add-device-open" />
      </SimpleGrid>
      {install && s.ca_fingerprint_sha256 && <CaFingerprint fingerprint={s.ca_fingerprint_sha256} />}
      <Center>
        <Anchor href="/pasang" target="_blank" fw={600} py={10} data-testid="add-device-setup-link">
          {JOIN_MSG.OPEN_SETUP_PAGE}
        </Anchor>
      </Center>
    </Stack>
  );
}

/** The dialog; mounted only while open (its parent renders it then). */
export function AddDeviceModal({ onClose }: { onClose: () => void }) {
  return (
    <Modal opened onClose={onClose} title={<Text fw={700}>{JOIN_MSG.ADD_DEVICE}</Text>} size="xl" centered data-testid="add-device">
      <Body />
    </Modal>
  );
}
