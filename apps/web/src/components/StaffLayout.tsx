/**
 * Layout of the staff and kitchen area (spec 01 §2 "Staff dashboard"): a dark header with the live
 * clock and the staff menu, and the staff nav on the left; on a phone the nav folds into a burger.
 */
import { AppShell, Burger, Group, Text } from "@mantine/core";
import { useDisclosure } from "@mantine/hooks";
import { A11Y_MSG, SCREEN_MSG } from "@waroeng/domain";
import { Outlet } from "react-router";
import { useVersionLabel } from "../hooks/useVersionLabel.ts";
import { DeviceStatus } from "./device/DeviceStatus.tsx";
import { OfflineBanner } from "./OfflineBanner.tsx";
import { LiveClock } from "./staff-nav/LiveClock.tsx";
import { StaffNavLinks } from "./staff-nav/StaffNavLinks.tsx";
import { StaffUserMenu } from "./staff-nav/StaffUserMenu.tsx";
import classes from "./staff-nav/staffNav.module.css";

export function StaffLayout() {
  const versionLabel = useVersionLabel();
  const [opened, { toggle, close }] = useDisclosure(false);
  return (
    <AppShell
      header={{ height: 68 }}
      navbar={{ width: 216, breakpoint: "sm", collapsed: { mobile: !opened } }}
      padding="md"
      data-testid="staff-layout"
    >
      <AppShell.Header className={classes.header}>
        <Group h="100%" px="md" justify="space-between" wrap="nowrap">
          <Group gap="sm" wrap="nowrap">
            <Burger
              opened={opened}
              onClick={toggle}
              hiddenFrom="sm"
              size="md"
              color="white"
              aria-label={A11Y_MSG.OPEN_NAV}
              data-testid="staff-burger"
            />
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
      </AppShell.Header>
      <AppShell.Navbar className={classes.navbar} data-testid="staff-nav">
        <StaffNavLinks onNavigate={close} />
      </AppShell.Navbar>
      <AppShell.Main>
        <OfflineBanner />
        <Outlet />
      </AppShell.Main>
    </AppShell>
  );
}
