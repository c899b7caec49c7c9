import { Divider, Drawer, NavLink, Stack, Text } from "@mantine/core";
import { SCREEN_MSG } from "@waroeng/domain";
import { useOpenLeaf } from "./NavBar.tsx";
import type { NavEntry, NavLeaf } from "./navModel.ts";
import { useNavPath } from "./useNavPath.ts";

interface NavDrawerProps {
  opened: boolean;
  onClose: () => void;
  entries: NavEntry[];
}

/** The nav entries as a drawer list (phones). */
export function NavDrawer({ opened, onClose, entries }: NavDrawerProps) {
  const open = useOpenLeaf();
  const pathname = useNavPath();
  const leafLink = (leaf: NavLeaf) => (
    <NavLink
      key={leaf.testId}
      label={leaf.label}
      h={48}
      active={Boolean(leaf.activeOn?.test(pathname))}
      data-testid={`drawer-${leaf.testId}`}
      onClick={() => {
        onClose();
        open(leaf);
      }}
    />
  );
  return (
    <Drawer opened={opened} onClose={onClose} title={SCREEN_MSG.MENU} size="xs">
      <Stack gap={0}>
        {entries.map((entry) =>
          entry.kind === "leaf" ? (
            leafLink(entry)
          ) : (
            <div key={entry.testId}>
              <Divider my={6} />
              <Text fz="xs" c="dimmed" fw={700} tt="uppercase" px="sm" py={4}>
                {entry.label}
              </Text>
              {entry.items.map(leafLink)}
            </div>
          ),
        )}
      </Stack>
    </Drawer>
  );
}
