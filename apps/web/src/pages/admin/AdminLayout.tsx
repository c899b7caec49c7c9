/**
 * The back office's own layout (`/admin`, roles of `admin.manage`): a header with the
 * title, the user's name and Log Out, and the section list of `sections.ts` on the left (on a phone,
 * behind a menu button, closed again by choosing a section).
 */
import { AppShell, Burger, Button, Group, NavLink, Text, Title } from "@mantine/core";
import { useDisclosure } from "@mantine/hooks";
import { ADMIN_MSG, can, WEB_MSG } from "@waroeng/domain";
import { Link, Outlet, useLocation } from "react-router";
import { useSignOut } from "../../hooks/useSignOut.ts";
import { session } from "../../lib/session.ts";
import { ADMIN_SECTIONS } from "./sections.ts";

export function AdminLayout() {
  const { pathname } = useLocation();
  const role = session.role();
  const signOut = useSignOut();
  const [menuOpen, menu] = useDisclosure(false);
  return (
    <AppShell
      header={{ height: 60 }}
      navbar={{ width: 220, breakpoint: "sm", collapsed: { mobile: !menuOpen } }}
      padding="md"
      data-testid="admin-layout"
    >
      <AppShell.Header>
        <Group h="100%" px="md" justify="space-between" wrap="nowrap">
          <Group gap="xs" wrap="nowrap">
            <Burger opened={menuOpen} onClick={menu.toggle} hiddenFrom="sm" size="sm" aria-label={ADMIN_MSG.ADMIN_TITLE} />
            <Title order={3} textWrap="nowrap">
              {ADMIN_MSG.ADMIN_TITLE}
            </Title>
          </Group>
          <Group gap="sm" wrap="nowrap">
            {can(role, "order.take") && (
              <Button variant="subtle" component={Link} to="/dashboard" data-testid="admin-to-cashier">
                {ADMIN_MSG.BACK_TO_CASHIER}
              </Button>
            )}
            <Text fw={600} visibleFrom="sm" data-testid="admin-user-name">
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
            active={pathname.startsWith(`/admin/${s.path}`)}
            data-testid={s.testId}
            onClick={menu.close}
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
