/**
 * The back office's own layout (`/admin`, roles of `admin.manage`): a header with the
 * title, the user's name and Log Out, and the section list of `sections.ts` on the left.
 */
import { AppShell, Button, Group, NavLink, Text, Title } from "@mantine/core";
import { ADMIN_MSG, can, WEB_MSG } from "@waroeng/domain";
import { Link, Outlet, useLocation } from "react-router";
import { useSignOut } from "../../hooks/useSignOut.ts";
import { session } from "../../lib/session.ts";
import { ADMIN_SECTIONS } from "./sections.ts";

export function AdminLayout() {
  const { pathname } = useLocation();
  const role = session.role();
  const signOut = useSignOut();
  return (
    <AppShell header={{ height: 60 }} navbar={{ width: 220, breakpoint: "sm" }} padding="md" data-testid="admin-layout">
      <AppShell.Header>
        <Group h="100%" px="md" justify="space-between" wrap="nowrap">
          <Title order={3}>{ADMIN_MSG.ADMIN_TITLE}</Title>
          <Group gap="sm" wrap="nowrap">
            {can(role, "order.take") && (
              <Button variant="subtle" component={Link} to="/dashboard" data-testid="admin-to-cashier">
                {ADMIN_MSG.BACK_TO_CASHIER}
              </Button>
            )}
            <Text fw={600} data-testid="admin-user-name">
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
