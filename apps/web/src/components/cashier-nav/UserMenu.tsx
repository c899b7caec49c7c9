import { Avatar, Group, Menu, Stack, Text, UnstyledButton } from "@mantine/core";
import { WEB_MSG } from "@waroeng/domain";
import { lazy, Suspense, useState } from "react";
import { useOutletInfo } from "../../hooks/useOutlet.ts";
import { useSignOut } from "../../hooks/useSignOut.ts";
import { session } from "../../lib/session.ts";
import { LanguageMenuItems } from "../LanguageSwitch.tsx";
import { useOpenLeaf } from "./NavBar.tsx";
import type { NavLeaf } from "./navModel.ts";
import { useRefreshAction } from "./useRefreshAction.ts";

/** Tambah Perangkat: its QR drawing loads when first opened. */
const AddDeviceModal = lazy(async () => ({ default: (await import("../device/AddDeviceModal.tsx")).AddDeviceModal }));
// The menu's other dialogs load when first opened too: their forms (and zod, dates, number inputs)
// stay out of what every cashier screen downloads.
const RoleSettingModal = lazy(async () => ({ default: (await import("../role-setting/RoleSettingModal.tsx")).RoleSettingModal }));
const PrinterSettingModal = lazy(async () => ({
  default: (await import("../printer-setting/PrinterSettingModal.tsx")).PrinterSettingModal,
}));
const TestWaModal = lazy(async () => ({ default: (await import("../test-wa/TestWaModal.tsx")).TestWaModal }));
const CustomerDisplayModal = lazy(async () => ({
  default: (await import("../customer-display/CustomerDisplayModal.tsx")).CustomerDisplayModal,
}));
const CloseBalanceModal = lazy(async () => ({ default: (await import("../cash-close/CloseBalanceModal.tsx")).CloseBalanceModal }));

/** User menu: stall name (GET /info-waroeng) and user name; its items; Log Out. */
export function UserMenu({ items, compact }: { items: NavLeaf[]; compact: boolean }) {
  const outlet = useOutletInfo();
  const open = useOpenLeaf();
  const name = session.userName();
  const [roleSetting, setRoleSetting] = useState(false);
  const [printerSetting, setPrinterSetting] = useState(false);
  const [testWa, setTestWa] = useState(false);
  const [closeBalance, setCloseBalance] = useState(false);
  const [addDevice, setAddDevice] = useState(false);
  const [customerDisplay, setCustomerDisplay] = useState(false);
  const refresh = useRefreshAction();
  const dialogs: Partial<Record<NonNullable<NavLeaf["dialog"]>, () => void>> = {
    roleSetting: () => setRoleSetting(true),
    printerSetting: () => setPrinterSetting(true),
    testWa: () => setTestWa(true),
    closeBalance: () => setCloseBalance(true),
    addDevice: () => setAddDevice(true),
    customerDisplay: () => setCustomerDisplay(true),
    refresh: () => void refresh(),
  };
  const openDialog = (item: NavLeaf) => {
    const show = item.dialog && dialogs[item.dialog];
    if (show) {
      show();
    } else {
      open(item);
    }
  };

  const signOut = useSignOut();

  return (
    <>
      <Suspense fallback={null}>
        {roleSetting && <RoleSettingModal opened onClose={() => setRoleSetting(false)} />}
        {printerSetting && <PrinterSettingModal opened onClose={() => setPrinterSetting(false)} />}
        {testWa && <TestWaModal opened onClose={() => setTestWa(false)} />}
        {addDevice && <AddDeviceModal onClose={() => setAddDevice(false)} />}
        {customerDisplay && <CustomerDisplayModal opened onClose={() => setCustomerDisplay(false)} />}
        {closeBalance && <CloseBalanceModal opened onClose={() => setCloseBalance(false)} onLoggedOut={() => void signOut()} />}
      </Suspense>
      <Menu shadow="md" position="bottom-end" width={220}>
        <Menu.Target>
          <UnstyledButton data-testid="user-menu" h={44} px={6} style={{ borderRadius: 8 }}>
            <Group gap={8} wrap="nowrap">
              <Avatar color="orange" radius="xl" size={34}>
                {name.slice(0, 1).toUpperCase()}
              </Avatar>
              {!compact && (
                <Stack gap={0} maw={150}>
                  <Text fz="xs" c="dimmed" truncate data-testid="user-menu-outlet">
                    {outlet.data?.m_w_nama ?? "…"}
                  </Text>
                  <Text fz="sm" fw={600} truncate data-testid="user-menu-name">
                    {name}
                  </Text>
                </Stack>
              )}
            </Group>
          </UnstyledButton>
        </Menu.Target>
        <Menu.Dropdown>
          {compact && (
            <Menu.Label>
              {outlet.data?.m_w_nama ?? ""} · {name}
            </Menu.Label>
          )}
          {items.map((item) => (
            <Menu.Item key={item.testId} h={42} data-testid={item.testId} onClick={() => openDialog(item)}>
              {item.label}
            </Menu.Item>
          ))}
          <Menu.Divider />
          <LanguageMenuItems />
          <Menu.Divider />
          <Menu.Item h={42} color="red" data-testid="menu-logout" onClick={() => void signOut()}>
            {WEB_MSG.LOG_OUT}
          </Menu.Item>
        </Menu.Dropdown>
      </Menu>
    </>
  );
}
