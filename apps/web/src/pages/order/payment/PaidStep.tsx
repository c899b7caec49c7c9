/**
 * The step after paying (payment §2.1 Kembalian, §4 Pay flow), drawn from the closed transaction
 * the server holds, never from page state: GET /transaksi/history-detail/{receiptId} gives the change
 * (`r_t_nominal_kembalian`) and the order it closed. So a reload, or Back then Forward, on
 * /order/{id}?bayar={receiptId} shows the same change and the same Selesai / Kirim WA / Cetak choices.
 * Without a rekap id (a step left in the URL of an order paid meanwhile) today's history finds it.
 */
import { Center, Group, Loader, Text } from "@mantine/core";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { formatMoney, isCash, isWriteOff, SCREEN_MSG } from "@waroeng/domain";
import { useEffect, useState } from "react";
import { useNavigate } from "react-router";
import { fetchHistory, fetchHistoryDetail } from "../../../api/history.ts";
import { queryKeys } from "../../../api/queryKeys.ts";
import { useCurrency } from "../../../hooks/useOutlet.ts";
import { useOrderArea } from "../orderArea.ts";
import { ChangeModal } from "./ChangeModal.tsx";
import { VoidPaymentModal } from "./VoidPaymentModal.tsx";

interface PaidStepProps {
  orderId: number;
  /** The closed transaction's id (`rekap_id` of the payment), or null to look it up by order. */
  receiptId: number | null;
}

/** The closed transaction of `orderId`: by its id when known, else from today's history. */
async function paidTransactionOf(orderId: number, receiptId: number | null) {
  const id = receiptId ?? (await fetchHistory()).find((row) => row.m_transaction_table_id === orderId)?.r_t_id;
  if (!id) {
    return null;
  }
  const detail = await fetchHistoryDetail(id);
  return detail.transaction.m_transaction_table_id === orderId ? detail.transaction : null;
}

export function PaidStep({ orderId, receiptId }: PaidStepProps) {
  const navigate = useNavigate();
  const area = useOrderArea();
  const queryClient = useQueryClient();
  const currency = useCurrency();
  const paid = useQuery({
    queryKey: queryKeys.history.ofOrder(receiptId ?? 0, orderId),
    queryFn: () => paidTransactionOf(orderId, receiptId),
    retry: false,
    staleTime: 0,
  });
  const [voiding, setVoiding] = useState(false);
  const missing = paid.isError || (paid.isSuccess && paid.data === null);
  useEffect(() => {
    if (missing) {
      navigate(area.home, { replace: true });
    }
  }, [missing, navigate, area.home]);

  if (!paid.data) {
    return (
      <Center h="60vh">
        <Loader />
      </Center>
    );
  }
  const t = paid.data;
  const summary = (
    <Group justify="center" gap="lg" c="dimmed" fz="sm" data-testid="paid-summary">
      <Text inherit>{SCREEN_MSG.notaLabel(t.r_t_nota_code)}</Text>
      <Text inherit data-testid="paid-method">
        {t.payment_method}
      </Text>
      <Text inherit className="tabular">
        {SCREEN_MSG.TOTAL_PAID} {formatMoney(t.r_t_nominal_total_bayar, currency)}
      </Text>
      {t.r_t_nominal_uang ? (
        <Text inherit className="tabular">
          {SCREEN_MSG.MONEY_GIVEN} {formatMoney(t.r_t_nominal_uang, currency)}
        </Text>
      ) : null}
    </Group>
  );
  const method = t.r_t_m_payment_method_id;
  const voidable = !isCash(method) && !isWriteOff(method) && (t.r_t_nominal_kembalian ?? 0) === 0;
  return (
    <>
      <VoidPaymentModal
        opened={voiding}
        receiptId={t.r_t_id}
        onClose={() => setVoiding(false)}
        onVoided={() => {
          // The order is open again: drop its cached closed state, then show it without the pay step.
          queryClient.removeQueries({ queryKey: queryKeys.orders.order(String(orderId)) });
          queryClient.removeQueries({ queryKey: queryKeys.orders.lines(String(orderId)) });
          void queryClient.invalidateQueries({ queryKey: queryKeys.orders.open });
          navigate({ search: "" }, { replace: true });
        }}
      />
      <ChangeModal
        opened={!voiding}
        nonCash={!isCash(method)}
        onVoid={voidable ? () => setVoiding(true) : undefined}
        summary={summary}
        receiptId={paid.data.r_t_id}
        phone={t.r_t_nomor_wa ?? ""}
        change={paid.data.r_t_nominal_kembalian ?? 0}
        currency={currency}
        onDone={() => {
          void queryClient.invalidateQueries({ queryKey: queryKeys.orders.open });
          navigate(area.home);
        }}
      />
    </>
  );
}
