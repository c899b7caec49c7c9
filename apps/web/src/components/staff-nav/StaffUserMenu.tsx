import { Avatar, Group, Menu, Text, UnstyledButton } from "@mantine/core";
import { SCREEN_MSG, WEB_MSG } from "@waroeng/domain";
import { useNavigate } from "react-router";
import { useSignOut } from "../../hooks/useSignOut.ts";
import { session } from "../../lib/session.ts";
import { LanguageMenuItems } from "../LanguageSwitch.tsx";
import classes from "./staffNav.module.css";

/** The staff menu of spec 01 §2: Modal, Ganti Shift, Bantuan, the language, Log Out. */
export function StaffUserMenu() {
  const navigate = useNavigate();
  const name = session.userName();

  const logout = useSignOut();

  return (
    <Menu position="bottom-end" width={220} shadow="lg">
      <Menu.Target>
        <UnstyledButton className={classes.userButton} data-testid="staff-user-menu" aria-label={WEB_MSG.USER_MENU}>
          <Group gap="xs" wrap="nowrap">
            <Avatar color="orange" variant="filled" radius="xl" size={40}>
              {name.slice(0, 1).toUpperCase() || "?"}
            </Avatar>
            <Text fw={700} c="white" visibleFrom="md" maw={140} truncate>
              {name}
            </Text>
          </Group>
        </UnstyledButton>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Item fz="md" h={48} data-testid="staff-menu-modal" onClick={() => navigate("/modal")}>
          {SCREEN_MSG.MODAL}
        </Menu.Item>
        <Menu.Item fz="md" h={48} data-testid="staff-menu-ganti-shift" onClick={() => navigate("/change-shift")}>
          {SCREEN_MSG.CHANGE_SHIFT}
        </Menu.Item>
        <Menu.Item fz="md" h={48} data-testid="staff-menu-bantuan" onClick={() => navigate("/bantuan")}>
          {SCREEN_MSG.HELP}
        </Menu.Item>
        <Menu.Divider />
        <LanguageMenuItems />
        <Menu.Divider />
        <Menu.Item fz="md" h={48} color="red" data-testid="staff-menu-logout" onClick={() => void logout()}>
          {WEB_MSG.LOG_OUT}
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
