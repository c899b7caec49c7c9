/**
 * Edit Menu (payment §2.1, §9; orders §2.5): tax and service-charge switches, discount type (Persen,
 * Nominal per item, Qty, Harga Custom = CustomPrice) and value; the line's amount after the discount
 * is shown as it will be. Totals follow on the order screen after the save. The discount is shown
 * only to roles that may discount (`order.discount`); the others (pelayan) keep the two switches,
 * and their save sends no discount (the server refuses them a price change). A discount above the
 * outlet's limit is refused until a supervisor approves (POST /approve): the popup then asks for the
 * supervisor's email and password and saves again with the approval.
 */
import { Button, Group, Modal, NumberInput, SegmentedControl, Stack, Switch, Text } from "@mantine/core";
import {
  type Currency,
  can,
  formatMoney,
  LABELS,
  LINE_MSG,
  type LineDiscountType,
  lineDiscount,
  lineDiscountType,
  money,
  percentToBp,
  toWireMoney,
} from "@waroeng/domain";
import { useState } from "react";
import { approve } from "../../../api/access.ts";
import { ApiError } from "../../../api/client.ts";
import { editLine } from "../../../api/lineActions.ts";
import { AmountInput } from "../../../components/AmountInput.tsx";
import { loginComplete, type SupervisorLogin, SupervisorLoginFields } from "../../../components/role-setting/SupervisorApproval.tsx";
import { useOutletInfo } from "../../../hooks/useOutlet.ts";
import { useRole } from "../../../hooks/useRole.ts";
import { runAction } from "./lineAction.ts";
import type { LineModalProps } from "./NoteModal.tsx";

/** The discount types; labels read at render time (they follow the language). */
const types = (): Array<{ value: LineDiscountType; label: string }> => [
  { value: "", label: LINE_MSG.NO_DISCOUNT },
  { value: "Persen", label: LINE_MSG.PERCENT },
  { value: "Nominal", label: LINE_MSG.NOMINAL },
  { value: "Qty", label: LINE_MSG.QTY },
  { value: "CustomPrice", label: LINE_MSG.CUSTOM_PRICE },
];

/** The discount value typed → what lineDiscount reads (basis points, minor units or units); null when empty. */
function typedValue(type: LineDiscountType, percent: string | number, amount: number | null): number | null {
  if (type === "Persen") {
    try {
      return String(percent).trim() === "" ? null : percentToBp(percent);
    } catch {
      return null;
    }
  }
  return amount;
}

export function EditMenuModal({ line, onClose, onDone, currency }: LineModalProps & { currency: Currency }) {
  const [tax, setTax] = useState(line.tax_status === 1);
  const [service, setService] = useState(line.service_charge_status === 1);
  const [type, setType] = useState<LineDiscountType>(lineDiscountType(line.discount_type) ?? "");
  const [percent, setPercent] = useState<string | number>("");
  const [amount, setAmount] = useState<number | null>(null);
  const [busy, setBusy] = useState(false);
  const mayDiscount = can(useRole(), "order.discount");
  const outlet = useOutletInfo();
  /** The supervisor's login, asked once the server said the discount needs an approval. */
  const [approver, setApprover] = useState<SupervisorLogin | null>(null);
  const value = typedValue(type, percent, amount);
  const discount = type === "" ? 0 : value === null ? null : lineDiscount(type, value, money(line.price), line.qty);
  const problem = typeof discount === "string" ? discount : null;
  const problemText = problem
    ? {
        percent: LINE_MSG.DISCOUNT_PERCENT_MAX,
        nominal: LINE_MSG.DISCOUNT_NOMINAL_MAX,
        qty: LINE_MSG.DISCOUNT_QTY_MAX,
        price: LINE_MSG.CUSTOM_PRICE_MAX,
      }[problem]
    : undefined;
  const gross = line.price * line.qty;
  const after = typeof discount === "number" ? gross - discount : null;
  const valid = !mayDiscount || type === "" || (value !== null && problem === null);
  const submit = async () => {
    setBusy(true);
    // Persen as typed, Qty in units, Nominal and CustomPrice in the currency's major unit (the wire's money).
    const sent =
      type === "Persen"
        ? String(percent)
        : value === null
          ? ""
          : String(type === "Nominal" || type === "CustomPrice" ? toWireMoney(value, currency) : value);
    let needsApproval = false;
    const ok = await runAction(async () => {
      const approvalId = approver ? await approve(outlet.data?.m_w_id ?? 0, approver.email.trim(), approver.password) : undefined;
      const edit = mayDiscount ? { tax, serviceCharge: service, discountType: type, discount: sent } : { tax, serviceCharge: service };
      try {
        await editLine(line, approvalId ? { ...edit, approvalId } : edit);
      } catch (e) {
        needsApproval = e instanceof ApiError && e.message === LINE_MSG.DISCOUNT_NEEDS_APPROVAL;
        throw e;
      }
    }, LINE_MSG.LINE_EDITED);
    setBusy(false);
    if (ok) {
      onDone();
    } else if (needsApproval && !approver) {
      setApprover({ email: "", password: "" });
    }
  };
  return (
    <Modal
      opened
      onClose={onClose}
      title={`${LINE_MSG.EDIT_MENU_TITLE}: ${line.m_produk_nama}`}
      centered
      size="lg"
      data-testid="edit-modal"
    >
      <Stack gap="sm">
        <Group gap="xl">
          <Switch label={LINE_MSG.TAX} checked={tax} onChange={(e) => setTax(e.currentTarget.checked)} data-testid="edit-tax" />
          <Switch
            label={LINE_MSG.SERVICE_CHARGE}
            checked={service}
            onChange={(e) => setService(e.currentTarget.checked)}
            data-testid="edit-service"
          />
        </Group>
        {mayDiscount && (
          <>
            <Text fz="sm" fw={600}>
              {LINE_MSG.DISCOUNT_TYPE}
            </Text>
            <SegmentedControl
              fullWidth
              value={type}
              onChange={(v) => setType(v as LineDiscountType)}
              data={types()}
              data-testid="edit-type"
            />
          </>
        )}
        {mayDiscount && type === "Persen" && (
          <NumberInput
            label={`${LINE_MSG.DISCOUNT_VALUE} (%)`}
            value={percent}
            onChange={setPercent}
            min={0}
            max={100}
            decimalScale={2}
            allowNegative={false}
            error={problemText}
            data-testid="edit-percent"
          />
        )}
        {mayDiscount && (type === "Nominal" || type === "CustomPrice") && (
          <AmountInput
            kind="money"
            currency={currency}
            label={type === "CustomPrice" ? LINE_MSG.CUSTOM_PRICE : LINE_MSG.NOMINAL}
            value={amount}
            onChange={setAmount}
            error={problemText}
            data-testid="edit-amount"
          />
        )}
        {mayDiscount && type === "Qty" && (
          <AmountInput
            kind="quantity"
            label={LINE_MSG.QTY}
            value={amount}
            onChange={setAmount}
            error={problemText}
            data-testid="edit-qty"
          />
        )}
        <Group justify="space-between">
          <Text fz="sm" c="dimmed" className="tabular">
            {line.qty} × {formatMoney(line.price, currency)}
          </Text>
          <Text fw={700} className="tabular" data-testid="edit-after">
            {after === null ? "—" : formatMoney(money(Math.max(0, after)), currency)}
          </Text>
        </Group>
        {approver && <SupervisorLoginFields value={approver} onChange={setApprover} testId="edit-approval" />}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {LABELS.CANCEL}
          </Button>
          <Button
            onClick={() => void submit()}
            loading={busy}
            disabled={!valid || (approver !== null && !loginComplete(approver))}
            data-testid="edit-save"
          >
            {LINE_MSG.SAVE}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
