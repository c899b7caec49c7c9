/**
 * Split bill, `/order/split-menu/{transactionId}` (payment §2.2, §4 "Split bill"): left the original
 * bill, right the new split bill; units move one at a time (a line disappears at 0); the split's
 * tax and service charge switch only when the order's rate is above 0; its discount and voucher are
 * removable; DISKON shows and BAYAR works only when the split total is above 0; BATAL goes straight
 * back when nothing was moved, else asks (Konfirmasi / Yakin gajadi split nota). After a payment the
 * receipt modal opens; Selesai reloads — the order keeps what is left, and once the last split closed
 * it the screen returns to the dashboard.
 */
import { Badge, Box, Button, Center, Group, Loader, Stack, Text, Title } from "@mantine/core";
import { modals } from "@mantine/modals";
import { notifications } from "@mantine/notifications";
import { formatMoney, LABELS, MSG, ORDER_STATUS, SCREEN_MSG, SPLIT_MSG } from "@waroeng/domain";
import { useEffect, useState } from "react";
import { useNavigate, useParams } from "react-router";
import { CashWithdrawalModal } from "../order/CashWithdrawalModal.tsx";
import { DiscountModal } from "../order/DiscountModal.tsx";
import { totalBeforeDiscount } from "../order/orderDiscount.ts";
import { SplitPane } from "./SplitPane.tsx";
import { type SplitPaid, SplitPayFlow, type SplitPayStage } from "./SplitPayFlow.tsx";
import { SplitReceiptModal } from "./SplitReceiptModal.tsx";
import { SplitTotals } from "./SplitTotals.tsx";
import { useSplit } from "./useSplit.ts";

export function SplitPage() {
  const { transactionId = "" } = useParams();
  return <SplitScreen key={transactionId} transactionId={transactionId} />;
}

function SplitScreen({ transactionId }: { transactionId: string }) {
  const navigate = useNavigate();
  const s = useSplit(transactionId);
  const [stage, setStage] = useState<SplitPayStage>("closed");
  const [modal, setModal] = useState<"discount" | "tarik" | null>(null);
  const [paid, setPaid] = useState<SplitPaid | null>(null);
  const order = s.order.data;
  const closed = order?.tmp_transaction_status === ORDER_STATUS.CLOSED;

  // A missing order, or one closed (by the last split, or elsewhere) once no receipt is open, returns to the dashboard.
  useEffect(() => {
    if (paid) {
      return;
    }
    if (s.order.isError || closed) {
      if (closed) {
        notifications.show({ message: SPLIT_MSG.ALL_PAID, color: "green" });
      } else if (s.order.error) {
        notifications.show({ message: s.order.error.message, color: "red" });
      }
      navigate("/dashboard", { replace: true });
    }
  }, [s.order.isError, s.order.error, closed, paid, navigate]);

  if (!order || !s.left || !s.right || s.detail.isPending) {
    return (
      <Center h="60vh">
        <Loader />
      </Center>
    );
  }
  const right = s.right;
  const payable = right.rounded > 0 && s.moved;

  const cancel = () => {
    if (!s.moved) {
      navigate(`/order/${transactionId}`);
      return;
    }
    modals.openConfirmModal({
      title: <Text fw={700}>{MSG.CONFIRM_SPLIT_TITLE}</Text>,
      centered: true,
      children: <Text data-testid="split-cancel-message">{MSG.CANCEL_SPLIT}</Text>,
      labels: { confirm: SPLIT_MSG.CONFIRM_YES, cancel: SPLIT_MSG.CONFIRM_NO },
      confirmProps: { color: "red", "data-testid": "split-cancel-yes", h: 44 },
      cancelProps: { h: 44, "data-testid": "split-cancel-no" },
      onConfirm: () => navigate(`/order/${transactionId}`),
    });
  };

  const done = () => {
    setPaid(null);
    s.reset();
    void s.reload();
  };

  const header = (
    <Group justify="space-between" wrap="nowrap" mb={4}>
      <Stack gap={0}>
        <Text fw={800} fz="lg" data-testid="split-left-nota">
          {order.tmp_transaction_note_number}
        </Text>
        <Text fz="sm" c="dimmed" lineClamp={1}>
          {order.tmp_transaction_table_name_list || order.m_t_t_name} · {order.tmp_transaction_customer_name}
        </Text>
      </Stack>
      <Badge variant="light" color="gray" size="lg">
        {SPLIT_MSG.ORIGINAL}
      </Badge>
    </Group>
  );

  return (
    <Box p="sm" h="calc(100vh - 60px)" style={{ display: "flex", flexDirection: "column", gap: 8 }}>
      <Group justify="space-between">
        <Title order={3}>{SPLIT_MSG.TITLE}</Title>
      </Group>
      <Box style={{ flex: 1, minHeight: 0, display: "flex", gap: 12 }}>
        <SplitPane
          side="left"
          title={header}
          lines={s.sides.left}
          currency={s.currency}
          empty={MSG.NO_DATA}
          busy={stage !== "closed"}
          onMove={(id) => s.move(id, "right")}
        >
          <Group justify="space-between" pt="xs" style={{ borderTop: "1px solid var(--mantine-color-gray-3)" }}>
            <Text c="dimmed" fz="sm">
              {SCREEN_MSG.REMAINING_TOTAL}
            </Text>
            <Text fw={700} className="tabular" data-testid="split-left-total">
              {formatMoney(s.left.rounded, s.currency)}
            </Text>
          </Group>
          {s.left.globalDiscount + s.left.voucher > 0 && (
            <Text fz="xs" c="dimmed" ta="right" className="tabular" data-testid="split-left-discount">
              {[
                s.left.globalDiscount > 0 ? `${SCREEN_MSG.DISCOUNT} - ${formatMoney(s.left.globalDiscount, s.currency)}` : "",
                s.left.voucher > 0 ? `${SCREEN_MSG.VOUCHER} - ${formatMoney(s.left.voucher, s.currency)}` : "",
              ]
                .filter(Boolean)
                .join(" · ")}
            </Text>
          )}
        </SplitPane>
        <SplitPane
          side="right"
          title={
            <Group justify="space-between" wrap="nowrap" mb={4}>
              <Stack gap={0}>
                <Text fw={800} fz="lg" data-testid="split-nota">
                  {s.noteNumber}
                </Text>
                <Text fz="sm" c="dimmed">
                  {order.tmp_transaction_customer_name}
                </Text>
              </Stack>
              <Badge variant="light" color="orange" size="lg">
                {SPLIT_MSG.NEW_BILL}
              </Badge>
            </Group>
          }
          lines={s.sides.right}
          currency={s.currency}
          empty={SPLIT_MSG.EMPTY_SPLIT}
          busy={stage !== "closed"}
          onMove={(id) => s.move(id, "left")}
        >
          <Box pt="xs" style={{ borderTop: "1px solid var(--mantine-color-gray-3)" }}>
            <SplitTotals
              totals={right}
              currency={s.currency}
              taxRateBp={s.taxRateBp}
              serviceRateBp={s.serviceRateBp}
              taxOn={s.taxOn}
              serviceOn={s.serviceOn}
              onTax={s.setTaxOn}
              onService={s.setServiceOn}
              onRemoveDiscount={() => s.setDiscount({ ...s.discount, globalDiscount: 0 })}
              onRemoveVoucher={() => s.setDiscount({ ...s.discount, voucher: 0, voucherCode: "" })}
              onRemoveCashWithdrawal={() => s.setCashWithdrawal(0)}
            />
          </Box>
        </SplitPane>
      </Box>
      <Group justify="space-between" gap="sm">
        <Button h={52} w={160} variant="outline" color="red" onClick={cancel} data-testid="split-cancel">
          {SCREEN_MSG.CANCEL_CAPS}
        </Button>
        <Group gap="sm">
          <Button h={52} variant="light" color="gray" onClick={() => setModal("tarik")} data-testid="split-tarik-tunai">
            {LABELS.CASH_WITHDRAWAL}
          </Button>
          {right.rounded > 0 && (
            <Button h={52} w={140} variant="light" color="orange" onClick={() => setModal("discount")} data-testid="split-discount-button">
              {SCREEN_MSG.DISCOUNT_CAPS}
            </Button>
          )}
          <Button h={52} w={200} fz="lg" disabled={!payable} onClick={() => setStage("choose")} data-testid="split-pay">
            {SCREEN_MSG.PAY_CAPS}
          </Button>
        </Group>
      </Group>
      <DiscountModal
        opened={modal === "discount"}
        onClose={() => setModal(null)}
        baseTotal={totalBeforeDiscount(right)}
        current={s.discount}
        currency={s.currency}
        onApply={(d) => {
          s.setDiscount(d);
          setModal(null);
        }}
      />
      <CashWithdrawalModal
        opened={modal === "tarik"}
        current={s.cashWithdrawal}
        busy={false}
        onClose={() => setModal(null)}
        onSave={(amount) => {
          s.setCashWithdrawal(amount);
          setModal(null);
        }}
      />
      <SplitPayFlow
        orderId={Number(transactionId)}
        noteNumber={s.noteNumber}
        menu={s.sides.right.map((l) => ({ tmp_transaction_detail_id: l.id, tmp_transaction_detail_qty: l.qty, m_produk_nama: l.name }))}
        totals={right}
        currency={s.currency}
        memberId={order.tmp_transaction_member_id ?? ""}
        voucherCode={s.discount.voucherCode}
        stage={stage}
        setStage={setStage}
        onPaid={setPaid}
        onRefused={(stale) => {
          if (stale) {
            s.reset();
          }
          void s.reload();
        }}
      />
      <SplitReceiptModal paid={paid} currency={s.currency} storedMember={order.tmp_transaction_member_id ?? ""} onDone={done} />
    </Box>
  );
}
