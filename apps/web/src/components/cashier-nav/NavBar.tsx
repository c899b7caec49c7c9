import { Badge, Button, Group, Menu } from "@mantine/core";
import { useNavigate } from "react-router";
import { useOnlineCount } from "../../hooks/useOnlineBell.ts";
import { notAvailable } from "./dialogs.tsx";
import type { NavEntry, NavLeaf } from "./navModel.ts";
import { useNavPath } from "./useNavPath.ts";

/** Opens a leaf: its route, or the "not available" notice. */
export function useOpenLeaf(): (leaf: NavLeaf) => void {
  const navigate = useNavigate();
  return (leaf) => {
    if (leaf.dialog === "transactionSearch") {
      // Its own chunk (the date picker among it): loaded on the first tap, not with every cashier screen.
      void import("../search/TransactionSearch.tsx").then(({ openTransactionSearch }) => openTransactionSearch((to) => navigate(to)));
    } else if (leaf.dialog === "openDrawer") {
      // Its own chunk too (the reason picker among it).
      void import("./OpenDrawerDialog.tsx").then(({ openDrawerDialog }) => openDrawerDialog());
    } else if (leaf.to) {
      navigate(leaf.to);
    } else {
      notAvailable();
    }
  };
}

function Caret() {
  return (
    <svg width="10" height="10" viewBox="0 0 10 10" aria-hidden="true">
      <path d="M1 3l4 4 4-4" stroke="currentColor" strokeWidth="1.6" fill="none" strokeLinecap="round" />
    </svg>
  );
}

/** The count of new QR orders on Online Order, hidden at 0. */
function OnlineBadge({ count }: { count: number }) {
  return (
    <Badge size="sm" color="red" circle data-testid="nav-online-order-badge">
      {count}
    </Badge>
  );
}

/** The nav entries as a compact bar (tablet and wider). */
export function NavBar({ entries }: { entries: NavEntry[] }) {
  const open = useOpenLeaf();
  const pathname = useNavPath();
  const onlineCount = useOnlineCount();
  const isActive = (leaf: NavLeaf) => Boolean(leaf.activeOn?.test(pathname));
  return (
    <Group gap={4} wrap="nowrap">
      {entries.map((entry) =>
        entry.kind === "leaf" ? (
          <Button
            key={entry.testId}
            variant={isActive(entry) ? "light" : "subtle"}
            color={isActive(entry) ? "orange" : "dark"}
            h={44}
            px="sm"
            fz="sm"
            data-testid={entry.testId}
            onClick={() => open(entry)}
            {...(entry.testId === "nav-online-order" && onlineCount > 0 ? { rightSection: <OnlineBadge count={onlineCount} /> } : {})}
          >
            {entry.label}
          </Button>
        ) : (
          <Menu key={entry.testId} shadow="md" position="bottom-start" width={200}>
            <Menu.Target>
              <Button
                variant={entry.items.some(isActive) ? "light" : "subtle"}
                color={entry.items.some(isActive) ? "orange" : "dark"}
                h={44}
                px="sm"
                fz="sm"
                rightSection={<Caret />}
                data-testid={entry.testId}
              >
                {entry.label}
              </Button>
            </Menu.Target>
            <Menu.Dropdown>
              {entry.items.map((item) => (
                <Menu.Item key={item.testId} h={44} data-testid={item.testId} onClick={() => open(item)}>
                  {item.label}
                </Menu.Item>
              ))}
            </Menu.Dropdown>
          </Menu>
        ),
      )}
    </Group>
  );
}
