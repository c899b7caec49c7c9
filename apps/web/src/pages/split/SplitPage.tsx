/**
 * Split bill, `/order/split-menu/{transactionId}` (payment §2.2, §4 "Split bill"): left the original
 * bill, right a sub-bill (S1, S2 … as tabs); units move one at a time (a line disappears at 0) and
 * are held by the server, so a reload, a reopen or a second device shows them; the split's tax and
 * service charge switch only when the order's rate is above 0; its discount and voucher are
 * removable; DISKON shows and BAYAR works only when the sub-bill's total is above 0 and it is the next
 * one (its note number is the next split's); BATAL goes straight back when nothing was moved, else
 * asks (Konfirmasi / Yakin gajadi split nota) and forgets the moves. Bagi rata splits the order
 * evenly into N bills (SplitEven.tsx). Every figure says what it is: "Sisa belum dibagi" (the
 * original bill), "Total S1" (the sub-bill), "Total pesanan" (the whole open order). After a payment
 * the receipt modal opens; Selesai reloads — the order keeps what is left and the next sub-bill holds
 * what was moved to it — and once the last split closed it the screen returns to the dashboard.
 * Bagi rata is paid at once: each share's method, cash and Lunas tick (SplitEvenPay.tsx), BAYAR when
 * every share has a method, one payment of the whole bill with one tender per share (useEvenPay.ts).
 * The order's stored Diskon Transaksi: a percent applies to each sub-bill (said under the tabs); a
 * nominal or a voucher blocks paying a sub-bill until "Hapus diskon transaksi dulu" removes it.
 */
import { Alert, Badge, Box, Button, Center, Flex, Group, Loader, Stack, Text, Title } from "@mantine/core";
import { modals } from "@mantine/modals";
import { notifications } from "@mantine/notifications";
import { formatMoney, LABELS, MSG, ORDER_STATUS, SCREEN_MSG, SPLIT_MSG } from "@waroeng/domain";
import { useEffect, useState } from "react";
import { useNavigate, useParams } from "react-router";
import { saveOrderDiscount } from "../../api/orderLevel.ts";
import { CashWithdrawalModal } from "../order/CashWithdrawalModal.tsx";
import { DiscountModal } from "../order/DiscountModal.tsx";
import { totalBeforeDiscount } from "../order/orderDiscount.ts";
import { evenPayment } from "./evenPay.ts";
import { SplitEvenList, SplitEvenModal } from "./SplitEven.tsx";
import { SplitEvenPay } from "./SplitEvenPay.tsx";
import { SplitPane } from "./SplitPane.tsx";
import { type SplitPaid, SplitPayFlow, type SplitPayStage } from "./SplitPayFlow.tsx";
import { SplitReceiptModal } from "./SplitReceiptModal.tsx";
import { SplitTotals } from "./SplitTotals.tsx";
import { partName } from "./splitView.ts";
import { useEvenPay } from "./useEvenPay.ts";
import { useSplit } from "./useSplit.ts";

/** A bottom-bar button's width on a phone: two per row. */
const HALF = "calc(50% - 6px)";

export function SplitPage() {
  const { transactionId = "" } = useParams();
  return <SplitScreen key={transactionId} transactionId={transactionId} />;
}

function SplitScreen({ transactionId }: { transactionId: string }) {
  const navigate = useNavigate();
  const s = useSplit(transactionId);
  const [stage, setStage] = useState<SplitPayStage>("closed");
  const [modal, setModal] = useState<"discount" | "tarik" | "even" | null>(null);
  const [paid, setPaid] = useState<SplitPaid | null>(null);
  const order = s.order.data;
  const closed = order?.tmp_transaction_status === ORDER_STATUS.CLOSED;
  const evenPay = useEvenPay(Number(transactionId), s.currency, () => void s.reload());
  const [removing, setRemoving] = useState(false);

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

  if (!order || !s.left || !s.right || !s.whole || s.detail.isPending || s.split.isPending) {
    return (
      <Center h="60vh">
        <Loader />
      </Center>
    );
  }
  const right = s.right;
  const whole = s.whole;
  const isNext = s.part === s.nextPart;
  const payable = right.rounded > 0 && s.sides.right.length > 0 && isNext && s.even === 0 && !s.discountBlocks;
  const even = evenPayment(s.shares);
  const evenPayable = s.even > 0 && s.shares.length === s.even && even.ready && !s.busy && !evenPay.busy;

  // "Hapus diskon transaksi dulu": the order's nominal discount and voucher removed (PUT …/discount), then the split goes on.
  const removeDiscount = () => {
    setRemoving(true);
    saveOrderDiscount(transactionId, { discount: { type: "", value: "" }, voucherCode: "" })
      .then(
        () => s.reload(),
        (e: unknown) => notifications.show({ color: "red", message: e instanceof Error ? e.message : String(e) }),
      )
      .finally(() => setRemoving(false));
  };

  const payEven = () => {
    void evenPay.pay(whole, s.even, even, order.tmp_transaction_member_id ?? "").then((done) => {
      if (done) {
        setPaid(done);
      }
    });
  };

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
      onConfirm: () => {
        s.clear().then(
          () => navigate(`/order/${transactionId}`),
          (e: unknown) => notifications.show({ color: "red", message: e instanceof Error ? e.message : String(e) }),
        );
      },
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

  const tabs = s.even === 0 && (
    <Group gap={6} mb="xs" data-testid="split-tabs">
      {s.tabs.map((p) => (
        <Button
          key={p}
          h={44}
          miw={64}
          variant={p === s.part ? "filled" : "light"}
          color="orange"
          onClick={() => s.choose(p)}
          data-testid={`split-tab-${p}`}
        >
          {SPLIT_MSG.PART_TAB(partName(p))}
        </Button>
      ))}
      <Button h={44} variant="subtle" color="orange" onClick={s.addPart} data-testid="split-tab-add">
        + {SPLIT_MSG.ADD_PART}
      </Button>
    </Group>
  );

  return (
    <Box p="sm" h={{ base: "auto", sm: "calc(100vh - 60px)" }} style={{ display: "flex", flexDirection: "column", gap: 8 }}>
      <Group justify="space-between" wrap="wrap" gap="xs">
        <Title order={3}>{SPLIT_MSG.TITLE}</Title>
        <Group gap="xs" wrap="nowrap">
          <Text c="dimmed" fz="sm">
            {SPLIT_MSG.ORDER_TOTAL}
          </Text>
          <Text fw={800} className="tabular" data-testid="split-order-total">
            {formatMoney(whole.rounded, s.currency)}
          </Text>
        </Group>
      </Group>
      <Flex direction={{ base: "column", sm: "row" }} gap={12} style={{ flex: 1, minHeight: 0 }}>
        <SplitPane
          side="left"
          title={header}
          lines={s.sides.left}
          currency={s.currency}
          empty={MSG.NO_DATA}
          busy={stage !== "closed" || s.busy || s.even > 0}
          onMove={(id) => s.move(id, "right")}
        >
          {s.even === 0 && (
            <Group justify="space-between" pt="xs" style={{ borderTop: "1px solid var(--mantine-color-gray-3)" }}>
              <Text c="dimmed" fz="sm">
                {SPLIT_MSG.UNSPLIT_REST}
              </Text>
              <Text fw={700} className="tabular" data-testid="split-left-total">
                {formatMoney(s.left.rounded, s.currency)}
              </Text>
            </Group>
          )}
          {s.even === 0 && s.left.globalDiscount + s.left.voucher > 0 && (
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
            <>
              {tabs}
              <Group justify="space-between" wrap="nowrap" mb={4}>
                <Stack gap={0}>
                  <Text fw={800} fz="lg" data-testid="split-nota">
                    {s.even > 0 ? order.tmp_transaction_note_number : s.partNote(s.part)}
                  </Text>
                  <Text fz="sm" c="dimmed">
                    {order.tmp_transaction_customer_name}
                  </Text>
                </Stack>
                <Badge variant="light" color="orange" size="lg" style={{ flexShrink: 0, overflow: "visible" }}>
                  {s.even > 0 ? SPLIT_MSG.EVEN : SPLIT_MSG.NEW_BILL}
                </Badge>
              </Group>
            </>
          }
          lines={s.even > 0 ? [] : s.sides.right}
          currency={s.currency}
          empty={s.even > 0 ? "" : SPLIT_MSG.EMPTY_SPLIT}
          busy={stage !== "closed" || s.busy}
          onMove={(id) => s.move(id, "left")}
        >
          <Box pt="xs" style={{ borderTop: "1px solid var(--mantine-color-gray-3)" }}>
            {s.even === 0 && s.discountBlocks && (
              <Alert color="orange" mb="xs" data-testid="split-discount-blocks">
                <Stack gap={8}>
                  <Text fz="sm">{SPLIT_MSG.DISCOUNT_NOT_SPLITTABLE}</Text>
                  <Button h={44} color="orange" loading={removing} onClick={removeDiscount} data-testid="split-remove-order-discount">
                    {SPLIT_MSG.REMOVE_DISCOUNT_FIRST}
                  </Button>
                </Stack>
              </Alert>
            )}
            {s.even === 0 && s.percentBp > 0 && (
              <Text fz="sm" c="orange.8" mb={4} data-testid="split-discount-each">
                {SPLIT_MSG.DISCOUNT_EACH_BILL(String(s.percentBp / 100))}
              </Text>
            )}
            {s.even > 0 && s.shares.length === s.even ? (
              <SplitEvenPay shares={s.shares} payment={even} currency={s.currency} busy={s.busy || evenPay.busy} onChange={s.setShare} />
            ) : s.evenParts ? (
              <SplitEvenList parts={s.evenParts} currency={s.currency} />
            ) : (
              <SplitTotals
                totals={right}
                totalLabel={SPLIT_MSG.PART_TOTAL(partName(s.part))}
                currency={s.currency}
                taxRateBp={s.taxRateBp}
                serviceRateBp={s.serviceRateBp}
                taxOn={s.taxOn}
                serviceOn={s.serviceOn}
                onTax={s.setTaxOn}
                onService={s.setServiceOn}
                onRemoveDiscount={s.percentBp > 0 ? undefined : () => s.setDiscount({ ...s.discount, globalDiscount: 0 })}
                onRemoveVoucher={() => s.setDiscount({ ...s.discount, voucher: 0, voucherCode: "" })}
                onRemoveCashWithdrawal={() => s.setCashWithdrawal(0)}
              />
            )}
            {!isNext && s.even === 0 && (
              <Text fz="sm" c="orange.8" ta="right" data-testid="split-pay-next-first">
                {SPLIT_MSG.PAY_NEXT_FIRST(partName(s.nextPart))}
              </Text>
            )}
          </Box>
        </SplitPane>
      </Flex>
      <Flex wrap="wrap" gap="sm" justify="flex-end">
        <Button h={52} w={{ base: HALF, sm: 140 }} variant="outline" color="red" onClick={cancel} data-testid="split-cancel">
          {SCREEN_MSG.CANCEL_CAPS}
        </Button>
        <Box visibleFrom="sm" style={{ flex: 1 }} />
        <Button
          h={52}
          w={{ base: HALF, sm: "auto" }}
          variant="light"
          color="grape"
          onClick={() => setModal("even")}
          data-testid="split-even"
        >
          {SPLIT_MSG.EVEN}
        </Button>
        {s.even === 0 && (
          <Button
            h={52}
            w={{ base: HALF, sm: "auto" }}
            variant="light"
            color="gray"
            onClick={() => setModal("tarik")}
            data-testid="split-tarik-tunai"
          >
            {LABELS.CASH_WITHDRAWAL}
          </Button>
        )}
        {right.rounded > 0 && s.even === 0 && s.percentBp === 0 && !s.discountBlocks && (
          <Button
            h={52}
            w={{ base: HALF, sm: 140 }}
            variant="light"
            color="orange"
            onClick={() => setModal("discount")}
            data-testid="split-discount-button"
          >
            {SCREEN_MSG.DISCOUNT_CAPS}
          </Button>
        )}
        <Button
          h={52}
          w={{ base: "100%", sm: 200 }}
          fz="lg"
          disabled={s.even > 0 ? !evenPayable : !payable}
          loading={evenPay.busy}
          onClick={() => (s.even > 0 ? payEven() : setStage("choose"))}
          data-testid="split-pay"
        >
          {SCREEN_MSG.PAY_CAPS}
        </Button>
      </Flex>
      <SplitEvenModal
        opened={modal === "even"}
        current={s.even}
        whole={whole}
        currency={s.currency}
        busy={s.busy}
        onClose={() => setModal(null)}
        onApply={(parts) => {
          s.setEven(parts).then(
            () => setModal(null),
            () => undefined,
          );
        }}
      />
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
