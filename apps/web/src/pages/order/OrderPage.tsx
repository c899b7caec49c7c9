/**
 * Order entry (orders §2.5, payment §2.1): header, cart (SUDAH / BELUM DIORDER), totals and actions
 * on the left; menu search, tabs and cards on the right; production and the pay flow in popups.
 * The pay step is in the URL (`?bayar=pilih|cash|edc`, then `?bayar={receiptId}` once paid), so a
 * reload or Back/Forward returns to it; the paid step is read from the server (PaidStep).
 */
import { Box, Center, Loader, Paper, ScrollArea, Stack } from "@mantine/core";
import { useMediaQuery } from "@mantine/hooks";
import { can, MSG, ORDER_STATUS, PRODUCTION_STATUS, salesBase, type Totals } from "@waroeng/domain";
import { Suspense, useCallback, useEffect, useRef, useState } from "react";
import { useNavigate, useParams, useSearchParams } from "react-router";
import type { MenuItem } from "../../api/menu.ts";
import type { OrderLine } from "../../api/orders.ts";
import { alertDialog } from "../../components/cashier-nav/dialogs.tsx";
import { MountWhenOpened } from "../../components/MountWhenOpened.tsx";
import { useCurrentUser } from "../../hooks/useCurrentUser.ts";
import { session } from "../../lib/session.ts";
import { usePublishToDisplay } from "../../lib/tillDisplay.ts";
import { CartPanel } from "./CartPanel.tsx";
import {
  CashWithdrawalModal,
  DiscountModal,
  EditNoteModal,
  LineActionModals,
  MemberModal,
  PaidStep,
  PaymentFlow,
  PullMenuModal,
  UnsentLinesModal,
} from "./lazyDialogs.ts";
import { LineOptions } from "./lines/LineOptions.tsx";
import type { LineAction } from "./lines/lineAction.ts";
import { MenuPanel } from "./MenuPanel.tsx";
import { OrderActions } from "./OrderActions.tsx";
import { OrderExtras } from "./OrderExtras.tsx";
import { OrderHeader } from "./OrderHeader.tsx";
import { OrderOptionSheet, useOptionTaps } from "./OrderOptionSheet.tsx";
import { useOrderArea } from "./orderArea.ts";
import { discountChange } from "./orderDiscount.ts";
import { PhoneSwitch, PhoneTotalBar, type PhoneView } from "./PhoneBar.tsx";
import { ProductionModal } from "./ProductionModal.tsx";
import type { PaymentStage } from "./payment/PaymentFlow.tsx";
import { printKitchenTickets, printOrderSlip } from "./printOrder.ts";
import { TotalsBlock } from "./TotalsBlock.tsx";
import { useCartActions } from "./useCartActions.ts";
import { useLeaveWhenGone } from "./useLeaveWhenGone.ts";
import { useOrder } from "./useOrder.ts";
import { useOrderLevel } from "./useOrderLevel.tsx";

/** URL words of the pay steps (`?bayar=`). */
const STEP_WORD: Record<Exclude<PaymentStage, "closed">, string> = {
  choose: "pilih",
  cash: "cash",
  edc: "edc",
  qris: "qris",
  default: "bawaan",
  multi: "multi",
  other: "lainnya",
  lostbill: "lostbill",
  gratis: "gratis",
};

function stageOf(word: string | null): PaymentStage {
  const found = Object.entries(STEP_WORD).find(([, w]) => w === word);
  return found ? (found[0] as PaymentStage) : "closed";
}

export function OrderPage() {
  const { transactionId = "" } = useParams();
  const [search, setSearch] = useSearchParams();
  const step = search.get("bayar");
  const paidReceipt = step && /^\d+$/.test(step) ? Number(step) : null;
  // The till's customer display follows the bill: adding lines, the pay steps, paid.
  usePublishToDisplay(Number(transactionId), paidReceipt !== null ? "paid" : step ? "payment" : "order");
  return paidReceipt !== null ? (
    <Suspense fallback={<Loader m="xl" />}>
      <PaidStep orderId={Number(transactionId)} receiptId={paidReceipt} />
    </Suspense>
  ) : (
    <OrderScreen
      key={transactionId}
      transactionId={transactionId}
      step={step}
      onStep={(word) => setSearch(word ? { bayar: word } : {}, { replace: true })}
    />
  );
}

interface OrderScreenProps {
  transactionId: string;
  /** The pay step in the URL, if any. */
  step: string | null;
  onStep: (word: string | null) => void;
}

function OrderScreen({ transactionId, step, onStep }: OrderScreenProps) {
  const navigate = useNavigate();
  const area = useOrderArea();
  const user = useCurrentUser();
  const role = user.data?.role ?? session.role();
  const printKind = can(role, "order.printBill") ? ("PRINTBILL" as const) : can(role, "order.repeat") ? ("REPEAT" as const) : undefined;
  const fill = useMediaQuery("(min-width: 62em)") ?? true;
  const { order, lines, totals: lineTotals, currency, reload, detail } = useOrder(transactionId);
  const cart = useCartActions(transactionId, reload);
  const optionTaps = useOptionTaps(transactionId, role, cart.addItem);
  const level = useOrderLevel(transactionId, reload);
  // One callback for the whole visit (the latest tap handler behind it): the menu grid (memo) is not
  // re-rendered when the cart changes.
  const latestPick = useRef(optionTaps.pick);
  latestPick.current = optionTaps.pick;
  const pickMenu = useCallback((item: MenuItem) => latestPick.current(item), []);
  // The totals carry the order's stored Diskon Transaksi and voucher (useOrder, orderTotals.ts).
  const totals = lineTotals;
  const discount = {
    globalDiscount: totals?.globalDiscount ?? 0,
    voucher: totals?.voucher ?? 0,
    voucherCode: order.data?.voucher_code ?? "",
  };
  const [production, setProduction] = useState(false);
  const payStage = stageOf(step);
  const setPayStage = (stage: PaymentStage) => onStep(stage === "closed" ? null : STEP_WORD[stage]);
  const [phoneView, setPhoneView] = useState<PhoneView>("cart");
  const [editing, setEditing] = useState(false);
  const [lineAction, setLineAction] = useState<LineAction | null>(null);
  const closeEdit = useCallback(() => setEditing(false), []);
  // The totals as shown when Bayar was pressed: the payment compares the server against these.
  const [payTotals, setPayTotals] = useState<Totals | null>(null);
  // Bayar with BELUM DIORDER lines: the warning lists them first.
  const [unsentWarning, setUnsentWarning] = useState<OrderLine[]>([]);

  // A missing or closed order returns to the area's home; one paid meanwhile shows its Kembalian (useLeaveWhenGone).
  const closed = order.data?.tmp_transaction_status === ORDER_STATUS.CLOSED;
  const paidMeanwhile = closed && step !== null;
  useLeaveWhenGone(order.error, closed, paidMeanwhile, area.home);

  // On a phone a new (empty) order opens on the menu.
  const loadedEmpty = detail.isSuccess && detail.data.lines.length === 0;
  const [autoMenu, setAutoMenu] = useState(false);
  useEffect(() => {
    if (loadedEmpty && !autoMenu) {
      setAutoMenu(true);
      setPhoneView("menu");
    }
  }, [loadedEmpty, autoMenu]);

  if (paidMeanwhile) {
    return (
      <Suspense fallback={<Loader m="xl" />}>
        <PaidStep orderId={Number(transactionId)} receiptId={null} />
      </Suspense>
    );
  }
  if (!order.data || !totals || detail.isPending) {
    return (
      <Center h="60vh">
        <Loader />
      </Center>
    );
  }

  const units = lines.filter((l) => l.status === 0).reduce((sum, l) => sum + l.qty, 0);
  const mayDiscount = can(role, "order.discount");
  const showCart = fill || phoneView === "cart";
  const showMenu = fill || phoneView === "menu";
  const needLines = (then: () => void) => {
    if (lines.length === 0) {
      alertDialog({ title: MSG.OOPS_TITLE, message: MSG.EMPTY_CART });
      return;
    }
    then();
  };

  return (
    <Box p={{ base: "xs", sm: "sm" }} h={fill ? `calc(100vh - ${area.chrome}px)` : undefined}>
      {!fill && (
        <Box mb="xs">
          <PhoneSwitch view={phoneView} onChange={setPhoneView} units={units} />
        </Box>
      )}
      <Box style={{ display: "flex", flexDirection: fill ? "row" : "column", gap: 12, height: fill ? "100%" : undefined }}>
        {showCart && (
          <Stack gap="xs" w={fill ? 460 : "100%"} style={{ flexShrink: 0, minHeight: 0 }}>
            <OrderHeader order={order.data} onEdit={() => setEditing(true)} />
            <Paper withBorder radius="md" p={4} style={fill ? { flex: 1, minHeight: 0, display: "flex" } : undefined}>
              <ScrollArea style={fill ? { flex: 1 } : undefined} type="auto" offsetScrollbars>
                <CartPanel
                  lines={lines}
                  currency={currency}
                  busy={cart.busy}
                  onAdd={cart.addLine}
                  onReduce={cart.reduceLine}
                  changeOptions={optionTaps.changeOptions}
                  options={(line) => (
                    <LineOptions line={line} role={role} busy={cart.busy} onPick={(kind) => setLineAction({ kind, line })} />
                  )}
                />
              </ScrollArea>
            </Paper>
            <Paper withBorder radius="md" px="sm" py={6}>
              <TotalsBlock
                totals={totals}
                currency={currency}
                taxPercent={order.data.pajak}
                servicePercent={order.data.service_charge}
                serviceSwitch={
                  mayDiscount && Number(order.data.service_charge) > 0
                    ? {
                        on: lines.some((l) => l.status === 0 && l.service_charge_status === 1) || lines.length === 0,
                        busy: level.busy,
                        onChange: (on) => void level.saveCharges({ serviceCharge: on }),
                      }
                    : undefined
                }
                memberId={level.memberId}
                onMember={mayDiscount ? () => level.setModal("member") : undefined}
                discountPercent={order.data.global_discount_type === "diskonPercent" ? order.data.global_discount_percent : undefined}
                onRemoveDiscount={mayDiscount ? () => void level.saveDiscount({ discount: { type: "", value: "" } }) : undefined}
                onRemoveVoucher={mayDiscount ? () => void level.saveDiscount({ voucherCode: "" }) : undefined}
              />
            </Paper>
            <OrderActions
              showProduction={can(role, "order.produce")}
              showPay={can(role, "order.pay")}
              printButton={printKind}
              onPrint={printKind ? () => void printOrderSlip(printKind, Number(transactionId)) : undefined}
              more={
                <OrderExtras
                  showDiscount={mayDiscount}
                  showPull={can(role, "order.pay")}
                  showDelete={can(role, "order.delete")}
                  busy={cart.busy || level.busy}
                  onDiscount={() => needLines(() => level.setModal("discount"))}
                  onCashWithdrawal={() => level.setModal("tarik")}
                  onPull={() => needLines(() => level.setModal("pull"))}
                  onMember={() => level.setModal("member")}
                  onDelete={level.confirmDelete}
                />
              }
              busy={cart.busy}
              onSplit={
                can(role, "order.split") && area.home === "/dashboard"
                  ? () => needLines(() => navigate(`/order/split-menu/${transactionId}`))
                  : undefined
              }
              onSave={() => navigate(area.home)}
              onProduction={() => needLines(() => setProduction(true))}
              onPay={() =>
                needLines(() => {
                  const unsent = lines.filter((l) => l.status === 0 && l.qty > 0 && l.production_status !== PRODUCTION_STATUS.SENT);
                  if (unsent.length > 0) {
                    setUnsentWarning(unsent);
                    return;
                  }
                  setPayTotals(totals);
                  setPayStage("choose");
                })
              }
            />
          </Stack>
        )}
        {showMenu && (
          <Paper withBorder radius="md" p="sm" style={{ flex: 1, minWidth: 0, minHeight: fill ? 0 : 480 }}>
            <MenuPanel transactionId={transactionId} currency={currency} busy={cart.busy} onPick={pickMenu} fill={fill} />
          </Paper>
        )}
      </Box>
      {!fill && phoneView === "menu" && (
        <PhoneTotalBar total={totals.rounded} units={units} currency={currency} onShowCart={() => setPhoneView("cart")} />
      )}
      <ProductionModal
        opened={production}
        lines={lines}
        busy={cart.busy}
        onClose={() => setProduction(false)}
        onConfirm={() => {
          void cart.produce().then((ok) => {
            if (ok) {
              setProduction(false);
              printKitchenTickets(Number(transactionId));
            }
          });
        }}
      />
      <OrderOptionSheet
        target={optionTaps.target}
        currency={currency}
        busy={cart.busy}
        onClose={optionTaps.close}
        addItem={cart.addItem}
        reload={reload}
      />
      <MountWhenOpened opened={lineAction !== null}>
        <LineActionModals action={lineAction} currency={currency} onClose={() => setLineAction(null)} reload={reload} />
      </MountWhenOpened>
      <MountWhenOpened opened={level.modal === "discount"}>
        <DiscountModal
          opened={level.modal === "discount"}
          onClose={() => level.setModal(null)}
          baseTotal={salesBase(totals)}
          current={discount}
          currency={currency}
          onApply={(_next, entry, approver) => level.saveDiscount(discountChange(entry, currency), approver)}
        />
      </MountWhenOpened>
      <MountWhenOpened opened={level.modal === "tarik"}>
        <CashWithdrawalModal
          opened={level.modal === "tarik"}
          current={totals.cashWithdrawal}
          busy={level.busy}
          onClose={() => level.setModal(null)}
          onSave={(amount) => void level.saveCharges({ cashWithdrawal: amount }).then((ok) => ok && level.setModal(null))}
        />
      </MountWhenOpened>
      <MountWhenOpened opened={level.modal === "member"}>
        <MemberModal
          opened={level.modal === "member"}
          value={level.memberId}
          onChange={level.setMemberId}
          onClose={() => level.setModal(null)}
        />
      </MountWhenOpened>
      <MountWhenOpened opened={level.modal === "pull"}>
        <PullMenuModal
          orderId={level.modal === "pull" ? Number(transactionId) : null}
          onClose={() => level.setModal(null)}
          onPulled={level.pulled}
        />
      </MountWhenOpened>
      <MountWhenOpened opened={editing}>
        <EditNoteModal orderId={editing ? Number(transactionId) : null} onClose={closeEdit} onChanged={() => void reload()} />
      </MountWhenOpened>
      <MountWhenOpened opened={unsentWarning.length > 0}>
        <UnsentLinesModal
          lines={unsentWarning}
          onClose={() => setUnsentWarning([])}
          onSend={() => {
            setUnsentWarning([]);
            setProduction(true);
          }}
          onPayAnyway={() => {
            setUnsentWarning([]);
            setPayTotals(totals);
            setPayStage("choose");
          }}
        />
      </MountWhenOpened>
      <MountWhenOpened opened={payStage !== "closed"}>
        <PaymentFlow
          transactionId={transactionId}
          totals={payTotals ?? totals}
          currency={currency}
          stage={payStage}
          setStage={setPayStage}
          onPaid={(receiptId) => onStep(String(receiptId))}
          reload={reload}
          memberId={level.memberId}
          voucherCode={discount.voucherCode}
          vendorName={order.data.m_t_t_name}
          onVoucher={() => level.setModal("discount")}
        />
      </MountWhenOpened>
    </Box>
  );
}
