/**
 * The back office's own layout (`/admin`, roles of `admin.manage`): a header with the
 * title, the user's name and Log Out, and the section list of `sections.ts` on the left, which ends
 * with Tambah Perangkat (a dialog: how a new phone or tablet joins); on a phone the list folds into a
 * burger (as the staff nav) and the user's name gives way.
 */
import { AppShell, Burger, Button, Divider, Group, NavLink, Text, Title } from "@mantine/core";
import { useDisclosure } from "@mantine/hooks";
import { A11Y_MSG, ADMIN_MSG, can, JOIN_MSG, WEB_MSG } from "@waroeng/domain";
import { lazy, Suspense, useState } from "react";
import { Link, Outlet, useLocation } from "react-router";
import { useSignOut } from "../../hooks/useSignOut.ts";
import { session } from "../../lib/session.ts";
import { ADMIN_SECTIONS, sectionActive } from "./sections.ts";

/** Tambah Perangkat: its QR drawing loads when first opened. */
const AddDeviceModal = lazy(async () => ({ default: (await import("../../components/device/AddDeviceModal.tsx")).AddDeviceModal }));

export function AdminLayout() {
  const { pathname } = useLocation();
  const role = session.role();
  const signOut = useSignOut();
  const [opened, { toggle, close }] = useDisclosure(false);
  const [addDevice, setAddDevice] = useState(false);
  return (
    <AppShell
      header={{ height: 60 }}
      navbar={{ width: 220, breakpoint: "sm", collapsed: { mobile: !opened } }}
      padding="md"
      data-testid="admin-layout"
    >
      <AppShell.Header>
        <Group h="100%" px="md" justify="space-between" wrap="nowrap">
          <Group gap="xs" wrap="nowrap">
            <Burger opened={opened} onClick={toggle} hiddenFrom="sm" size="md" aria-label={A11Y_MSG.OPEN_NAV} data-testid="admin-burger" />
            <Title order={3} fz={{ base: "lg", sm: "xl" }} lineClamp={1}>
              {ADMIN_MSG.ADMIN_TITLE}
            </Title>
          </Group>
          <Group gap="sm" wrap="nowrap">
            {can(role, "order.take") && (
              <Button variant="subtle" component={Link} to="/dashboard" data-testid="admin-to-cashier">
                {ADMIN_MSG.BACK_TO_CASHIER}
              </Button>
            )}
            <Text fw={600} data-testid="admin-user-name" visibleFrom="sm">
              {session.userName()}
            </Text>
            <Button variant="light" color="red" onClick={() => void signOut()} data-testid="admin-logout">
              {WEB_MSG.LOG_OUT}
            </Button>
          </Group>
        </Group>
      </AppShell.Header>
      <AppShell.Navbar p="xs">
        {ADMIN_SECTIONS.map((s) => (
          <NavLink
            key={s.path}
            component={Link}
            to={`/admin/${s.path}`}
            label={s.label}
            active={sectionActive(pathname, s.path)}
            data-testid={s.testId}
            onClick={close}
            h={44}
          />
        ))}
        <Divider my="xs" />
        <NavLink
          component="button"
          label={JOIN_MSG.ADD_DEVICE}
          onClick={() => {
            close();
            setAddDevice(true);
          }}
          data-testid="admin-add-device"
          h={44}
        />
      </AppShell.Navbar>
      {addDevice && (
        <Suspense fallback={null}>
          <AddDeviceModal onClose={() => setAddDevice(false)} />
        </Suspense>
      )}
      <AppShell.Main>
        <Outlet />
      </AppShell.Main>
    </AppShell>
  );
}
