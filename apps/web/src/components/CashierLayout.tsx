/**
 * The cashier area (foundations §2 Cashier top navigation, §4 cash session, §6 roles): a compact
 * top bar (drawer on phones) with the live clock and the user menu; checks the cash session on entry.
 */
import { AppShell, Box, Burger, Group, Text } from "@mantine/core";
import { useDisclosure, useMediaQuery } from "@mantine/hooks";
import { A11Y_MSG, can, homeFor } from "@waroeng/domain";
import { lazy } from "react";
import { Outlet, useNavigate } from "react-router";
import { useCurrentUser } from "../hooks/useCurrentUser.ts";
import { useOnlineBell } from "../hooks/useOnlineBell.ts";
import { session } from "../lib/session.ts";
import { BrandMonogram } from "./BrandMonogram.tsx";
import { NavBar } from "./cashier-nav/NavBar.tsx";
import { NavClock } from "./cashier-nav/NavClock.tsx";
import { navEntriesFor, userMenuFor } from "./cashier-nav/navModel.ts";
import { UserMenu } from "./cashier-nav/UserMenu.tsx";
import { useCashSessionCheck } from "./cashier-nav/useCashSessionCheck.ts";
import { DeviceStatus } from "./device/DeviceStatus.tsx";
import { MountWhenOpened } from "./MountWhenOpened.tsx";
import { OfflineBanner } from "./OfflineBanner.tsx";

/** The phones' navigation drawer: its chunk (and Mantine's Drawer) loads on the first tap on the burger. */
const NavDrawer = lazy(async () => ({ default: (await import("./cashier-nav/NavDrawer.tsx")).NavDrawer }));

export function CashierLayout() {
  const user = useCurrentUser();
  const role = user.data?.role ?? session.role();
  const [drawer, { toggle, close }] = useDisclosure(false);
  const phone = useMediaQuery("(max-width: 62em)") ?? false;
  const navigate = useNavigate();
  useCashSessionCheck(role);
  useOnlineBell(role);
  const entries = navEntriesFor(role);

  return (
    <AppShell header={{ height: 60 }} padding={0}>
      <AppShell.Header px="sm" style={{ borderBottom: "1px solid var(--mantine-color-orange-2)" }}>
        <Group h="100%" justify="space-between" wrap="nowrap" gap="xs">
          <Group gap="xs" wrap="nowrap">
            <Burger opened={drawer} onClick={toggle} hiddenFrom="md" size="sm" aria-label={A11Y_MSG.MENU} data-testid="nav-burger" />
            <Box
              component="button"
              type="button"
              onClick={() => navigate(can(role, "order.take") ? "/dashboard" : homeFor(role))}
              style={{ border: 0, background: "none", cursor: "pointer", padding: 0, minHeight: 44, minWidth: 44 }}
              aria-label="Waroeng POS"
            >
              <Group gap={6} wrap="nowrap">
                <BrandMonogram size={30} />
                <Text fw={800} fz="md" c="dark.7" visibleFrom="lg" style={{ whiteSpace: "nowrap" }}>
                  Waroeng POS
                </Text>
              </Group>
            </Box>
            <Box visibleFrom="md" ml="xs">
              <NavBar entries={entries} />
            </Box>
          </Group>
          <Group gap={4} wrap="nowrap">
            <DeviceStatus />
            <NavClock />
            <UserMenu items={userMenuFor(role)} compact={phone} />
          </Group>
        </Group>
      </AppShell.Header>
      <MountWhenOpened opened={drawer}>
        <NavDrawer opened={drawer} onClose={close} entries={entries} />
      </MountWhenOpened>
      <AppShell.Main>
        <OfflineBanner />
        <Outlet />
      </AppShell.Main>
    </AppShell>
  );
}
