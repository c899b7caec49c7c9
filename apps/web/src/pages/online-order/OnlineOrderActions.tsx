/**
 * A QR order's actions (foundations §2 QR online-order list, §4 "QR online order", §8): HAPUS asks
 * `Pesanan yang dihapus, tidak bisa dibatalkan.`; CETAK prints the bill (browser print when no kasir
 * printer; `Pesanan Meja {table} Sudah Ada!` when the table has a bill); TERIMA checks the table
 * (cek-nota): with a bill, `Terdapat pesanan di meja {table}` offers Tambahkan / Pindah Meja / Batal;
 * then `Menerima pesanan {boss}` (Ya/Tidak) and the order screen of the accepted order.
 */
import { Button, Group, Modal, Stack, Text } from "@mantine/core";
import { modals } from "@mantine/modals";
import { notifications } from "@mantine/notifications";
import { useQueryClient } from "@tanstack/react-query";
import { LABELS, MSG, MSG_TEMPLATES, optionsKey, optionsText, QR_MSG } from "@waroeng/domain";
import { useState } from "react";
import { useNavigate } from "react-router";
import { ApiError } from "../../api/client.ts";
import { acceptOnline, checkOnlineBill, deleteOnline, type PendingOnlineOrder, printOnlineBill } from "../../api/online.ts";
import { type QueryKeyHead, queryKeys } from "../../api/queryKeys.ts";
import { useCurrency } from "../../hooks/useOutlet.ts";
import { MoveTableModal } from "./MoveTableModal.tsx";
import { printBillInBrowser } from "./printOnlineBill.ts";

/** The QR online-order queries: the pending list and the bell. */
const ONLINE_HEADS: QueryKeyHead[] = [queryKeys.online.list[0], queryKeys.online.notification[0]];

/** Ya/Tidak confirmation → true on Ya. */
function confirm(body: string, testId: string): Promise<boolean> {
  return new Promise((resolve) => {
    modals.openConfirmModal({
      children: <Text data-testid={`${testId}-text`}>{body}</Text>,
      labels: { confirm: LABELS.YES, cancel: LABELS.NO },
      confirmProps: { "data-testid": `${testId}-yes` },
      cancelProps: { "data-testid": `${testId}-no` },
      onConfirm: () => resolve(true),
      onCancel: () => resolve(false),
      onClose: () => resolve(false),
    });
  });
}

function oops(e: unknown, title: string = MSG.OOPS_TITLE) {
  const message = e instanceof Error ? e.message : MSG.SOME_ERROR;
  const shownTitle = e instanceof ApiError ? (e.title ?? title) : title;
  notifications.show({ title: shownTitle, message, color: "orange", autoClose: 4000 });
}

export function OnlineOrderActions({ order, onClose }: { order: PendingOnlineOrder; onClose: () => void }) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const currency = useCurrency();
  const [step, setStep] = useState<"actions" | "hasBill" | "move">("actions");
  const [table, setTable] = useState("");
  const [busy, setBusy] = useState(false);
  const refresh = () => queryClient.invalidateQueries({ predicate: (q) => ONLINE_HEADS.includes(q.queryKey[0]) });

  const accept = async (moveTo: number) => {
    if (!(await confirm(MSG_TEMPLATES.acceptOrder(order.tmp_online_bigboss_name), "accept-confirm"))) {
      return;
    }
    setBusy(true);
    try {
      const id = await acceptOnline(order.tmp_online_id, moveTo);
      await refresh();
      navigate(`/order/${id}`);
    } catch (e) {
      oops(e);
      await refresh();
      onClose();
    } finally {
      setBusy(false);
    }
  };

  const onAccept = async () => {
    try {
      const check = await checkOnlineBill(order.tmp_online_id);
      if (check.status > 0) {
        setTable(check.m_meja_nama);
        setStep("hasBill");
        return;
      }
      await accept(0);
    } catch (e) {
      oops(e);
    }
  };

  const onDelete = async () => {
    if (!(await confirm(MSG.DELETE_ORDER_CONFIRM, "delete-confirm"))) {
      return;
    }
    try {
      await deleteOnline(order.tmp_online_id);
    } catch (e) {
      oops(e);
    }
    await refresh();
    onClose();
  };

  const onPrint = async () => {
    try {
      const r = await printOnlineBill(order.tmp_online_id);
      if (r.printed) {
        notifications.show({ message: QR_MSG.PRINTED, color: "green" });
      } else {
        printBillInBrowser(r.bill, currency);
      }
    } catch (e) {
      oops(e, MSG.WARNING_TITLE);
    }
  };

  if (step === "move") {
    return <MoveTableModal busy={busy} onClose={onClose} onSave={(id) => void accept(id)} />;
  }
  return (
    <Modal
      opened
      onClose={onClose}
      centered
      title={`${order.tmp_online_table_name} · ${order.tmp_online_code}`}
      data-testid="online-order-modal"
    >
      {step === "hasBill" ? (
        <Stack>
          <Text fw={700} data-testid="has-bill-text">
            {MSG_TEMPLATES.tableHasOrder(table)}
          </Text>
          <Group grow>
            <Button onClick={() => void accept(0)} loading={busy} data-testid="has-bill-add">
              {LABELS.ADD_TO_BILL}
            </Button>
            <Button variant="light" onClick={() => setStep("move")} data-testid="has-bill-move">
              {LABELS.MOVE_TABLE}
            </Button>
            <Button variant="default" onClick={onClose} data-testid="has-bill-cancel">
              {LABELS.CANCEL}
            </Button>
          </Group>
        </Stack>
      ) : (
        <Stack>
          <Text fw={700}>{order.tmp_online_bigboss_name}</Text>
          <Stack gap={4} data-testid="online-order-items">
            {order.items.map((i) => (
              <div key={`${i.m_menu_id}|${optionsKey(i.options)}|${i.custom_menu}`} data-testid="online-order-item">
                <Text fz="sm">
                  <b>{QR_MSG.QTY_TIMES(i.qty)}</b> {i.m_menu_nama}
                  {i.custom_note ? <Text span c="dimmed" fz="xs">{` — ${i.custom_note}`}</Text> : null}
                </Text>
                {i.options.length > 0 ? (
                  <Text fz="sm" fw={700} c="orange.9" pl="md" data-testid="online-order-item-options">
                    {optionsText(i.options)}
                  </Text>
                ) : null}
              </div>
            ))}
          </Stack>
          <Group grow>
            <Button color="red" variant="light" onClick={() => void onDelete()} data-testid="online-delete">
              {QR_MSG.DELETE_BUTTON}
            </Button>
            <Button variant="light" onClick={() => void onPrint()} data-testid="online-print">
              {QR_MSG.PRINT_BUTTON}
            </Button>
            <Button onClick={() => void onAccept()} loading={busy} data-testid="online-accept">
              {QR_MSG.ACCEPT_BUTTON}
            </Button>
          </Group>
        </Stack>
      )}
    </Modal>
  );
}
