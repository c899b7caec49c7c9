/**
 * Buka Laci (foundations §2 Dialogs, §7 POST /cashier/buka-laci, §9 opening-drawer reasons):
 * choose a reason, then Buka (the drawer opens, the opening is logged with who/when/why and its slip
 * prints) or Batal.
 */
import { Button, Group, Select, Stack } from "@mantine/core";
import { modals } from "@mantine/modals";
import { API_MSG, DRAWER_REASONS, LABELS, MSG, PRINT_MSG } from "@waroeng/domain";
import { useState } from "react";
import { ApiError } from "../../api/client.ts";
import { openDrawerWithReason } from "../../api/printing.ts";
import { alertDialog, notifySuccess } from "./dialogs.tsx";

const MODAL_ID = "buka-laci";

function OpenDrawerForm() {
  const [reason, setReason] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const open = async () => {
    if (!reason) {
      return;
    }
    setBusy(true);
    try {
      await openDrawerWithReason(reason);
      modals.close(MODAL_ID);
      notifySuccess(API_MSG.DRAWER_OPENED);
    } catch (e) {
      alertDialog({ title: MSG.SOME_ERROR, message: e instanceof ApiError ? e.message : MSG.SOME_ERROR, color: "red" });
    } finally {
      setBusy(false);
    }
  };
  return (
    <Stack>
      <Select
        label={PRINT_MSG.SLIP_REASON}
        data={DRAWER_REASONS.map((r) => ({ value: r.value, label: r.label }))}
        value={reason}
        onChange={setReason}
        size="md"
        data-testid="buka-laci-reason"
      />
      <Group justify="flex-end">
        <Button variant="default" onClick={() => modals.close(MODAL_ID)} data-testid="buka-laci-cancel">
          {LABELS.CANCEL}
        </Button>
        <Button onClick={() => void open()} disabled={!reason} loading={busy} data-testid="buka-laci-open">
          {LABELS.OPEN}
        </Button>
      </Group>
    </Stack>
  );
}

/** Opens the Buka Laci dialog. */
export function openDrawerDialog(): void {
  modals.open({ modalId: MODAL_ID, title: LABELS.OPEN_DRAWER, centered: true, children: <OpenDrawerForm /> });
}
