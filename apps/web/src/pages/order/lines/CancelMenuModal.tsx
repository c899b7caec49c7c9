/**
 * Garansi / Pembatalan (orders §2.5, §4, §5; payment §2.1, §4, §5): for a sent status-0 line,
 * quantity and reason required. Garansi: Ganti Baru (3: the same dish again, to the kitchen now),
 * Ganti Menu Lain (4: another product, to the kitchen now), Gratis (5). Pembatalan: status 2, the
 * units' dishes leave the kitchen (`Batal - reason`).
 */
import { Button, Group, Modal, Radio, Select, Stack, Tabs, Textarea } from "@mantine/core";
import { useQuery } from "@tanstack/react-query";
import { LABELS, LINE_ACTION, LINE_MSG, MAX_LENGTH } from "@waroeng/domain";
import { useState } from "react";
import { approveLine } from "../../../api/lineActions.ts";
import { listMenus } from "../../../api/menu.ts";
import { queryKeys } from "../../../api/queryKeys.ts";
import { runAction } from "./lineAction.ts";
import type { LineModalProps } from "./NoteModal.tsx";
import { UnitsInput } from "./UnitsInput.tsx";

type Tab = "garansi" | "batal";

export function CancelMenuModal({ line, onClose, onDone }: LineModalProps) {
  const [tab, setTab] = useState<Tab>("garansi");
  const [action, setAction] = useState<string>(String(LINE_ACTION.REPLACE_SAME));
  const [replace, setReplace] = useState<string | null>(null);
  const [qty, setQty] = useState<number | null>(1);
  const [reason, setReason] = useState("");
  const [busy, setBusy] = useState(false);
  const other = tab === "garansi" && Number(action) === LINE_ACTION.REPLACE_OTHER;
  const menus = useQuery({
    queryKey: queryKeys.menu.ofOrder(String(line.tmp_transaction_id)),
    queryFn: () => listMenus(line.tmp_transaction_id),
    enabled: other,
  });
  const valid = qty !== null && qty >= 1 && qty <= line.qty && reason.trim() !== "" && (!other || replace !== null);
  const submit = async () => {
    const status = tab === "batal" ? LINE_ACTION.CANCEL : Number(action);
    setBusy(true);
    const ok = await runAction(
      () => approveLine(line, status, qty ?? 0, reason.trim(), other && replace ? Number(replace) : undefined),
      tab === "batal" ? LINE_MSG.LINE_CANCELLED : LINE_MSG.WARRANTY_SAVED,
    );
    setBusy(false);
    if (ok) {
      onDone();
    }
  };
  return (
    <Modal opened onClose={onClose} title={`${LINE_MSG.CANCEL_MENU_TITLE}: ${line.m_produk_nama}`} centered data-testid="cancel-modal">
      <Tabs value={tab} onChange={(v) => setTab((v as Tab) ?? "garansi")}>
        <Tabs.List grow>
          <Tabs.Tab value="garansi" data-testid="tab-garansi">
            {LABELS.WARRANTY}
          </Tabs.Tab>
          <Tabs.Tab value="batal" data-testid="tab-batal">
            {LABELS.CANCELLATION}
          </Tabs.Tab>
        </Tabs.List>
      </Tabs>
      <Stack gap="sm" mt="sm">
        {tab === "garansi" && (
          <Radio.Group label={LINE_MSG.ACTION} value={action} onChange={setAction}>
            <Group gap="md" mt={4}>
              <Radio value={String(LINE_ACTION.REPLACE_SAME)} label={LABELS.REPLACE_NEW} data-testid="act-3" />
              <Radio value={String(LINE_ACTION.REPLACE_OTHER)} label={LINE_MSG.REPLACE_OTHER} data-testid="act-4" />
              <Radio value={String(LINE_ACTION.FREE)} label={LABELS.FREE} data-testid="act-5" />
            </Group>
          </Radio.Group>
        )}
        {other && (
          <Select
            label={LINE_MSG.REPLACEMENT}
            searchable
            value={replace}
            onChange={setReplace}
            data={(menus.data ?? []).map((m) => ({ value: String(m.m_produk_id || m.m_menu_id), label: m.m_produk_nama || m.m_menu_nama }))}
            data-testid="replace-item"
          />
        )}
        <UnitsInput lineQty={line.qty} value={qty} onChange={setQty} testId="cancel-qty" />
        <Textarea
          label={LINE_MSG.REASON}
          required
          value={reason}
          maxLength={MAX_LENGTH.note}
          onChange={(e) => setReason(e.currentTarget.value)}
          data-testid="cancel-reason"
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {LABELS.CANCEL}
          </Button>
          <Button
            color={tab === "batal" ? "red" : "orange"}
            onClick={() => void submit()}
            loading={busy}
            disabled={!valid}
            data-testid="cancel-save"
          >
            {LINE_MSG.SAVE}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
