/**
 * Logo Struk in the Printer Setting dialog (not in the spec): the outlet's receipt logo
 * (GET /printer-logo) with Unggah Logo (a PNG, at most 64 KB and 576 × 576 pixels: POST /printer-logo)
 * and Hapus Logo. Changing it is for kasir, kacab and owner (`printer.logo`); the other roles see it
 * only. Printed by the printers whose Cetak Logo is on. Also on the back office's outlet page.
 */
import { Button, FileButton, Group, Image, Input, Text } from "@mantine/core";
import { can, LOGO_LIMITS, MSG, PRINT_MSG } from "@waroeng/domain";
import { useState } from "react";
import { ApiError } from "../../api/client.ts";
import { printerLogoUrl, removePrinterLogo, uploadPrinterLogo } from "../../api/printing.ts";
import { session } from "../../lib/session.ts";
import { alertDialog, notifySuccess } from "../cashier-nav/dialogs.tsx";

/** `file` as base64 (no data: prefix). */
async function base64Of(file: File): Promise<string> {
  const bytes = new Uint8Array(await file.arrayBuffer());
  let s = "";
  for (let i = 0; i < bytes.length; i += 0x8000) {
    s += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  }
  return btoa(s);
}

function refused(e: unknown): void {
  alertDialog({
    title: MSG.SOME_ERROR,
    message: e instanceof ApiError ? e.message : typeof e === "string" ? e : MSG.SOME_ERROR,
    color: "red",
  });
}

/** The logo preview and its buttons. */
export function LogoSection() {
  const [version, setVersion] = useState(() => Date.now());
  const [missing, setMissing] = useState(false);
  const [busy, setBusy] = useState(false);
  const editable = can(session.role(), "printer.logo");

  const upload = async (file: File | null) => {
    if (!file) {
      return;
    }
    if (file.size > LOGO_LIMITS.bytes || file.type !== "image/png") {
      refused(file.type === "image/png" ? PRINT_MSG.LOGO_TOO_LARGE : PRINT_MSG.LOGO_INVALID);
      return;
    }
    setBusy(true);
    try {
      await uploadPrinterLogo(await base64Of(file));
      setMissing(false);
      setVersion(Date.now());
      notifySuccess(PRINT_MSG.LOGO_SAVED);
    } catch (e) {
      refused(e);
    } finally {
      setBusy(false);
    }
  };

  const remove = async () => {
    setBusy(true);
    try {
      await removePrinterLogo();
      setVersion(Date.now());
      notifySuccess(PRINT_MSG.LOGO_REMOVED);
    } catch (e) {
      refused(e);
    } finally {
      setBusy(false);
    }
  };

  return (
    <Input.Wrapper label={PRINT_MSG.LOGO_TITLE} description={PRINT_MSG.LOGO_HINT} size="md">
      <Group mt={6} align="center" gap="md" wrap="nowrap">
        {missing ? (
          <Text c="dimmed" fz="sm" data-testid="printer-logo-none">
            {PRINT_MSG.LOGO_NONE}
          </Text>
        ) : (
          <Image
            key={version}
            src={printerLogoUrl(version)}
            alt={PRINT_MSG.LOGO_TITLE}
            h={48}
            w="auto"
            fit="contain"
            bd="1px solid var(--mantine-color-gray-3)"
            onError={() => setMissing(true)}
            onLoad={() => setMissing(false)}
            data-testid="printer-logo-preview"
          />
        )}
        {editable && (
          <Group gap="xs" ml="auto" wrap="nowrap">
            <FileButton onChange={(f) => void upload(f)} accept="image/png">
              {(props) => (
                <Button {...props} variant="light" size="xs" loading={busy} data-testid="printer-logo-upload">
                  {PRINT_MSG.LOGO_UPLOAD}
                </Button>
              )}
            </FileButton>
            {!missing && (
              <Button variant="subtle" color="red" size="xs" onClick={() => void remove()} loading={busy} data-testid="printer-logo-remove">
                {PRINT_MSG.LOGO_REMOVE}
              </Button>
            )}
          </Group>
        )}
      </Group>
    </Input.Wrapper>
  );
}
