/**
 * The order-level state and actions of the cashier screen (payment §2.1, §5, §6): Diskon Transaksi
 * and voucher (kept on the order by the server until it is paid), NIK/ID Member, the service-charge switch, Tarik Tunai,
 * Keluarkan Menu and deleting the order. Refusals show the spec's Error dialog with the server's text.
 */
import { modals } from "@mantine/modals";
import { LABELS, LINE_MSG, MSG, ORDER_MSG } from "@waroeng/domain";
import { useState } from "react";
import { useNavigate } from "react-router";
import { approve } from "../../api/access.ts";
import { ApiError } from "../../api/client.ts";
import { type DiscountChange, deleteOrder, type PulledNote, saveOrderDiscount, updateCharges } from "../../api/orderLevel.ts";
import { alertDialog, notifySuccess } from "../../components/cashier-nav/dialogs.tsx";
import { useOutletInfo } from "../../hooks/useOutlet.ts";
import type { Approver } from "./DiscountModal.tsx";

/** Which order-level popup is open. */
export type OrderLevelModal = "discount" | "tarik" | "pull" | "member" | null;

function showError(e: unknown): void {
  const title = e instanceof ApiError ? (e.title ?? MSG.ERROR_TITLE) : MSG.ERROR_TITLE;
  alertDialog({ title, message: e instanceof Error ? e.message : String(e), button: LABELS.CLOSE, color: "red" });
}

export function useOrderLevel(orderId: string, reload: () => Promise<void>) {
  const navigate = useNavigate();
  const outlet = useOutletInfo();
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

  /**
   * Keeps the Diskon Transaksi / voucher change on the order (PUT /tmp-transaction/{id}/discount),
   * then reloads the bill. With `approver`, a supervisor's approval (POST /approve) goes with it.
   * @returns true when saved; "approval" when the discount is above the outlet's limit and no
   *   approver was given; false after showing any other refusal.
   */
  const saveDiscount = async (change: DiscountChange, approver?: Approver): Promise<boolean | "approval"> => {
    setBusy(true);
    try {
      const approvalId = approver ? await approve(outlet.data?.m_w_id ?? 0, approver.email.trim(), approver.password) : undefined;
      await saveOrderDiscount(orderId, approvalId ? { ...change, approvalId } : change);
      await reload();
      return true;
    } catch (e) {
      if (!approver && e instanceof ApiError && e.message === LINE_MSG.DISCOUNT_NEEDS_APPROVAL) {
        return "approval";
      }
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

  return { saveDiscount, memberId, setMemberId, modal, setModal, busy, saveCharges, confirmDelete, pulled };
}
