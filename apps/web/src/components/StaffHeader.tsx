/**
 * The staff area's dark header bar (spec 01 §2 "Staff dashboard"): brand and version on the left
 * (after `leading`, the nav's burger in StaffLayout), the device status, live clock and the staff
 * user menu (Modal, Ganti Shift, Bantuan, language, Log Out) on the right. Shared by StaffLayout
 * and the full-page screens outside it (Saldo Awal), so every staff screen can log out and switch
 * language the same way.
 */
import { Group, Text } from "@mantine/core";
import { SCREEN_MSG } from "@waroeng/domain";
import type { ReactNode } from "react";
import { useVersionLabel } from "../hooks/useVersionLabel.ts";
import { DeviceStatus } from "./device/DeviceStatus.tsx";
import { LiveClock } from "./staff-nav/LiveClock.tsx";
import { StaffUserMenu } from "./staff-nav/StaffUserMenu.tsx";
import classes from "./staff-nav/staffNav.module.css";

/** The header's content, filling its bar (68 px tall in StaffLayout); `leading` goes before the brand. */
export function StaffHeaderContent({ leading }: { leading?: ReactNode }) {
  const versionLabel = useVersionLabel();
  return (
    <Group h="100%" px="md" justify="space-between" wrap="nowrap" data-testid="staff-header">
      <Group gap="sm" wrap="nowrap">
        {leading}
        <div>
          {/* Hidden on a phone: the burger, the device's name, the clock and the user menu need the width (long English/Malay names). */}
          <Text fw={900} c="orange.5" lh={1.1} className={classes.brand} visibleFrom="xs">
            Waroeng POS
          </Text>
          <Text fz="xs" c="gray.5" visibleFrom="sm">
            {SCREEN_MSG.staffVersion(versionLabel)}
          </Text>
        </div>
      </Group>
      <Group gap="sm" wrap="nowrap">
        <DeviceStatus dark />
        <LiveClock />
        <StaffUserMenu />
      </Group>
    </Group>
  );
}

/** A standalone header bar (a page outside StaffLayout): the same look, 68 px tall. */
export function StaffHeader() {
  return (
    <header className={classes.header} style={{ height: 68 }}>
      <StaffHeaderContent />
    </header>
  );
}
