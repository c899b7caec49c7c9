import { Alert, Button, Center, Divider, Loader, ScrollArea, SimpleGrid, Stack, Text } from "@mantine/core";
import { useDisclosure } from "@mantine/hooks";
import { useQuery } from "@tanstack/react-query";
import { type Currency, MSG, REFUND_MSG, SCREEN_MSG } from "@waroeng/domain";
import { fetchHistoryDetail } from "../../api/history.ts";
import { queryKeys } from "../../api/queryKeys.ts";
import { RefundButton } from "../refund/RefundButton.tsx";
import { HistoryMenus } from "./HistoryMenus.tsx";
import { HistoryTotals } from "./HistoryTotals.tsx";
import { displayDate, displayTime, historyAmount } from "./historyFormat.ts";
import { ResendModal } from "./ResendModal.tsx";
import { useReprint } from "./useReprint.ts";

function Field({ label, value, testId }: { label: string; value: string; testId: string }) {
  return (
    <div>
      <Text fz="xs" c="dimmed" fw={600}>
        {label}
      </Text>
      <Text fz="md" fw={700} className="tabular" data-testid={testId}>
        {value}
      </Text>
    </div>
  );
}

/** Detail of one paid transaction with Print Ulang and Kirim Ulang (spec 03 §2.4). */
export function HistoryDetail({ id, currency }: { id: number; currency: Currency }) {
  const detail = useQuery({ queryKey: queryKeys.history.detail(id), queryFn: () => fetchHistoryDetail(id) });
  const [resendOpened, resend] = useDisclosure(false);
  const { print, printing } = useReprint();

  if (detail.isPending) {
    return (
      <Center h="100%">
        <Loader />
      </Center>
    );
  }
  if (detail.isError) {
    return (
      <Alert color="red" title={MSG.OOPS_TITLE}>
        {detail.error.message}
      </Alert>
    );
  }
  const { transaction: tx, menus } = detail.data;
  return (
    <Stack gap="sm" h="100%" data-testid="history-detail">
      <SimpleGrid cols={2} spacing="xs" verticalSpacing={6}>
        <Field label="No. Nota" value={tx.r_t_nota_code} testId="detail-nota" />
        <Field label={SCREEN_MSG.BIG_BOSS} value={tx.r_t_bigboss} testId="detail-bigboss" />
        <Field label={SCREEN_MSG.DATE} value={displayDate(tx.r_t_tanggal)} testId="detail-date" />
        <Field label={SCREEN_MSG.TIME} value={displayTime(tx.r_t_jam)} testId="detail-time" />
      </SimpleGrid>
      <Divider />
      <ScrollArea style={{ flex: 1 }} type="auto" offsetScrollbars>
        <HistoryMenus menus={menus} currency={currency} />
      </ScrollArea>
      <Divider />
      <HistoryTotals tx={tx} currency={currency} />
      {tx.refundcounter > 0 ? (
        <Alert color="red" py={6} data-testid="history-refunded">
          {MSG.REFUND_ONCE} · {REFUND_MSG.REFUND_MARK_BUTTON} {historyAmount(tx.r_r_nominal_total, currency)}
        </Alert>
      ) : null}
      <SimpleGrid cols={3} spacing="xs" mt="xs">
        <Button
          size="md"
          px={6}
          fz={{ base: "sm", sm: "md" }}
          h={48}
          loading={printing}
          onClick={() => void print(tx.r_t_id)}
          data-testid="history-print"
        >
          {SCREEN_MSG.REPRINT}
        </Button>
        <Button size="md" px={6} fz={{ base: "sm", sm: "md" }} h={48} variant="outline" onClick={resend.open} data-testid="history-resend">
          {SCREEN_MSG.RESEND}
        </Button>
        <RefundButton
          size="md"
          px={6}
          fz={{ base: "sm", sm: "md" }}
          billId={tx.r_t_id}
          refunded={tx.refundcounter > 0}
          testId="history-refund"
        />
      </SimpleGrid>
      <ResendModal opened={resendOpened} onClose={resend.close} transactionId={tx.r_t_id} defaultNumber={tx.r_t_nomor_wa} />
    </Stack>
  );
}
