/**
 * Back office · Staf: the outlet's accounts (GET /admin/staff) with add, edit, reset
 * password and deactivate / reactivate. The server enforces every rule (a kacab cannot touch owners,
 * nobody deactivates themselves or the last admin); a refusal shows its message.
 */
import { Button, Group, Stack, Table, Text } from "@mantine/core";
import { useQuery } from "@tanstack/react-query";
import { canManageAccount, PEOPLE_MSG, type Role } from "@waroeng/domain";
import { useState } from "react";
import { getStaff, type Staff, setStaffActive } from "../../api/adminPeople.ts";
import { queryKeys } from "../../api/queryKeys.ts";
import { session } from "../../lib/session.ts";
import { ActiveBadge, AdminHeader, confirmAction, EditButton } from "./common.tsx";
import { ListTable } from "./ListTable.tsx";
import { PasswordResetModal, StaffFormModal } from "./StaffFormModal.tsx";
import { useAdminSave, useRefresh } from "./useAdminSave.ts";

const KEY = queryKeys.admin.staff;
type Dialog = { kind: "add" } | { kind: "edit"; staff: Staff } | { kind: "password"; staff: Staff } | null;

export function StaffPage() {
  const staff = useQuery({ queryKey: KEY, queryFn: getStaff });
  const [dialog, setDialog] = useState<Dialog>(null);
  const role = session.role();
  const me = session.userId();
  const refresh = useRefresh([KEY]);
  const saved = (message: string) => {
    setDialog(null);
    void refresh(message);
  };
  const toggle = useAdminSave({
    keys: [KEY],
    save: (s: Staff) => setStaffActive(s.id, !s.active),
    message: (s) => (s.active ? PEOPLE_MSG.STAFF_ACTIVATED : PEOPLE_MSG.STAFF_DEACTIVATED),
    notifyError: true,
  });
  const confirmDeactivate = (s: Staff) =>
    confirmAction({
      title: PEOPLE_MSG.DEACTIVATE,
      body: PEOPLE_MSG.CONFIRM_DEACTIVATE_STAFF(s.name),
      confirm: PEOPLE_MSG.DEACTIVATE,
      danger: true,
      testId: "staff-deactivate-yes",
      onConfirm: () => toggle.mutate(s),
    });
  return (
    <Stack gap="md">
      <AdminHeader
        title={PEOPLE_MSG.STAFF_TITLE}
        onAdd={() => setDialog({ kind: "add" })}
        addLabel={PEOPLE_MSG.ADD_STAFF}
        addTestId="staff-add"
      />
      <ListTable testId="staff-table" columns={[PEOPLE_MSG.COL_NAME, PEOPLE_MSG.COL_LOGIN, PEOPLE_MSG.COL_ROLE, PEOPLE_MSG.COL_STATUS, ""]}>
        {staff.data?.users.map((s) => {
          const mine = s.id === me;
          const allowed = canManageAccount(role, s.role);
          return (
            <Table.Tr key={s.id} data-testid="staff-row" data-login={s.email}>
              <Table.Td>
                {s.name}{" "}
                {mine && (
                  <Text span c="dimmed">
                    {PEOPLE_MSG.YOU}
                  </Text>
                )}
              </Table.Td>
              <Table.Td>{s.email}</Table.Td>
              <Table.Td>{PEOPLE_MSG.ROLE_LABELS[s.role as Role] ?? s.role}</Table.Td>
              <Table.Td>
                <ActiveBadge active={s.active} />
              </Table.Td>
              <Table.Td>
                {allowed && (
                  <Group gap={6} wrap="nowrap">
                    <EditButton onClick={() => setDialog({ kind: "edit", staff: s })} />
                    <Button size="xs" variant="light" onClick={() => setDialog({ kind: "password", staff: s })} data-testid="staff-reset">
                      {PEOPLE_MSG.RESET_PASSWORD}
                    </Button>
                    {s.active ? (
                      <Button
                        size="xs"
                        variant="light"
                        color="red"
                        disabled={mine}
                        onClick={() => confirmDeactivate(s)}
                        data-testid="staff-deactivate"
                      >
                        {PEOPLE_MSG.DEACTIVATE}
                      </Button>
                    ) : (
                      <Button size="xs" variant="light" color="green" onClick={() => toggle.mutate(s)} data-testid="staff-activate">
                        {PEOPLE_MSG.ACTIVATE}
                      </Button>
                    )}
                  </Group>
                )}
              </Table.Td>
            </Table.Tr>
          );
        })}
      </ListTable>
      {(dialog?.kind === "add" || dialog?.kind === "edit") && (
        <StaffFormModal
          staff={dialog.kind === "edit" ? dialog.staff : null}
          roles={staff.data?.assignable_roles ?? []}
          onClose={() => setDialog(null)}
          onSaved={saved}
        />
      )}
      {dialog?.kind === "password" && <PasswordResetModal staff={dialog.staff} onClose={() => setDialog(null)} onSaved={saved} />}
    </Stack>
  );
}
