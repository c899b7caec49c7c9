/**
 * Layout of the staff and kitchen area (spec 01 §2 "Staff dashboard"): a dark header with the live
 * clock and the staff menu, and the staff nav on the left; on a phone the nav folds into a burger.
 */
import { AppShell, Burger } from "@mantine/core";
import { useDisclosure } from "@mantine/hooks";
import { A11Y_MSG } from "@waroeng/domain";
import { Outlet } from "react-router";
import { OfflineBanner } from "./OfflineBanner.tsx";
import { StaffHeaderContent } from "./StaffHeader.tsx";
import { StaffNavLinks } from "./staff-nav/StaffNavLinks.tsx";
import classes from "./staff-nav/staffNav.module.css";

export function StaffLayout() {
  const [opened, { toggle, close }] = useDisclosure(false);
  return (
    <AppShell
      header={{ height: 68 }}
      navbar={{ width: 216, breakpoint: "sm", collapsed: { mobile: !opened } }}
      padding="md"
      data-testid="staff-layout"
    >
      <AppShell.Header className={classes.header}>
        <StaffHeaderContent
          leading={
            <Burger
              opened={opened}
              onClick={toggle}
              hiddenFrom="sm"
              size="md"
              color="white"
              aria-label={A11Y_MSG.OPEN_NAV}
              data-testid="staff-burger"
            />
          }
        />
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
