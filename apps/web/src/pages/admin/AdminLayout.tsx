/**
 * The back office's own layout (`/admin`, roles of `admin.manage`): a header with the
 * title, the user's name and Log Out, and the section list of `sections.ts` on the left (on a phone
 * behind a burger, closed once a section is chosen).
 */
import { AppShell, Burger, Button, Group, NavLink, Text, Title } from "@mantine/core";
import { useDisclosure } from "@mantine/hooks";
import { A11Y_MSG, ADMIN_MSG, can, WEB_MSG } from "@waroeng/domain";
import { Link, Outlet, useLocation } from "react-router";
import { useSignOut } from "../../hooks/useSignOut.ts";
import { session } from "../../lib/session.ts";
import { ADMIN_SECTIONS } from "./sections.ts";

export function AdminLayout() {
  const { pathname } = useLocation();
  const role = session.role();
  const signOut = useSignOut();
  const [opened, { toggle, close }] = useDisclosure(false);
  return (
    <AppShell
      header={{ height: 60 }}
      navbar={{ width: 220, breakpoint: "sm", collapsed: { mobile: !opened } }}
      padding="md"
      data-testid="admin-layout"
    >
      <AppShell.Header>
        <Group h="100%" px="md" justify="space-between" wrap="nowrap" gap="xs">
          <Group gap="xs" wrap="nowrap" miw={0}>
            <Burger opened={opened} onClick={toggle} hiddenFrom="sm" size="sm" aria-label={A11Y_MSG.MENU} data-testid="admin-burger" />
            <Title order={3} fz={{ base: "md", sm: "h3" }} lineClamp={1}>
              {ADMIN_MSG.ADMIN_TITLE}
            </Title>
          </Group>
          <Group gap="xs" wrap="nowrap">
            {can(role, "order.take") && (
              <Button variant="subtle" px={8} component={Link} to="/dashboard" data-testid="admin-to-cashier">
                {ADMIN_MSG.BACK_TO_CASHIER}
              </Button>
            )}
            <Text fw={600} visibleFrom="sm" data-testid="admin-user-name">
              {session.userName()}
            </Text>
            <Button variant="light" color="red" px={10} onClick={() => void signOut()} data-testid="admin-logout">
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
            active={pathname.startsWith(`/admin/${s.path}`)}
            onClick={close}
            data-testid={s.testId}
            h={44}
          />
        ))}
      </AppShell.Navbar>
      <AppShell.Main>
        <Outlet />
      </AppShell.Main>
    </AppShell>
  );
}
