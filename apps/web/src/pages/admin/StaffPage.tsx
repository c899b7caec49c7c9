/**
 * Back office · Staf (issue 14): the outlet's accounts (GET /admin/staff) with add, edit, reset
 * password and deactivate / reactivate. The server enforces every rule (a kacab cannot touch owners,
 * nobody deactivates themselves or the last admin); a refusal shows its message.
 */
import { Badge, Button, Group, Stack, Table, Text, Title } from "@mantine/core";
import { modals } from "@mantine/modals";
import { notifications } from "@mantine/notifications";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { canManageAccount, MSG, PEOPLE_MSG, type Role } from "@waroeng/domain";
import { useState } from "react";
import { getStaff, type Staff, setStaffActive } from "../../api/adminPeople.ts";
import { session } from "../../lib/session.ts";
import { PasswordResetModal, StaffFormModal } from "./StaffFormModal.tsx";

const KEY = ["admin", "staff"];
type Dialog = { kind: "add" } | { kind: "edit"; staff: Staff } | { kind: "password"; staff: Staff } | null;

export function StaffPage() {
  const queryClient = useQueryClient();
  const staff = useQuery({ queryKey: KEY, queryFn: getStaff });
  const [dialog, setDialog] = useState<Dialog>(null);
  const role = session.role();
  const me = session.userId();
  const saved = (message: string) => {
    setDialog(null);
    notifications.show({ message, color: "green" });
    void queryClient.invalidateQueries({ queryKey: KEY });
  };
  const toggle = useMutation({
    mutationFn: (s: Staff) => setStaffActive(s.id, !s.active),
    onSuccess: (s) => saved(s.active ? PEOPLE_MSG.STAFF_ACTIVATED : PEOPLE_MSG.STAFF_DEACTIVATED),
    onError: (e) => notifications.show({ message: e instanceof Error ? e.message : MSG.SOME_ERROR, color: "red" }),
  });
  const confirmDeactivate = (s: Staff) =>
    modals.openConfirmModal({
      title: <Text fw={700}>{PEOPLE_MSG.DEACTIVATE}</Text>,
      centered: true,
      children: <Text>{PEOPLE_MSG.CONFIRM_DEACTIVATE_STAFF(s.name)}</Text>,
      labels: { confirm: PEOPLE_MSG.DEACTIVATE, cancel: PEOPLE_MSG.CANCEL },
      confirmProps: { color: "red", h: 44, "data-testid": "staff-deactivate-yes" },
      cancelProps: { h: 44 },
      onConfirm: () => toggle.mutate(s),
    });
  return (
    <Stack gap="md">
      <Group justify="space-between">
        <Title order={2}>{PEOPLE_MSG.STAFF_TITLE}</Title>
        <Button onClick={() => setDialog({ kind: "add" })} h={44} data-testid="staff-add">
          {PEOPLE_MSG.ADD_STAFF}
        </Button>
      </Group>
      <Table striped withTableBorder verticalSpacing="xs" data-testid="staff-table">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{PEOPLE_MSG.COL_NAME}</Table.Th>
            <Table.Th>{PEOPLE_MSG.COL_LOGIN}</Table.Th>
            <Table.Th>{PEOPLE_MSG.COL_ROLE}</Table.Th>
            <Table.Th>{PEOPLE_MSG.COL_STATUS}</Table.Th>
            <Table.Th />
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
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
                  <Badge color={s.active ? "green" : "gray"} variant="light">
                    {s.active ? PEOPLE_MSG.ACTIVE : PEOPLE_MSG.INACTIVE}
                  </Badge>
                </Table.Td>
                <Table.Td>
                  {allowed && (
                    <Group gap={6} wrap="nowrap">
                      <Button size="xs" variant="light" onClick={() => setDialog({ kind: "edit", staff: s })}>
                        {PEOPLE_MSG.EDIT}
                      </Button>
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
        </Table.Tbody>
      </Table>
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
