/**
 * The staff nav's "Produksi" (foundations §2: pick a production screen named `Layar {name}`): a
 * folding item listing the outlet's screens (GET /m-layar-produksi/all, reloaded on `plotting`
 * events), each opening its Layar Produksi; "Semua layar" opens the screen list.
 */

import { NavLink } from "@mantine/core";
import { useQuery } from "@tanstack/react-query";
import { WEB_MSG } from "@waroeng/domain";
import { Link } from "react-router";
import { fetchScreens } from "../../api/production.ts";
import { queryKeys } from "../../api/queryKeys.ts";
import type { StaffNavItem } from "./navItems.ts";
import classes from "./staffNav.module.css";

export function ProductionNavItem({ item, active, onNavigate }: { item: StaffNavItem; active: boolean; onNavigate: () => void }) {
  const screens = useQuery({ queryKey: queryKeys.production.screens, queryFn: fetchScreens, staleTime: 60_000 });
  return (
    <NavLink
      label={item.label}
      data-testid={item.testId}
      active={active}
      defaultOpened={active}
      classNames={{ root: classes.parent, label: classes.linkLabel, chevron: classes.chevron }}
      childrenOffset={12}
    >
      {(screens.data ?? []).map((s) => (
        <NavLink
          key={s.id}
          component={Link}
          to={`/layar-produksi/${s.id}`}
          label={`Layar ${s.layar_name}`}
          onClick={onNavigate}
          data-testid="nav-produksi-screen"
          classNames={{ root: classes.child }}
        />
      ))}
      <NavLink
        component={Link}
        to="/layar-produksi"
        label={WEB_MSG.ALL_SCREENS}
        onClick={onNavigate}
        classNames={{ root: classes.child }}
      />
    </NavLink>
  );
}
