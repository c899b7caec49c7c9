/**
 * A supervisor's approval on the cashier's device (foundations §6 "Role Setting", §8 "Akses
 * DiTolak! with server message"): the kacab/asisten types their email and password (POST /approve).
 * One piece for every screen that asks: Role Setting's first step uses `SupervisorApprovalForm`
 * (its own Setujui / Batal), the refund the same form in `SupervisorApprovalModal`; Edit Menu, whose
 * Simpan approves and saves at once, uses `SupervisorLoginFields`. Every control is a 44 px touch target.
 */
import { Button, Group, Modal, PasswordInput, Stack, Text, TextInput } from "@mantine/core";
import { ACCESS_MSG, LABELS, MSG, SCREEN_MSG } from "@waroeng/domain";
import { type FormEvent, useState } from "react";
import { ApiError } from "../../api/client.ts";
import { alertDialog } from "../cashier-nav/dialogs.tsx";

/** An input box at least 44 px high (a touch target; Mantine's md box is 42 px). */
const touchInput = { input: { minHeight: 44 } };

/** The supervisor's login as typed. */
export interface SupervisorLogin {
  email: string;
  password: string;
}

/** A login with both fields filled in (the email trimmed). */
export function loginComplete(login: SupervisorLogin): boolean {
  return login.email.trim() !== "" && login.password !== "";
}

/**
 * The prompt (default `Persetujuan Kacab/Asisten: masukkan email dan password`; a screen may say what
 * the approval is for) and the two fields. Test ids: `{testId}` (the group), `{testId}-email`, `{testId}-password`.
 */
export function SupervisorLoginFields({
  value,
  onChange,
  testId,
  required,
  prompt = ACCESS_MSG.APPROVAL_PROMPT,
}: {
  value: SupervisorLogin;
  onChange: (next: SupervisorLogin) => void;
  testId: string;
  required?: boolean;
  prompt?: string;
}) {
  return (
    <Stack gap="xs" data-testid={testId}>
      <Text fz="sm" c="dimmed">
        {prompt}
      </Text>
      <TextInput
        label={SCREEN_MSG.EMAIL}
        type="email"
        inputMode="email"
        autoComplete="off"
        size="md"
        styles={touchInput}
        value={value.email}
        onChange={(e) => onChange({ ...value, email: e.currentTarget.value })}
        required={required}
        data-testid={`${testId}-email`}
      />
      <PasswordInput
        label={SCREEN_MSG.PASSWORD}
        autoComplete="off"
        size="md"
        styles={touchInput}
        rightSectionWidth={44}
        visibilityToggleButtonProps={{ style: { minWidth: 44, minHeight: 44 } }}
        value={value.password}
        onChange={(e) => onChange({ ...value, password: e.currentTarget.value })}
        required={required}
        data-testid={`${testId}-password`}
      />
    </Stack>
  );
}

/** Shows a refused approval: `Akses DiTolak!` (or the server's title) and the server's message. */
export function showApprovalRefused(e: unknown): void {
  alertDialog({
    title: (e instanceof ApiError && e.title) || MSG.ACCESS_DENIED_TITLE,
    message: e instanceof ApiError ? e.message : MSG.SOME_ERROR,
    color: "red",
  });
}

/**
 * The approval step as a form: the fields, Batal and Setujui. `request` sends the login (POST
 * /approve, with whatever the caller binds the approval to) and resolves the approval id, handed to
 * `onApproved`; a refusal shows `Akses DiTolak!` with the server's message and clears the password.
 * Test ids: `{testId}-form`, the fields' (`SupervisorLoginFields`), `{testId}-cancel`, `{testId}-submit`.
 */
export function SupervisorApprovalForm({
  request,
  onApproved,
  onCancel,
  testId,
}: {
  request: (email: string, password: string) => Promise<number>;
  onApproved: (approvalId: number) => void;
  onCancel: () => void;
  testId: string;
}) {
  const [login, setLogin] = useState<SupervisorLogin>({ email: "", password: "" });
  const [busy, setBusy] = useState(false);
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (!loginComplete(login) || busy) {
      return;
    }
    setBusy(true);
    try {
      const id = await request(login.email.trim(), login.password);
      setLogin({ email: "", password: "" });
      onApproved(id);
    } catch (err) {
      setLogin((l) => ({ ...l, password: "" }));
      showApprovalRefused(err);
    } finally {
      setBusy(false);
    }
  };
  return (
    <form onSubmit={(e) => void submit(e)} data-testid={`${testId}-form`}>
      <Stack gap="sm">
        <SupervisorLoginFields value={login} onChange={setLogin} testId={testId} required />
        <Group justify="flex-end" mt="xs">
          <Button variant="default" h={48} onClick={onCancel} disabled={busy} data-testid={`${testId}-cancel`}>
            {LABELS.CANCEL}
          </Button>
          <Button type="submit" h={48} loading={busy} disabled={!loginComplete(login)} data-testid={`${testId}-submit`}>
            {ACCESS_MSG.APPROVE}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/**
 * The approval step in a dialog of its own, for an action refused at the press of its button: the
 * refusal (`Akses DiTolak!` / `Hubungi Kacab/Asisten`, payment §6) and, as the way forward, the
 * `SupervisorApprovalForm`. Closing it (×, Batal) cancels: nothing is asked of the server.
 * Test ids: `{testId}` (the dialog) and the form's.
 */
export function SupervisorApprovalModal({
  opened,
  request,
  onApproved,
  onCancel,
  testId,
}: {
  opened: boolean;
  request: (email: string, password: string) => Promise<number>;
  onApproved: (approvalId: number) => void;
  onCancel: () => void;
  testId: string;
}) {
  return (
    <Modal
      opened={opened}
      onClose={onCancel}
      centered
      size="md"
      title={<Text fw={800}>{MSG.ACCESS_DENIED_TITLE}</Text>}
      data-testid={testId}
    >
      <Stack gap="sm">
        <Text fw={600} data-testid={`${testId}-message`}>
          {MSG.ACCESS_DENIED}
        </Text>
        <SupervisorApprovalForm request={request} onApproved={onApproved} onCancel={onCancel} testId={testId} />
      </Stack>
    </Modal>
  );
}
