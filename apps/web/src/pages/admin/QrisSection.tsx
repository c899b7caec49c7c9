/**
 * Back office · Waroeng: the stall's static QRIS — scanned from its sticker with the device's camera,
 * read from an uploaded photo (both decoded in the browser by @zxing/browser, loaded only when used so
 * other screens do not carry it), or pasted as text. The merchant name and city read from the text
 * show at once (domain `parseQris`); the server checks it again on save and keeps the outlet's
 * `m_w_qris_static`. Also the unique code switch. Rupiah outlets only.
 */
import { Alert, Button, Divider, FileButton, Group, Stack, Switch, Text, Textarea, Title } from "@mantine/core";
import { DomainError, parseQris, QRIS_MAX_LENGTH, QRIS_MSG } from "@waroeng/domain";
import { useEffect, useRef, useState } from "react";

interface QrisSectionProps {
  value: string;
  uniqueCode: boolean;
  /** The outlet's currency is ringgit: QRIS is not offered. */
  ringgit: boolean;
  /** The server's refusal of the field, if any. */
  error?: string | undefined;
  onChange: (payload: string) => void;
  onUniqueCode: (on: boolean) => void;
}

type Controls = { stop: () => void };

/** The QR reader, loaded on first use (its own chunk). */
async function reader() {
  const { BrowserQRCodeReader } = await import("@zxing/browser");
  return new BrowserQRCodeReader();
}

/** What the pasted text says: the merchant, or why it is refused; null for an empty text. */
function preview(text: string): { name: string; city: string } | { problem: string } | null {
  if (text.trim() === "") {
    return null;
  }
  try {
    const info = parseQris(text);
    return { name: info.merchantName, city: info.merchantCity };
  } catch (e) {
    return { problem: e instanceof DomainError ? e.message : String(e) };
  }
}

export function QrisSection({ value, uniqueCode, ringgit, error, onChange, onUniqueCode }: QrisSectionProps) {
  const [scanning, setScanning] = useState(false);
  const [problem, setProblem] = useState("");
  const video = useRef<HTMLVideoElement | null>(null);
  const controls = useRef<Controls | null>(null);
  const stop = () => {
    controls.current?.stop();
    controls.current = null;
    setScanning(false);
  };
  useEffect(() => () => controls.current?.stop(), []);

  const scan = async () => {
    setProblem("");
    setScanning(true);
    try {
      const r = await reader();
      // Wait a frame for the <video> to mount.
      await new Promise((resolve) => requestAnimationFrame(resolve));
      controls.current = await r.decodeFromConstraints(
        { video: { facingMode: "environment" } },
        video.current ?? undefined,
        (result, _err, ctl) => {
          if (result) {
            ctl.stop();
            controls.current = null;
            setScanning(false);
            onChange(result.getText());
          }
        },
      );
    } catch {
      setScanning(false);
      setProblem(QRIS_MSG.CAMERA_FAILED);
    }
  };

  const upload = async (file: File | null) => {
    if (!file) {
      return;
    }
    setProblem("");
    const url = URL.createObjectURL(file);
    try {
      const r = await reader();
      onChange((await r.decodeFromImageUrl(url)).getText());
    } catch {
      setProblem(QRIS_MSG.NO_QR_FOUND);
    } finally {
      URL.revokeObjectURL(url);
    }
  };

  const seen = preview(value);
  return (
    <Stack gap="sm" data-testid="outlet-qris">
      <Divider mt="xs" />
      <Title order={4}>{QRIS_MSG.SETTINGS_TITLE}</Title>
      {ringgit ? (
        <Text c="dimmed" data-testid="outlet-qris-rm">
          {QRIS_MSG.RM_HINT}
        </Text>
      ) : (
        <>
          <Text fz="sm" c="dimmed">
            {QRIS_MSG.SETTINGS_HINT}
          </Text>
          <Group gap="sm">
            {scanning ? (
              <Button variant="default" onClick={stop} data-testid="outlet-qris-stop">
                {QRIS_MSG.STOP_CAMERA}
              </Button>
            ) : (
              <Button variant="light" onClick={() => void scan()} data-testid="outlet-qris-scan">
                {QRIS_MSG.SCAN_CAMERA}
              </Button>
            )}
            <FileButton onChange={(f) => void upload(f)} accept="image/*">
              {(props) => (
                <Button variant="light" {...props} data-testid="outlet-qris-upload">
                  {QRIS_MSG.UPLOAD_PHOTO}
                </Button>
              )}
            </FileButton>
          </Group>
          {scanning && (
            <video ref={video} style={{ width: "100%", maxWidth: 360, borderRadius: 8, background: "#000" }} muted playsInline />
          )}
          {problem && (
            <Alert color="orange" data-testid="outlet-qris-problem">
              {problem}
            </Alert>
          )}
          <Textarea
            label={QRIS_MSG.PAYLOAD_LABEL}
            value={value}
            maxLength={QRIS_MAX_LENGTH}
            autosize
            minRows={2}
            maxRows={6}
            styles={{ input: { fontFamily: "monospace", fontSize: 13, wordBreak: "break-all" } }}
            onChange={(e) => onChange(e.currentTarget.value)}
            error={error ?? (seen && "problem" in seen ? seen.problem : undefined)}
            data-testid="outlet-qris-text"
          />
          {seen && "name" in seen && (
            <Text fz="sm" data-testid="outlet-qris-merchant">
              {QRIS_MSG.PARSED_MERCHANT}:{" "}
              <Text span fw={700}>
                {seen.name}
              </Text>{" "}
              · {seen.city}
            </Text>
          )}
          <Switch
            size="md"
            label={QRIS_MSG.UNIQUE_AMOUNT}
            description={QRIS_MSG.UNIQUE_SETTING}
            checked={uniqueCode}
            onChange={(e) => onUniqueCode(e.currentTarget.checked)}
            data-testid="outlet-qris-unique"
          />
        </>
      )}
    </Stack>
  );
}
