/**
 * Pasang (`/pasang`, public, no session): joins a phone or tablet to the stall. It reads GET
 * /device-setup and shows, phone first: whether this device already trusts the box's HTTPS origin
 * (then it moves on to the HTTPS login by itself), the certificate download with the install steps
 * for Android and iPhone (the device's own tab first), the certificate's fingerprint to compare, and
 * the HTTPS address as a QR code with "Buka Waroeng POS". With the owner's own certificate there is
 * nothing to install; with HTTPS off the page says so. A lazy chunk of its own, opened over plain
 * HTTP before the device trusts anything.
 */
import { Alert, Box, Button, Group, Loader, Paper, SimpleGrid, Stack, Text, Title } from "@mantine/core";
import { useQuery } from "@tanstack/react-query";
import { JOIN_MSG } from "@waroeng/domain";
import { useEffect, useMemo } from "react";
import { type DeviceSetup, fetchDeviceSetup } from "../../api/deviceSetup.ts";
import { queryKeys } from "../../api/queryKeys.ts";
import { BrandMonogram } from "../../components/BrandMonogram.tsx";
import { CaFingerprint } from "../../components/device/CaFingerprint.tsx";
import { LanguageSwitch } from "../../components/LanguageSwitch.tsx";
import { PageLoader } from "../../components/PageLoader.tsx";
import { QrCode } from "../../components/QrCode.tsx";
import { platformOf, trustedTarget } from "./deviceSetup.ts";
import { InstallSteps } from "./InstallSteps.tsx";
import { useHttpsTrust } from "./useHttpsTrust.ts";

/** The HTTPS address as a QR code (for another phone) with its text and the open button. */
function AddressCard({ httpsUrl }: { httpsUrl: string }) {
  return (
    <Paper withBorder radius="lg" p="lg" data-testid="setup-address">
      <Stack gap="sm" align="center">
        <Text fw={700} fz="lg">
          {JOIN_MSG.ADDRESS_TITLE}
        </Text>
        <QrCode text={httpsUrl} size={200} alt={JOIN_MSG.qrOf(httpsUrl)} testId="setup-address-qr" />
        <Text ff="monospace" fz="md" ta="center" style={{ wordBreak: "break-all" }} data-testid="setup-address-text">
          {httpsUrl}
        </Text>
        <Text fz="sm" c="dimmed" ta="center">
          {JOIN_MSG.ADDRESS_HINT}
        </Text>
        <Button component="a" href={`${httpsUrl}/login`} size="lg" fullWidth data-testid="setup-open-app">
          {JOIN_MSG.OPEN_APP}
        </Button>
      </Stack>
    </Paper>
  );
}

/** The trust check's result: checking, ready (moving on), or not yet (with "Periksa lagi"). */
function TrustStatus({ setup }: { setup: DeviceSetup & { https_url: string } }) {
  const { state, recheck } = useHttpsTrust(setup.https_url);
  const target = trustedTarget(setup.https_url, window.location.origin);
  useEffect(() => {
    if (state === "trusted" && target) {
      window.location.replace(target);
    }
  }, [state, target]);
  if (state === "checking") {
    return (
      <Group gap="sm" data-testid="trust-state" data-state="checking">
        <Loader size="sm" />
        <Text>{JOIN_MSG.CHECKING}</Text>
      </Group>
    );
  }
  if (state === "trusted") {
    return (
      <Alert color="green" variant="light" title={JOIN_MSG.TRUSTED_TITLE} data-testid="trust-state" data-state="trusted">
        {target ? JOIN_MSG.TRUSTED_REDIRECT : null}
      </Alert>
    );
  }
  return (
    <Alert color="orange" variant="light" data-testid="trust-state" data-state="untrusted">
      <Stack gap="xs" align="flex-start">
        <Text fz="md">{JOIN_MSG.NOT_TRUSTED_YET}</Text>
        <Button variant="white" color="orange" onClick={recheck} data-testid="trust-recheck">
          {JOIN_MSG.CHECK_AGAIN}
        </Button>
      </Stack>
    </Alert>
  );
}

function Body({ setup }: { setup: DeviceSetup }) {
  const platform = useMemo(() => platformOf(navigator.userAgent, navigator.maxTouchPoints), []);
  const httpsUrl = setup.https_enabled ? setup.https_url : null;
  if (!httpsUrl) {
    return (
      <Alert color="gray" variant="light" title={JOIN_MSG.HTTPS_OFF_TITLE} data-testid="setup-https-off">
        <Stack gap="md" align="flex-start">
          <Text fz="md">{JOIN_MSG.HTTPS_OFF}</Text>
          <Button component="a" href="/login" data-testid="setup-open-app">
            {JOIN_MSG.OPEN_APP}
          </Button>
        </Stack>
      </Alert>
    );
  }
  if (setup.own_cert || !setup.ca_fingerprint_sha256) {
    return (
      <Stack gap="lg">
        <Alert color="green" variant="light" title={JOIN_MSG.OWN_CERT_TITLE} data-testid="setup-own-cert">
          {JOIN_MSG.OWN_CERT}
        </Alert>
        <AddressCard httpsUrl={httpsUrl} />
      </Stack>
    );
  }
  return (
    <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
      <Stack gap="lg">
        <TrustStatus setup={{ ...setup, https_url: httpsUrl }} />
        <Paper withBorder radius="lg" p="lg">
          <InstallSteps platform={platform} />
        </Paper>
      </Stack>
      <Stack gap="lg">
        <Paper withBorder radius="lg" p="lg">
          <CaFingerprint fingerprint={setup.ca_fingerprint_sha256} />
        </Paper>
        <AddressCard httpsUrl={httpsUrl} />
      </Stack>
    </SimpleGrid>
  );
}

export function DeviceSetupPage() {
  const setup = useQuery({ queryKey: queryKeys.deviceSetup, queryFn: fetchDeviceSetup, retry: 1 });
  // The intro speaks of installing: not said where there is nothing to install.
  const installs = !setup.data || (setup.data.https_enabled && !setup.data.own_cert && setup.data.ca_fingerprint_sha256 !== null);
  return (
    <Box mih="100vh" px="md" py="lg" style={{ background: "linear-gradient(180deg, #fff4e6 0%, #fbf7f2 320px)" }}>
      <Stack maw={960} mx="auto" gap="lg" data-testid="device-setup">
        <Group justify="space-between" wrap="nowrap">
          <Group gap="sm" wrap="nowrap">
            <BrandMonogram size={40} />
            <Text fw={800} fz="lg">
              Waroeng POS
            </Text>
          </Group>
          <LanguageSwitch deviceOnly />
        </Group>
        <Stack gap={4}>
          <Title order={1} fz={{ base: 26, sm: 32 }}>
            {JOIN_MSG.PAGE_TITLE}
          </Title>
          {installs && (
            <Text fz="md" c="dark.4" maw={640}>
              {JOIN_MSG.PAGE_INTRO}
            </Text>
          )}
        </Stack>
        {setup.isPending ? (
          <PageLoader />
        ) : setup.isError ? (
          <Alert color="red" variant="light" data-testid="setup-load-failed">
            {JOIN_MSG.LOAD_FAILED}
          </Alert>
        ) : (
          <Body setup={setup.data} />
        )}
      </Stack>
    </Box>
  );
}
