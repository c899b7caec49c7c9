/**
 * The head office's shell (`ROLE=hq`): a header (brand, the account's name and role, language,
 * sign-out) and the navigation of `nav.ts` (a side bar on a wide screen, a burger menu on a phone),
 * around the page. Without a head-office session it sends the user to /hq/login.
 */
import { AppShell, Burger, Button, Group, Loader, Menu, NavLink, Text } from "@mantine/core";
import { useDisclosure } from "@mantine/hooks";
import { useQueryClient } from "@tanstack/react-query";
import { canHq, HQ_MSG, LOCALE_NAMES, LOCALES } from "@waroeng/domain";
import { Navigate, Outlet, NavLink as RouterLink, useLocation, useNavigate } from "react-router";
import { HQ_LOGIN_PATH, hqApi } from "../../api/hq.ts";
import { applyLanguage, useAppLocale } from "../../lib/i18n.ts";
import { HQ_NAV } from "./nav.ts";
import { hqRoleName } from "./roleName.ts";
import { useHqMe } from "./useHqMe.ts";

export function HqLayout() {
  const me = useHqMe();
  const [opened, { toggle, close }] = useDisclosure(false);
  const location = useLocation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const locale = useAppLocale();
  if (me.isPending) {
    return <Loader m="xl" />;
  }
  if (me.isError || !me.data) {
    return <Navigate to={HQ_LOGIN_PATH} replace />;
  }
  const user = me.data;
  const signOut = async () => {
    await hqApi.logout().catch(() => undefined);
    queryClient.clear();
    navigate(HQ_LOGIN_PATH, { replace: true });
  };
  return (
    <AppShell header={{ height: 60 }} navbar={{ width: 220, breakpoint: "sm", collapsed: { mobile: !opened } }} padding="md" key={locale}>
      <AppShell.Header>
        <Group h="100%" px="md" justify="space-between" wrap="nowrap">
          <Group gap="sm" wrap="nowrap">
            <Burger opened={opened} onClick={toggle} hiddenFrom="sm" size="sm" aria-label={HQ_MSG.MENU} data-testid="hq-burger" />
            <Text fw={800} fz="lg" c="orange.9">
              {HQ_MSG.BRAND}
            </Text>
          </Group>
          <Menu position="bottom-end" withinPortal>
            <Menu.Target>
              <Button variant="subtle" data-testid="hq-user-menu" maw={220}>
                <Text truncate fz="sm" fw={600}>
                  {user.name}
                </Text>
              </Button>
            </Menu.Target>
            <Menu.Dropdown>
              <Menu.Label>{hqRoleName(user.role)}</Menu.Label>
              {LOCALES.map((l) => (
                <Menu.Item
                  key={l}
                  h={42}
                  onClick={() => applyLanguage(l)}
                  fw={l === locale ? 700 : undefined}
                  data-testid={`hq-language-${l}`}
                >
                  {LOCALE_NAMES[l]}
                </Menu.Item>
              ))}
              <Menu.Divider />
              <Menu.Item h={42} color="red" onClick={signOut} data-testid="hq-sign-out">
                {HQ_MSG.SIGN_OUT}
              </Menu.Item>
            </Menu.Dropdown>
          </Menu>
        </Group>
      </AppShell.Header>
      <AppShell.Navbar p="xs" data-testid="hq-nav">
        {HQ_NAV.filter((item) => canHq(user.role, item.action)).map((item) => (
          <NavLink
            key={item.path}
            component={RouterLink}
            to={item.path}
            label={item.label()}
            active={location.pathname.startsWith(item.path)}
            onClick={close}
            h={44}
            fw={600}
            data-testid={item.testId}
          />
        ))}
      </AppShell.Navbar>
      <AppShell.Main>
        <Outlet />
      </AppShell.Main>
    </AppShell>
  );
}
