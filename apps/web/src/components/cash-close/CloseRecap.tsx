/**
 * Tutup Saldo's recap before printing: the drawer cash expected by source (opening cash, cash sales,
 * free change, cash in, less cash out, withdrawals, refunds and tips — the server's reckoning of the
 * session, domain `expectedDrawerCash`), the counted cash and the difference (selisih = counted − expected).
 */
import { Divider, Group, Stack, Text } from "@mantine/core";
import { CASH_UI } from "@waroeng/domain";
import type { CloseCheck } from "../../api/cashBook.ts";
import { Money } from "../Money.tsx";

function Row({ label, value, strong, testId }: { label: string; value: number; strong?: boolean; testId?: string }) {
  return (
    <Group justify="space-between" wrap="nowrap">
      <Text fz="sm" fw={strong ? 700 : 400}>
        {label}
      </Text>
      <Money value={value} fw={strong ? 800 : 500} data-testid={testId} />
    </Group>
  );
}

export function CloseRecap({ recap, counted }: { recap: CloseCheck["reconciliation"]; counted: number }) {
  const difference = counted - recap.uang_seharusnya;
  return (
    <Stack gap={4} data-testid="close-recap">
      <Row label={CASH_UI.OPENING_CASH} value={recap.saldo_awal} testId="close-recap-opening" />
      <Row label={CASH_UI.CASH_SALES} value={recap.tunai} testId="close-recap-cash-sales" />
      <Row label={CASH_UI.FREE_CHANGE} value={recap.free_kembalian} />
      <Row label={CASH_UI.CASH_IN} value={recap.kas_masuk} />
      <Row label={CASH_UI.CASH_OUT} value={-recap.kas_keluar} testId="close-recap-cash-out" />
      <Row label={CASH_UI.CASH_WITHDRAWAL} value={-recap.tarik_tunai} />
      <Row label={CASH_UI.REFUND} value={-recap.refund} />
      <Row label={CASH_UI.TIPS_PAID} value={-recap.uang_tips} testId="close-recap-tips" />
      <Divider my={4} />
      <Row label={CASH_UI.EXPECTED_CASH} value={recap.uang_seharusnya} strong testId="close-recap-expected" />
      <Row label={CASH_UI.COUNTED} value={counted} testId="close-recap-counted" />
      <Group justify="space-between" wrap="nowrap">
        <Text fw={700}>{CASH_UI.DIFFERENCE}</Text>
        <Money value={difference} fw={800} c={difference === 0 ? "teal.8" : "red.7"} data-testid="close-recap-difference" />
      </Group>
    </Stack>
  );
}
