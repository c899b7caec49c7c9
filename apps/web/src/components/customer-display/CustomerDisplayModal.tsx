/**
 * Layar Pelanggan on the till (user menu): pairs a customer-facing display to this till. Opening it
 * without a paired display shows a new 6-digit code large (valid 10 minutes, once) and waits for a
 * display to type it at `/layar-pelanggan` (the pairing is re-read every 2 s while the dialog is
 * open); a paired display can be disconnected (Putuskan) or replaced with a new code.
 */
import { Alert, Button, Group, Modal, Stack, Text } from "@mantine/core";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { DISPLAY_MSG, jakartaParts, LABELS, MSG } from "@waroeng/domain";
import { useCallback, useEffect, useState } from "react";
import { ApiError } from "../../api/client.ts";
import { type DisplayCode, disconnectDisplay, loadDisplayPairing, newDisplayCode } from "../../api/customerDisplay.ts";
import { queryKeys } from "../../api/queryKeys.ts";
import { deviceName } from "../../lib/deviceName.ts";
import { tillDisplay, useTillDisplay } from "../../lib/tillDisplay.ts";

const POLL_MS = 2_000;

/** The code in two groups of three digits ("482 913"), easier to read across a counter. */
export function spacedCode(code: string): string {
  return code.length === 6 ? `${code.slice(0, 3)} ${code.slice(3)}` : code;
}

export function CustomerDisplayModal({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const displayId = useTillDisplay();
  const queryClient = useQueryClient();
  const [code, setCode] = useState<DisplayCode | null>(null);
  const [error, setError] = useState("");
  const [busy, setBusy] = useState(false);
  /** Just disconnected: no new code until the cashier asks for one. */
  const [disconnected, setDisconnected] = useState(false);
  const pairing = useQuery({
    queryKey: queryKeys.customerDisplay.pairing(displayId ?? 0),
    queryFn: () => loadDisplayPairing(displayId ?? 0),
    enabled: opened && displayId !== null,
    refetchInterval: opened ? POLL_MS : false,
    retry: false,
  });
  const paired = pairing.data?.paired === 1;

  const askCode = useCallback(async () => {
    setBusy(true);
    setError("");
    setDisconnected(false);
    try {
      const issued = await newDisplayCode(tillDisplay.get(), deviceName.get());
      tillDisplay.set(issued.display_id);
      setCode(issued);
      await queryClient.invalidateQueries({ queryKey: queryKeys.customerDisplay.pairing(issued.display_id) });
    } catch (e) {
      setError(e instanceof ApiError || e instanceof Error ? e.message : MSG.SOME_ERROR);
    } finally {
      setBusy(false);
    }
  }, [queryClient]);

  // A pairing gone (Putuskan on another device, another outlet): forget it.
  useEffect(() => {
    if (pairing.error instanceof ApiError && pairing.error.status === 404) {
      tillDisplay.set(null);
    }
  }, [pairing.error]);
  // Opened with no display, or one not paired and no code shown yet: a code at once.
  const needsCode = opened && !busy && !disconnected && code === null && !error && (displayId === null || (pairing.isSuccess && !paired));
  useEffect(() => {
    if (needsCode) {
      void askCode();
    }
  }, [needsCode, askCode]);
  // Paired with the code shown: the code is spent.
  useEffect(() => {
    if (paired && code && pairing.data?.code_expires_at === null) {
      setCode(null);
    }
  }, [paired, code, pairing.data?.code_expires_at]);

  const disconnect = async () => {
    if (displayId === null) {
      return;
    }
    setBusy(true);
    try {
      await disconnectDisplay(displayId);
    } catch {
      // gone already: forgotten below all the same
    }
    tillDisplay.set(null);
    setCode(null);
    setDisconnected(true);
    setBusy(false);
  };
  const close = () => {
    setCode(null);
    setError("");
    setDisconnected(false);
    onClose();
  };

  return (
    <Modal opened={opened} onClose={close} centered size="md" title={<Text fw={800}>{DISPLAY_MSG.MENU}</Text>} data-testid="display-modal">
      <Stack gap="md">
        {error && (
          <Alert color="red" data-testid="display-modal-error">
            {error}
          </Alert>
        )}
        {paired && !code ? (
          <Alert color="green" data-testid="display-paired">
            <Text fw={700}>{DISPLAY_MSG.PAIRED}</Text>
          </Alert>
        ) : code ? (
          <Stack gap={6} align="center">
            <Text ta="center">{DISPLAY_MSG.CODE_HINT}</Text>
            <Text
              data-testid="display-code"
              data-code={code.code}
              fw={800}
              ff="monospace"
              fz={56}
              lh={1.1}
              style={{ letterSpacing: "0.08em" }}
              aria-label={code.code.split("").join(" ")}
            >
              {spacedCode(code.code)}
            </Text>
            <Text c="dimmed" fz="sm">
              {DISPLAY_MSG.CODE_VALID_UNTIL(jakartaParts(new Date(code.expires_at)).time)}
            </Text>
            {paired && <Text fz="sm">{DISPLAY_MSG.PAIRED}</Text>}
          </Stack>
        ) : (
          <Text c="dimmed" data-testid="display-not-paired">
            {disconnected ? DISPLAY_MSG.DISCONNECTED : DISPLAY_MSG.NOT_PAIRED}
          </Text>
        )}
        <Group justify="space-between">
          <Button variant="default" onClick={() => void askCode()} loading={busy && !paired} data-testid="display-new-code">
            {DISPLAY_MSG.NEW_CODE}
          </Button>
          {displayId !== null && paired && (
            <Button color="red" variant="light" onClick={() => void disconnect()} disabled={busy} data-testid="display-disconnect">
              {DISPLAY_MSG.DISCONNECT}
            </Button>
          )}
          <Button onClick={close} data-testid="display-modal-close">
            {LABELS.CLOSE}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
