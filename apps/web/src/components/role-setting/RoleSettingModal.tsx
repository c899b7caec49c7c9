/**
 * Role Setting (foundations §2 user menu, §6 "Role Setting", §8): a supervisor approves with their
 * email and password (`SupervisorApprovalForm`: POST /approve; a refusal shows Akses DiTolak! with
 * the server's message), then the cashier permissions appear as allow/deny switches (GET
 * /get-all-role), saved with Simpan (POST /role-kasir/update under the single-use approval). A switch of a feature the waroeng allows
 * by default is shown as such: the switch grants the feature only when the default denies it.
 */
import { Badge, Button, Group, Loader, Modal, Stack, Switch, Text } from "@mantine/core";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { ACCESS_MSG, LABELS } from "@waroeng/domain";
import { useEffect, useState } from "react";
import { approve, getAllRole, saveRoles } from "../../api/access.ts";
import { queryKeys } from "../../api/queryKeys.ts";
import { useOutletInfo } from "../../hooks/useOutlet.ts";
import { notifySuccess } from "../cashier-nav/dialogs.tsx";
import { SupervisorApprovalForm, showApprovalRefused } from "./SupervisorApproval.tsx";

/** The two steps of Role Setting in one modal: approval, then the switches. */
export function RoleSettingModal({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const outlet = useOutletInfo();
  const queryClient = useQueryClient();
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
    setApprovalId(null);
    setSwitches({});
    onClose();
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
      showApprovalRefused(err);
      setApprovalId(null); // the approval is used up or expired: ask again
    } finally {
      setBusy(false);
    }
  };

  return (
    <Modal opened={opened} onClose={close} title={<Text fw={800}>{ACCESS_MSG.ROLE_SETTING_TITLE}</Text>} centered size="md">
      {approvalId === null ? (
        <SupervisorApprovalForm
          request={(email, password) => approve(outlet.data?.m_w_id ?? 0, email, password)}
          onApproved={setApprovalId}
          onCancel={close}
          testId="role-approval"
        />
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
