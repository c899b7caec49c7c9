/**
 * Bagi rata's shares, paid together (payment §4 "Split bill"; docs/API.md "Pay an order",
 * `bagi_rata`): friends at one table each pay their share, the cashier takes them all and BAYAR pays
 * the whole bill ONCE with one tender per share. Each share: its amount, a method picker (cash,
 * EDC banks, e-wallets of the multipayment), for cash the money handed over and its change, and a
 * "Lunas" tick as it is received. What is chosen is kept by the server with the split state
 * (POST /split-bill/{id}/bagi-rata/share), so a reload or a second device shows it; nothing is
 * booked until BAYAR. Every control is a tap target of at least 44 px.
 */
import { Button, Group, Paper, Select, Stack, Text } from "@mantine/core";
import { type Currency, formatMoney, isCash, isQris, MULTIPAY_METHODS, PAY_MSG, SCREEN_MSG, SPLIT_MSG } from "@waroeng/domain";
import { useEffect, useState } from "react";
import type { SplitShare } from "../../api/split.ts";
import { AmountInput } from "../../components/AmountInput.tsx";
import { useNonCashMethods } from "../order/payment/EdcPayModal.tsx";
import type { EvenPayment, ShareView } from "./evenPay.ts";

interface SplitEvenPayProps {
  shares: ShareView[];
  payment: EvenPayment;
  currency: Currency;
  busy: boolean;
  onChange: (share: SplitShare) => void;
}

/** The cash handed over for one share, sent when the field is left (not on every key). */
function CashGiven({ s, currency, busy, onChange }: { s: ShareView; currency: Currency; busy: boolean; onChange: (v: number) => void }) {
  const [value, setValue] = useState<number | null>(s.nominal_uang || null);
  useEffect(() => setValue(s.nominal_uang || null), [s.nominal_uang]);
  return (
    <AmountInput
      kind="money"
      currency={currency}
      hideControls
      size="md"
      placeholder={formatMoney(s.nominal, currency)}
      aria-label={SPLIT_MSG.SHARE_CASH_GIVEN}
      value={value}
      disabled={busy}
      onChange={setValue}
      onBlur={() => {
        if ((value ?? 0) !== s.nominal_uang) {
          onChange(value ?? 0);
        }
      }}
      styles={{ input: { textAlign: "right", minHeight: 44 } }}
      style={{ flex: 1 }}
      data-testid={`split-share-cash-${s.share}`}
    />
  );
}

export function SplitEvenPay({ shares, payment, currency, busy, onChange }: SplitEvenPayProps) {
  const methods = useNonCashMethods(true);
  const { names } = methods;
  // QRIS only where the outlet offers it (rupiah outlets).
  const options = MULTIPAY_METHODS.filter((id) => !isQris(id) || methods.qris !== null).map((id) => ({
    value: String(id),
    label: isCash(id) ? SCREEN_MSG.CASH : (names.get(id) ?? String(id)),
  }));
  const fmt = (n: number) => formatMoney(n, currency);
  const send = (s: ShareView, change: Partial<SplitShare>) =>
    onChange({ share: s.share, payment_method: s.payment_method, nominal_uang: s.nominal_uang, lunas: s.lunas === 1 ? 1 : 0, ...change });
  return (
    <Stack gap={8} data-testid="split-even-list">
      {shares.map((s, i) => (
        <Paper key={s.share} withBorder p={8} radius="md" data-testid="split-even-part" bg={s.lunas ? "green.0" : undefined}>
          <Group justify="space-between" wrap="nowrap" mb={6}>
            <Text fw={700}>{SPLIT_MSG.SHARE(s.share, shares.length)}</Text>
            <Text fw={800} fz="lg" className="tabular" data-testid={`split-even-total-${i + 1}`}>
              {fmt(s.nominal)}
            </Text>
          </Group>
          <Group gap={8} wrap="nowrap">
            <Select
              data={options}
              value={s.payment_method ? String(s.payment_method) : null}
              placeholder={SPLIT_MSG.SHARE_PICK_METHOD}
              aria-label={SPLIT_MSG.SHARE_PICK_METHOD}
              allowDeselect={false}
              disabled={busy}
              onChange={(v) => send(s, { payment_method: Number(v ?? 0), nominal_uang: 0 })}
              comboboxProps={{ withinPortal: true }}
              styles={{ input: { minHeight: 44 } }}
              style={{ flex: 1 }}
              data-testid={`split-share-method-${s.share}`}
            />
            <Button
              h={44}
              miw={88}
              variant={s.lunas ? "filled" : "outline"}
              color="green"
              aria-pressed={s.lunas === 1}
              disabled={busy || s.payment_method === 0}
              onClick={() => send(s, { lunas: s.lunas ? 0 : 1 })}
              data-testid={`split-share-lunas-${s.share}`}
            >
              {s.lunas ? `✓ ${SPLIT_MSG.SHARE_RECEIVED}` : SPLIT_MSG.SHARE_RECEIVED}
            </Button>
          </Group>
          {isCash(s.payment_method) && (
            <Group gap={8} wrap="nowrap" mt={6} align="center">
              <Text fz="sm" c="dimmed" w={96}>
                {SPLIT_MSG.SHARE_CASH_GIVEN}
              </Text>
              <CashGiven s={s} currency={currency} busy={busy} onChange={(v) => send(s, { nominal_uang: v })} />
              <Stack gap={0} align="flex-end" miw={92}>
                <Text fz="xs" c="dimmed">
                  {PAY_MSG.CHANGE}
                </Text>
                <Text fw={700} c="green.8" className="tabular" data-testid={`split-share-change-${s.share}`}>
                  {fmt(payment.changes[i] ?? 0)}
                </Text>
              </Stack>
            </Group>
          )}
        </Paper>
      ))}
      <Group justify="space-between" pt={4} style={{ borderTop: "1px solid var(--mantine-color-gray-3)" }}>
        <Text fw={800}>{SPLIT_MSG.EVEN_SUM}</Text>
        <Text fw={800} fz="lg" className="tabular" data-testid="split-even-sum">
          {fmt(shares.reduce((sum, s) => sum + s.nominal, 0))}
        </Text>
      </Group>
      {payment.change > 0 && (
        <Group justify="space-between">
          <Text c="dimmed">{PAY_MSG.CHANGE}</Text>
          <Text fw={800} c="green.8" className="tabular" data-testid="split-even-change">
            {fmt(payment.change)}
          </Text>
        </Group>
      )}
      <Text fz="sm" c={payment.problem ? "red.7" : "dimmed"} data-testid="split-even-note">
        {payment.problem || (payment.ready ? SPLIT_MSG.EVEN_NOTE : SPLIT_MSG.SHARES_NEED_METHOD)}
      </Text>
    </Stack>
  );
}
