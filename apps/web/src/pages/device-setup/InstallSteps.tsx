/**
 * The certificate's install steps, one tab per phone (Android with Chrome; iPhone/iPad with a
 * profile), the tab of this device's platform open first. Each tab starts with its download
 * button: the same `/ca.crt` (an iPhone installs it as a profile).
 */
import { Button, List, Stack, Tabs, Text, ThemeIcon } from "@mantine/core";
import { JOIN_MSG } from "@waroeng/domain";
import { useState } from "react";
import type { Platform } from "./deviceSetup.ts";

/** The CA download (PEM), served on plain HTTP to any device. */
const CA_URL = "/ca.crt";

function Steps({ steps, testId }: { steps: readonly string[]; testId: string }) {
  return (
    <List type="ordered" spacing="sm" data-testid={testId} styles={{ itemWrapper: { alignItems: "flex-start" } }}>
      {steps.map((step, i) => (
        <List.Item
          key={step}
          icon={
            <ThemeIcon radius="xl" size={28} color="orange" variant="light" fw={700}>
              {i + 1}
            </ThemeIcon>
          }
        >
          <Text fz="md" lh={1.5}>
            {step}
          </Text>
        </List.Item>
      ))}
    </List>
  );
}

/** `platform`: the tab open first (deviceSetup.ts `platformOf`). */
export function InstallSteps({ platform }: { platform: Platform }) {
  const [tab, setTab] = useState<string | null>(platform);
  return (
    <Tabs value={tab} onChange={setTab} variant="pills" radius="md" data-testid="install-tabs" data-platform={platform}>
      <Tabs.List grow mb="md">
        <Tabs.Tab value="android" data-testid="tab-android" h={44} fz="md">
          {JOIN_MSG.TAB_ANDROID}
        </Tabs.Tab>
        <Tabs.Tab value="ios" data-testid="tab-ios" h={44} fz="md">
          {JOIN_MSG.TAB_IPHONE}
        </Tabs.Tab>
      </Tabs.List>
      <Tabs.Panel value="android">
        <Stack gap="md">
          <Button component="a" href={CA_URL} download="waroeng-ca.crt" size="lg" fullWidth data-testid="download-ca-android">
            {JOIN_MSG.DOWNLOAD_CERT}
          </Button>
          <Steps steps={JOIN_MSG.ANDROID_STEPS} testId="steps-android" />
        </Stack>
      </Tabs.Panel>
      <Tabs.Panel value="ios">
        <Stack gap="md">
          <Button component="a" href={CA_URL} size="lg" fullWidth data-testid="download-ca-ios">
            {JOIN_MSG.DOWNLOAD_PROFILE}
          </Button>
          <Steps steps={JOIN_MSG.IPHONE_STEPS} testId="steps-ios" />
        </Stack>
      </Tabs.Panel>
    </Tabs>
  );
}
