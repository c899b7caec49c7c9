/**
 * Role Setting (foundations §2 user menu, §6 "Role Setting", §8): a supervisor approves with their
 * email and password (POST /approve; a refusal shows Akses DiTolak! with the server's message), then
 * the cashier permissions appear as allow/deny switches (GET /get-all-role), saved with Simpan
 * (POST /role-kasir/update under the single-use approval). A switch of a feature the waroeng allows
 * by default is shown as such: the switch grants the feature only when the default denies it.
 */
import { Badge, Button, Group, Loader, Modal, PasswordInput, Stack, Switch, Text, TextInput } from "@mantine/core";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { ACCESS_MSG, LABELS, MSG, SCREEN_MSG } from "@waroeng/domain";
import { type FormEvent, useEffect, useState } from "react";
import { approve, getAllRole, saveRoles } from "../../api/access.ts";
import { ApiError } from "../../api/client.ts";
import { queryKeys } from "../../api/queryKeys.ts";
import { useOutletInfo } from "../../hooks/useOutlet.ts";
import { alertDialog, notifySuccess } from "../cashier-nav/dialogs.tsx";

function refused(e: unknown): void {
  alertDialog({
    title: (e instanceof ApiError && e.title) || MSG.ACCESS_DENIED_TITLE,
    message: e instanceof ApiError ? e.message : MSG.SOME_ERROR,
    color: "red",
  });
}

/** The two steps of Role Setting in one modal: approval, then the switches. */
export function RoleSettingModal({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const outlet = useOutletInfo();
  const queryClient = useQueryClient();
  const [email, setEmail] = useState("");
  const [password, setPassword] = useState("");
  const [approvalId, setApprovalId] = useState<number | null>(null);
  const [switches, setSwitches] = useState<Record<number, boolean>>({});
  const [busy, setBusy] = useState(false);
  const permissions = useQuery({ queryKey: queryKeys.access.all(approvalId), queryFn: getAllRole, enabled: approvalId !== null });

  useEffect(() => {
    if (permissions.data) {
      setSwitches(Object.fromEntries(permissions.data.map((p) => [p.m_kasir_akses_id, p.m_kasir_akses_temp_role === "allow"])));
    }
  }, [permissions.data]);

  const close = () => {
    setEmail("");
    setPassword("");
    setApprovalId(null);
    setSwitches({});
    onClose();
  };

  const submitApproval = async (e: FormEvent) => {
    e.preventDefault();
    if (!email.trim() || !password || busy) {
      return;
    }
    setBusy(true);
    try {
      setApprovalId(await approve(outlet.data?.m_w_id ?? 0, email.trim(), password));
      setPassword("");
    } catch (err) {
      refused(err);
    } finally {
      setBusy(false);
    }
  };

  const save = async () => {
    if (approvalId === null || busy) {
      return;
    }
    setBusy(true);
    try {
      await saveRoles(approvalId, switches);
      await queryClient.invalidateQueries({ queryKey: queryKeys.access.matrix });
      notifySuccess(ACCESS_MSG.ROLE_SAVED);
      close();
    } catch (err) {
      refused(err);
      setApprovalId(null); // the approval is used up or expired: ask again
    } finally {
      setBusy(false);
    }
  };

  return (
    <Modal opened={opened} onClose={close} title={<Text fw={800}>{ACCESS_MSG.ROLE_SETTING_TITLE}</Text>} centered size="md">
      {approvalId === null ? (
        <form onSubmit={(e) => void submitApproval(e)} data-testid="role-approval-form">
          <Stack gap="sm">
            <Text fz="sm" c="dimmed">
              {ACCESS_MSG.APPROVAL_PROMPT}
            </Text>
            <TextInput
              label={SCREEN_MSG.EMAIL}
              type="email"
              autoComplete="off"
              value={email}
              onChange={(e) => setEmail(e.currentTarget.value)}
              required
              data-testid="role-approval-email"
            />
            <PasswordInput
              label={SCREEN_MSG.PASSWORD}
              autoComplete="off"
              value={password}
              onChange={(e) => setPassword(e.currentTarget.value)}
              required
              data-testid="role-approval-password"
            />
            <Group justify="flex-end" mt="xs">
              <Button variant="default" onClick={close}>
                {LABELS.CANCEL}
              </Button>
              <Button type="submit" loading={busy} data-testid="role-approval-submit">
                {ACCESS_MSG.APPROVE}
              </Button>
            </Group>
          </Stack>
        </form>
      ) : (
        <Stack gap="sm" data-testid="role-switches">
          {permissions.isPending && <Loader size="sm" />}
          {permissions.data?.map((p) => (
            <Group key={p.m_kasir_akses_id} justify="space-between" wrap="nowrap" py={4}>
              <Stack gap={2}>
                <Text fw={600}>{ACCESS_MSG.FEATURE_LABELS[p.m_kasir_akses_fitur]}</Text>
                {p.m_kasir_akses_default_role === "allow" && (
                  <Badge variant="light" color="gray" size="sm">
                    {ACCESS_MSG.ALLOWED_BY_DEFAULT}
                  </Badge>
                )}
              </Stack>
              <Switch
                size="lg"
                onLabel="allow"
                offLabel="deny"
                checked={switches[p.m_kasir_akses_id] === true}
                onChange={(e) => {
                  const checked = e.currentTarget.checked;
                  setSwitches((s) => ({ ...s, [p.m_kasir_akses_id]: checked }));
                }}
                data-testid={`role-switch-${p.m_kasir_akses_fitur}`}
                aria-label={ACCESS_MSG.FEATURE_LABELS[p.m_kasir_akses_fitur]}
              />
            </Group>
          ))}
          <Text fz="xs" c="dimmed">
            {ACCESS_MSG.TEMPORARY_NOTE}
          </Text>
          <Group justify="flex-end" mt="xs">
            <Button variant="default" onClick={close}>
              {LABELS.CANCEL}
            </Button>
            <Button onClick={() => void save()} loading={busy} disabled={!permissions.data} data-testid="role-save">
              {LABELS.SAVE}
            </Button>
          </Group>
        </Stack>
      )}
    </Modal>
  );
}
