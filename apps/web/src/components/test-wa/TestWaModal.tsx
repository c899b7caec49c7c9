/**
 * Test Struk Digital (foundations §2 Dialogs, §7 test-wa; user menu "Test Whatsapp"): a number
 * field and Kirim. Non-digits are stripped; an empty number sends nothing. The send's state
 * (sent, queued for a retry, failed, or "not configured" when the server has no gateway) shows
 * under the field.
 */
import { Alert, Button, Group, Modal, Stack, Text, TextInput } from "@mantine/core";
import { LABELS, MAX_LENGTH, MSG, MSG_TEMPLATES, TIMING_MS, WA_MSG, waDigits } from "@waroeng/domain";
import { useState } from "react";
import { ApiError } from "../../api/client.ts";
import { sendTestWa, type WaSend } from "../../api/receipts.ts";
import { notifyProgress } from "../cashier-nav/dialogs.tsx";

/** Alert colour of a send's state. */
export function waStateColor(state: WaSend["state"]): string {
  return state === "sent" ? "green" : state === "queued" ? "blue" : state === "failed" ? "red" : "yellow";
}

export function TestWaModal({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const [number, setNumber] = useState("");
  const [busy, setBusy] = useState(false);
  const [result, setResult] = useState<WaSend | null>(null);
  const [error, setError] = useState("");

  const send = async () => {
    const digits = waDigits(number);
    if (!digits) {
      return;
    }
    setBusy(true);
    setError("");
    setResult(null);
    notifyProgress(MSG_TEMPLATES.sendingTo(digits), TIMING_MS.whatsappDialog);
    try {
      setResult(await sendTestWa(digits));
    } catch (e) {
      setError(e instanceof ApiError || e instanceof Error ? e.message : MSG.SOME_ERROR);
    } finally {
      setBusy(false);
    }
  };

  const close = () => {
    setNumber("");
    setResult(null);
    setError("");
    onClose();
  };

  return (
    <Modal opened={opened} onClose={close} centered title={<Text fw={800}>{WA_MSG.TEST_TITLE}</Text>} data-testid="test-wa-modal">
      <Stack gap="md">
        <TextInput
          label={WA_MSG.NUMBER_LABEL}
          value={number}
          onChange={(e) => setNumber(e.currentTarget.value)}
          maxLength={MAX_LENGTH.phone + 10}
          inputMode="tel"
          data-autofocus
          data-testid="test-wa-number"
          onKeyDown={(e) => {
            if (e.key === "Enter") {
              void send();
            }
          }}
        />
        {result && (
          <Alert color={waStateColor(result.state)} data-testid="test-wa-state" data-state={result.state}>
            {WA_MSG.SENT_TO(result.nomor_wa, result.state_text)}
          </Alert>
        )}
        {error && (
          <Alert color="red" data-testid="test-wa-error">
            {error}
          </Alert>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={close}>
            {LABELS.CLOSE}
          </Button>
          <Button onClick={() => void send()} loading={busy} disabled={!waDigits(number)} data-testid="test-wa-send">
            {LABELS.SEND}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
