/**
 * Shift recap and Ganti Shift (`/change-shift`; payment §2.9, §4 "Shift recap", §5):
 * the eight recap reads of the user's open cash session, charts by hour and payment method, the
 * formulas of payment §4 (remaining modal, real money, income check) and the drawer expected by the
 * server (domain `expectedDrawerCash`); Input Uang Riil shows the difference live; Ganti Shift
 * closes the session with the counted cash (difference stored), opens the closing report and logs
 * out so the next cashier opens the next session.
 */
import { Alert, Button, Center, Divider, Grid, Group, Loader, Paper, Stack, Text, Title } from "@mantine/core";
import { useQueries } from "@tanstack/react-query";
import { CASH_UI, MSG, PAY_MSG, type ShiftRecapFigures, shiftRecapFigures } from "@waroeng/domain";
import { type ReactNode, useState } from "react";
import {
  closeBalance,
  fetchCanceled,
  fetchFreeData,
  fetchPaymentRecap,
  fetchPromo,
  fetchSales,
  fetchSpending,
  fetchTipsRecap,
  fetchWarranty,
} from "../../api/cashBook.ts";
import { ApiError } from "../../api/client.ts";
import { queryKeys } from "../../api/queryKeys.ts";
import { AmountInput } from "../../components/AmountInput.tsx";
import { confirmDialog, openPrintPage } from "../../components/cash-close/CloseBalanceModal.tsx";
import { alertDialog } from "../../components/cashier-nav/dialogs.tsx";
import { HelpTip } from "../../components/HelpTip.tsx";
import { Money } from "../../components/Money.tsx";
import { useSignOut } from "../../hooks/useSignOut.ts";
import { ShiftCharts } from "./ShiftCharts.tsx";
import { AmountTable, FreeChangeTable, MenuSalesTable, TipsTable } from "./ShiftTables.tsx";

function Line({
  label,
  value,
  strong,
  testId,
  help,
}: {
  label: string;
  value: number;
  strong?: boolean;
  testId?: string;
  help?: ReactNode;
}) {
  return (
    <Group justify="space-between" wrap="nowrap">
      <Group gap={6} wrap="nowrap">
        <Text fz="sm" fw={strong ? 700 : 400}>
          {label}
        </Text>
        {help}
      </Group>
      <Money value={value} fw={strong ? 800 : 500} data-testid={testId} />
    </Group>
  );
}

export function ShiftPage() {
  const signOut = useSignOut();
  const [counted, setCounted] = useState<number | null>(0);
  const [busy, setBusy] = useState(false);
  const q = useQueries({
    queries: [
      { queryKey: queryKeys.cash.shiftRecap("spending"), queryFn: fetchSpending, retry: false },
      { queryKey: queryKeys.cash.shiftRecap("payment"), queryFn: fetchPaymentRecap, retry: false },
      { queryKey: queryKeys.cash.shiftRecap("promo"), queryFn: fetchPromo, retry: false },
      { queryKey: queryKeys.cash.shiftRecap("sales"), queryFn: fetchSales, retry: false },
      { queryKey: queryKeys.cash.shiftRecap("free"), queryFn: fetchFreeData, retry: false },
      { queryKey: queryKeys.cash.shiftRecap("canceled"), queryFn: fetchCanceled, retry: false },
      { queryKey: queryKeys.cash.shiftRecap("warranty"), queryFn: fetchWarranty, retry: false },
      { queryKey: queryKeys.cash.shiftRecap("tips"), queryFn: fetchTipsRecap, retry: false },
    ],
  });
  const [spending, payment, promo, sales, free, canceled, warranty, tips] = q.map((x) => x.data) as [
    Awaited<ReturnType<typeof fetchSpending>> | undefined,
    Awaited<ReturnType<typeof fetchPaymentRecap>> | undefined,
    Awaited<ReturnType<typeof fetchPromo>> | undefined,
    Awaited<ReturnType<typeof fetchSales>> | undefined,
    Awaited<ReturnType<typeof fetchFreeData>> | undefined,
    Awaited<ReturnType<typeof fetchCanceled>> | undefined,
    Awaited<ReturnType<typeof fetchWarranty>> | undefined,
    Awaited<ReturnType<typeof fetchTipsRecap>> | undefined,
  ];
  const failed = q.find((x) => x.error)?.error;
  if (failed) {
    return (
      <Center p="xl">
        <Alert color="orange" title={MSG.OOPS_TITLE} data-testid="shift-error">
          {failed instanceof Error ? failed.message : MSG.SOME_ERROR}
        </Alert>
      </Center>
    );
  }
  if (!spending || !payment || !promo || !sales || !free || !canceled || !warranty || !tips) {
    return (
      <Center p="xl">
        <Loader />
      </Center>
    );
  }
  const r = payment.reconciliation;
  const f: ShiftRecapFigures = shiftRecapFigures({
    opening: r.saldo_awal,
    spendingTotal: spending.total,
    cashTotal: payment.cashTotal,
    salesTotal: sales.sales_total,
    payments: payment.cashTotal + payment.nonTunaiTotal,
    freeChange: promo.free_kembalian,
    expected: r.uang_seharusnya,
    counted: counted ?? 0,
  });

  const changeShift = async () => {
    const value = counted ?? 0;
    if (value <= 0) {
      alertDialog({ title: MSG.PAYMENT_REJECTED_TITLE, message: MSG.NOMINAL_EMPTY, color: "red" });
      return;
    }
    if (!(await confirmDialog(CASH_UI.CHANGE_SHIFT, CASH_UI.CHANGE_SHIFT_CONFIRM, "shift-confirm"))) {
      return;
    }
    setBusy(true);
    try {
      const reply = await closeBalance(value, "shift");
      openPrintPage(reply.struct, reply.printed);
      await signOut();
    } catch (e) {
      alertDialog({ title: MSG.OOPS_TITLE, message: e instanceof ApiError ? e.message : MSG.CONNECTION_UNSTABLE });
    } finally {
      setBusy(false);
    }
  };

  return (
    <Stack p="md" gap="md">
      <Title order={3}>{CASH_UI.CHANGE_SHIFT}</Title>
      <ShiftCharts sales={sales} payment={payment} />
      <Grid>
        <Grid.Col span={{ base: 12, md: 6 }}>
          <MenuSalesTable sales={sales} />
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 6 }}>
          <Stack gap="md">
            <AmountTable title={CASH_UI.CANCEL_RECAP} rows={canceled} testId="recap-canceled" />
            <TipsTable tips={tips} />
            <FreeChangeTable rows={free} />
          </Stack>
        </Grid.Col>
      </Grid>
      <Paper withBorder radius="lg" p="md" data-testid="shift-summary">
        <Grid>
          <Grid.Col span={{ base: 12, md: 4 }}>
            <Stack gap={4}>
              <Line label={CASH_UI.OPENING_CASH} value={r.saldo_awal} />
              <Line label={CASH_UI.SPENDING} value={spending.total} />
              <Line label={CASH_UI.REMAINING_MODAL} value={f.remainingModal} strong />
              <Line label={CASH_UI.CASH_TOTAL} value={payment.cashTotal} />
              <Line label={CASH_UI.REAL_MONEY} value={f.realMoney} strong />
              <Line label={CASH_UI.NON_CASH_TOTAL} value={payment.nonTunaiTotal} />
            </Stack>
          </Grid.Col>
          <Grid.Col span={{ base: 12, md: 4 }}>
            <Stack gap={4}>
              <Line
                label={CASH_UI.FREE_CHANGE}
                value={r.free_kembalian}
                help={<HelpTip text={PAY_MSG.FREE_CHANGE_HINT} testId="shift-free-change-help" />}
              />
              <Line label={CASH_UI.CASH_WITHDRAWAL} value={-r.tarik_tunai} />
              <Line label={CASH_UI.REFUND} value={-r.refund} testId="shift-refund" />
              <Line label={CASH_UI.TIPS_RECAP} value={-r.uang_tips} />
              <Line label={CASH_UI.SALES_TOTAL} value={sales.sales_total} testId="shift-sales-total" />
              <Line label={CASH_UI.INCOME_CHECK} value={f.incomeCheck} testId="shift-income-check" />
            </Stack>
          </Grid.Col>
          <Grid.Col span={{ base: 12, md: 4 }}>
            <Stack gap="xs">
              <Line label={CASH_UI.EXPECTED_CASH} value={r.uang_seharusnya} strong testId="shift-expected" />
              <AmountInput
                kind="money"
                label={CASH_UI.REAL_MONEY_INPUT}
                value={counted}
                onChange={setCounted}
                data-testid="shift-counted"
              />
              <Divider />
              <Group justify="space-between">
                <Text fw={700}>{CASH_UI.DIFFERENCE}</Text>
                <Money value={f.difference} fw={800} c={f.difference === 0 ? "teal.8" : "red.7"} data-testid="shift-difference" />
              </Group>
              <Button h={48} color="orange" onClick={() => void changeShift()} loading={busy} data-testid="shift-submit">
                {CASH_UI.CHANGE_SHIFT}
              </Button>
            </Stack>
          </Grid.Col>
        </Grid>
      </Paper>
    </Stack>
  );
}
