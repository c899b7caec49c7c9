import { NavLink, ScrollArea } from "@mantine/core";
import { WEB_MSG } from "@waroeng/domain";
import { Link, useLocation } from "react-router";
import { useRole } from "../../hooks/useRole.ts";
import { isActive, notifyUnavailable, type StaffNavItem, staffNavFor } from "./navItems.ts";
import { ProductionNavItem } from "./ProductionNavItem.tsx";
import classes from "./staffNav.module.css";

/** The staff nav links; `onNavigate` closes the burger drawer on a phone. */
export function StaffNavLinks({ onNavigate }: { onNavigate: () => void }) {
  const { pathname, search } = useLocation();
  const items = staffNavFor(useRole());
  return (
    <ScrollArea type="auto" h="100%" p="sm" component="nav" aria-label={WEB_MSG.STAFF_NAV}>
      {items.map((item) => (
        <NavItem key={item.label} item={item} pathname={pathname} search={search} onNavigate={onNavigate} />
      ))}
    </ScrollArea>
  );
}

function NavItem({ item, pathname, search, onNavigate }: { item: StaffNavItem; pathname: string; search: string; onNavigate: () => void }) {
  const active = isActive(item, pathname, search);
  if (item.testId === "nav-produksi") {
    return <ProductionNavItem item={item} active={active} onNavigate={onNavigate} />;
  }
  if (item.children) {
    return (
      <NavLink
        label={item.label}
        data-testid={item.testId}
        active={active}
        defaultOpened
        classNames={{ root: classes.parent, label: classes.linkLabel, chevron: classes.chevron }}
        childrenOffset={12}
      >
        {item.children.map((child) => (
          <NavItem key={child.label} item={child} pathname={pathname} search={search} onNavigate={onNavigate} />
        ))}
      </NavLink>
    );
  }
  const className = item.testId.startsWith("nav-hal-tata-") ? classes.child : classes.link;
  if (item.to) {
    return (
      <NavLink
        component={Link}
        to={item.to}
        label={item.label}
        data-testid={item.testId}
        active={active}
        onClick={onNavigate}
        classNames={{ root: className, label: className === classes.link ? classes.linkLabel : undefined }}
      />
    );
  }
  return (
    <NavLink
      component="button"
      type="button"
      label={item.label}
      data-testid={item.testId}
      onClick={notifyUnavailable}
      classNames={{ root: classes.link, label: classes.linkLabel }}
    />
  );
}
