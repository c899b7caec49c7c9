/**
 * The Diskon Transaksi popup (payment §2.1, §5 "Discount popup", "Voucher/discount input modal"):
 * a type (Voucher, Diskon nominal, Diskon %) must be chosen; a voucher code is looked up on the
 * server (its message shown under the code input); amounts are checked by the domain's
 * `resolveTransactionDiscount` with the spec's messages. A percent becomes a nominal on the total.
 * The caller keeps the choice (the order screen on the server, the split screen in page state); when
 * the server asks for a supervisor's approval (a discount above the outlet's limit) the popup asks
 * for their login and applies again with it.
 */
import { Button, Group, Modal, NumberInput, Radio, Stack, Text, TextInput } from "@mantine/core";
import {
  type Currency,
  DomainError,
  formatMoney,
  LABELS,
  MSG,
  money,
  ORDER_MSG,
  resolveTransactionDiscount,
  SCREEN_MSG,
  type TransactionDiscountType,
} from "@waroeng/domain";
import { useEffect, useState } from "react";
import { getVoucher } from "../../api/orderLevel.ts";
import { AmountInput } from "../../components/AmountInput.tsx";
import { alertDialog } from "../../components/cashier-nav/dialogs.tsx";
import { SupervisorLoginFields } from "../../components/role-setting/SupervisorApproval.tsx";
import type { DiscountEntry, OrderDiscount } from "./orderDiscount.ts";

/** A supervisor's login, asked once the server said the discount needs an approval. */
export interface Approver {
  email: string;
  password: string;
}

/**
 * What applying did: `true` (or nothing) closes the popup; `false` keeps it open (the refusal was
 * shown); `"approval"` keeps it open and asks for a supervisor's login, sent with the next apply.
 */
export type ApplyResult = boolean | "approval" | undefined;

interface DiscountModalProps {
  opened: boolean;
  onClose: () => void;
  /** The order's total before any discount or voucher, minor units. */
  baseTotal: number;
  current: OrderDiscount;
  currency: Currency;
  /** `next`: the amounts as they will show; `entry`: what was chosen (type and value or code). */
  // biome-ignore lint/suspicious/noConfusingVoidType: a caller that applies at once (the split screen) returns nothing.
  onApply: (next: OrderDiscount, entry: DiscountEntry, approver?: Approver) => void | ApplyResult | Promise<ApplyResult>;
}

export function DiscountModal({ opened, onClose, baseTotal, current, currency, onApply }: DiscountModalProps) {
  const [type, setType] = useState<TransactionDiscountType | "">("");
  const [amount, setAmount] = useState<number | null>(0);
  const [percent, setPercent] = useState<number | null>(0);
  const [code, setCode] = useState("");
  const [voucherValue, setVoucherValue] = useState<number | null>(null);
  const [codeError, setCodeError] = useState<string | null>(null);
  const [typeError, setTypeError] = useState<string | null>(null);
  const [checking, setChecking] = useState(false);
  const [approver, setApprover] = useState<Approver | null>(null);
  const [saving, setSaving] = useState(false);

  useEffect(() => {
    if (opened) {
      setType("");
      setAmount(0);
      setPercent(0);
      setCode("");
      setVoucherValue(null);
      setCodeError(null);
      setTypeError(null);
      setApprover(null);
    }
  }, [opened]);

  const checkVoucher = async () => {
    setChecking(true);
    setCodeError(null);
    setVoucherValue(null);
    try {
      const v = await getVoucher(code.trim());
      setVoucherValue(v.m_voucher_value);
      setCode(v.m_voucher_code);
    } catch (e) {
      setCodeError(e instanceof Error ? e.message : String(e));
    } finally {
      setChecking(false);
    }
  };

  /** The chosen discount checked by the popup's rules: the amounts to show and what was chosen. */
  const choose = (): [OrderDiscount, DiscountEntry] | null => {
    if (type === "") {
      setTypeError(MSG.CHOOSE_TYPE);
      return null;
    }
    try {
      if (type === "voucher") {
        const left = baseTotal - current.globalDiscount;
        const value = resolveTransactionDiscount("voucher", voucherValue ?? 0, money(Math.max(0, left)));
        return [
          { ...current, voucher: value, voucherCode: code },
          { type: "voucher", code },
        ];
      }
      const value =
        type === "diskon"
          ? resolveTransactionDiscount("diskon", amount ?? 0, money(baseTotal))
          : resolveTransactionDiscount("diskonPercent", Math.round((percent ?? 0) * 100), money(baseTotal));
      if (current.voucher > baseTotal - value) {
        throw new DomainError(MSG.VOUCHER_TOO_BIG);
      }
      const entry: DiscountEntry = type === "diskon" ? { type, amount: amount ?? 0 } : { type, percent: percent ?? 0 };
      return [{ ...current, globalDiscount: value }, entry];
    } catch (e) {
      if (e instanceof DomainError) {
        alertDialog({ title: e.title ?? MSG.DISCOUNT_FAILED_TITLE, message: e.message, color: "red" });
        return null;
      }
      if (e instanceof RangeError) {
        alertDialog({ title: MSG.DISCOUNT_FAILED_TITLE, message: MSG.DISCOUNT_EMPTY, color: "red" });
        return null;
      }
      throw e;
    }
  };

  const apply = async () => {
    const chosen = choose();
    if (!chosen) {
      return;
    }
    setSaving(true);
    try {
      const result = await onApply(chosen[0], chosen[1], approver ?? undefined);
      if (result === "approval") {
        setApprover((a) => a ?? { email: "", password: "" });
      } else if (result !== false) {
        onClose();
      }
    } finally {
      setSaving(false);
    }
  };

  return (
    <Modal opened={opened} onClose={onClose} title={LABELS.TRANSACTION_DISCOUNT} centered size="md" data-testid="discount-modal">
      <Stack gap="sm">
        <Text fz="sm" c="dimmed">
          {SCREEN_MSG.TOTAL_COLON} <b className="tabular">{formatMoney(baseTotal, currency)}</b>
        </Text>
        <Radio.Group
          value={type}
          onChange={(v) => {
            setType(v as TransactionDiscountType);
            setTypeError(null);
          }}
          error={typeError}
          label={ORDER_MSG.DISCOUNT_TYPE}
          size="md"
        >
          <Group gap="md" mt={6}>
            <Radio value="voucher" label={ORDER_MSG.VOUCHER} data-testid="discount-type-voucher" />
            <Radio value="diskon" label={ORDER_MSG.DISCOUNT_NOMINAL} data-testid="discount-type-diskon" />
            <Radio value="diskonPercent" label={ORDER_MSG.DISCOUNT_PERCENT} data-testid="discount-type-percent" />
          </Group>
        </Radio.Group>
        {type === "voucher" && (
          <Stack gap={6}>
            <TextInput
              label={ORDER_MSG.VOUCHER_CODE}
              value={code}
              onChange={(e) => {
                setCode(e.currentTarget.value);
                setVoucherValue(null);
                setCodeError(null);
              }}
              error={codeError}
              maxLength={100}
              data-testid="voucher-code"
              rightSectionWidth={72}
              rightSection={
                <Button
                  size="compact-sm"
                  variant="light"
                  onClick={() => void checkVoucher()}
                  loading={checking}
                  disabled={code.trim() === ""}
                  data-testid="voucher-check"
                >
                  {ORDER_MSG.CHECK_VOUCHER}
                </Button>
              }
            />
            {voucherValue !== null && (
              <Text fz="sm" c="teal.8" data-testid="voucher-value">
                {ORDER_MSG.VOUCHER_FOUND}: <b className="tabular">{formatMoney(voucherValue, currency)}</b>
              </Text>
            )}
          </Stack>
        )}
        {type === "diskon" && (
          <AmountInput kind="money" label={ORDER_MSG.DISCOUNT_NOMINAL} value={amount} onChange={setAmount} data-testid="discount-amount" />
        )}
        {type === "diskonPercent" && (
          <NumberInput
            label={ORDER_MSG.DISCOUNT_PERCENT}
            value={percent ?? 0}
            onChange={(v) => setPercent(typeof v === "number" ? v : Number(v) || 0)}
            min={0}
            max={100}
            clampBehavior="strict"
            allowNegative={false}
            decimalScale={2}
            rightSection="%"
            data-testid="discount-percent"
          />
        )}
        {approver && <SupervisorLoginFields value={approver} onChange={setApprover} testId="discount-approval" />}
        <Group justify="flex-end" gap="xs">
          <Button variant="default" onClick={onClose}>
            {LABELS.CANCEL}
          </Button>
          <Button
            onClick={() => void apply()}
            loading={saving}
            data-testid="discount-apply"
            disabled={
              (type === "voucher" && voucherValue === null) || (approver !== null && (!approver.email.trim() || !approver.password))
            }
          >
            {ORDER_MSG.APPLY}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
