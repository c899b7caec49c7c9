import { Alert, Button, Center, Divider, Group, Loader, SimpleGrid, Stack, Table, Text } from "@mantine/core";
import { useQuery } from "@tanstack/react-query";
import { type Currency, LABELS, REFUND_MSG, SCREEN_MSG } from "@waroeng/domain";
import { queryKeys } from "../../api/queryKeys.ts";
import { receiptPdfPath } from "../../api/receipts.ts";
import { fetchHistoryByDateDetail } from "../../api/refund.ts";
import { historyAmount } from "../history/historyFormat.ts";
import { RefundButton } from "../refund/RefundButton.tsx";

function Field({ label, value, testId }: { label: string; value: string; testId: string }) {
  return (
    <div>
      <Text fz="xs" c="dimmed" fw={600}>
        {label}
      </Text>
      <Text fz="md" fw={700} data-testid={testId} style={{ overflowWrap: "anywhere" }}>
        {value || "-"}
      </Text>
    </div>
  );
}

/**
 * A bill of the history by date (payment §2.5): table or online-order name, receipt number, Big
 * Boss, Pelayan Input, items and totals; Print Ulang (downloads the PDF receipt, GET
 * /recap-transactions/download-struct/{id}.pdf with the session cookie) and Refund.
 */
export function ByDateDetail({ id, currency }: { id: number; currency: Currency }) {
  const detail = useQuery({ queryKey: queryKeys.history.byDateDetail(id), queryFn: () => fetchHistoryByDateDetail(id) });
  if (detail.isPending) {
    return (
      <Center h={200}>
        <Loader />
      </Center>
    );
  }
  if (detail.isError) {
    return <Alert color="red">{detail.error.message}</Alert>;
  }
  const { transaction: t, menus } = detail.data;
  const f = (n: number) => historyAmount(n, currency);
  return (
    <Stack gap="sm" data-testid="bydate-detail">
      <SimpleGrid cols={2} spacing="xs" verticalSpacing={6}>
        <Field label={SCREEN_MSG.TABLE} value={t.m_transaction_table_table_name_list || t.name} testId="bydate-detail-table" />
        <Field label="No. Nota" value={t.m_transaction_table_note_number} testId="bydate-detail-nota" />
        <Field label={SCREEN_MSG.BIG_BOSS} value={t.m_transaction_table_customer_name} testId="bydate-detail-bigboss" />
        <Field label={REFUND_MSG.WAITER_INPUT} value={t.pelayan} testId="bydate-detail-waiter" />
      </SimpleGrid>
      <Divider />
      <Table verticalSpacing={4} fz="sm" data-testid="bydate-menus">
        <Table.Tbody>
          {menus.map((m) => (
            <Table.Tr key={m.m_transaction_menu_id}>
              <Table.Td>{m.m_menu_nama}</Table.Td>
              <Table.Td ta="center" className="tabular">
                {m.m_transaction_menu_qty}
              </Table.Td>
              <Table.Td ta="right" className="tabular">
                {f(m.m_transaction_menu_price * m.m_transaction_menu_qty)}
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
      <Divider />
      <Stack gap={2} fz="sm">
        <Group justify="space-between">
          <Text fz="sm">{SCREEN_MSG.SUBTOTAL}</Text>
          <Text fz="sm" className="tabular">
            {f(t.nominal)}
          </Text>
        </Group>
        <Group justify="space-between">
          <Text fz="sm">{SCREEN_MSG.TAX}</Text>
          <Text fz="sm" className="tabular">
            {f(t.nominal_pajak)}
          </Text>
        </Group>
        <Group justify="space-between">
          <Text fz="sm">{SCREEN_MSG.SERVICE_CHARGE}</Text>
          <Text fz="sm" className="tabular">
            {f(t.nominal_sc)}
          </Text>
        </Group>
        <Group justify="space-between">
          <Text fw={800}>{SCREEN_MSG.TOTAL_PAID}</Text>
          <Text fw={900} fz="lg" className="tabular" data-testid="bydate-detail-total">
            {f(t.nominal_total_bayar)}
          </Text>
        </Group>
      </Stack>
      <Group grow>
        <Button
          h={48}
          component="a"
          href={receiptPdfPath(t.m_transaction_table_id)}
          download={`struk-${t.m_transaction_table_note_number}.pdf`}
          data-testid="bydate-print"
        >
          {LABELS.REPRINT}
        </Button>
        <RefundButton billId={t.m_transaction_table_id} refunded={t.refundcounter > 0} testId="bydate-refund" />
      </Group>
    </Stack>
  );
}
