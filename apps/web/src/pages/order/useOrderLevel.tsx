/**
 * The order-level state and actions of the cashier screen (payment §2.1, §5, §6): Diskon Transaksi
 * and voucher (client state until payment), NIK/ID Member, the service-charge switch, Tarik Tunai,
 * Keluarkan Menu and deleting the order. Refusals show the spec's Error dialog with the server's text.
 */
import { modals } from "@mantine/modals";
import { LABELS, MSG, ORDER_MSG } from "@waroeng/domain";
import { useState } from "react";
import { useNavigate } from "react-router";
import { ApiError } from "../../api/client.ts";
import { deleteOrder, type PulledNote, updateCharges } from "../../api/orderLevel.ts";
import { alertDialog, notifySuccess } from "../../components/cashier-nav/dialogs.tsx";
import { NO_DISCOUNT, type OrderDiscount } from "./orderDiscount.ts";

/** Which order-level popup is open. */
export type OrderLevelModal = "discount" | "tarik" | "pull" | "member" | null;

function showError(e: unknown): void {
  const title = e instanceof ApiError ? (e.title ?? MSG.ERROR_TITLE) : MSG.ERROR_TITLE;
  alertDialog({ title, message: e instanceof Error ? e.message : String(e), button: LABELS.CLOSE, color: "red" });
}

export function useOrderLevel(orderId: string, reload: () => Promise<void>) {
  const navigate = useNavigate();
  const [discount, setDiscount] = useState<OrderDiscount>(NO_DISCOUNT);
  const [memberId, setMemberId] = useState("");
  const [modal, setModal] = useState<OrderLevelModal>(null);
  const [busy, setBusy] = useState(false);

  const saveCharges = async (change: { serviceCharge?: boolean; cashWithdrawal?: number }): Promise<boolean> => {
    setBusy(true);
    try {
      await updateCharges(orderId, change);
      await reload();
      return true;
    } catch (e) {
      showError(e);
      return false;
    } finally {
      setBusy(false);
    }
  };

  const confirmDelete = () => {
    modals.openConfirmModal({
      title: ORDER_MSG.DELETE_ORDER,
      centered: true,
      children: ORDER_MSG.DELETE_ORDER_CONFIRM,
      labels: { confirm: LABELS.DELETE, cancel: LABELS.CANCEL },
      confirmProps: { color: "red", "data-testid": "delete-order-confirm", h: 44 },
      cancelProps: { h: 44 },
      onConfirm: () => {
        void deleteOrder(orderId).then(() => {
          notifySuccess(ORDER_MSG.ORDER_DELETED);
          navigate("/dashboard", { replace: true });
        }, showError);
      },
    });
  };

  const pulled = (note: PulledNote, toExisting: boolean) => {
    setModal(null);
    notifySuccess(`${toExisting ? ORDER_MSG.MENU_PULLED_TO_NOTE : ORDER_MSG.MENU_PULLED}: ${note.tmp_transaction_note_number}`);
    void reload();
    navigate(`/order/${note.tmp_transaction_id}`);
  };

  return { discount, setDiscount, memberId, setMemberId, modal, setModal, busy, saveCharges, confirmDelete, pulled };
}
