/**
 * Refund (route Refund, /refund/{rekapTransaksiId}; payment §2.3, §4 Refund flow, §5 Refund, §8):
 * the paid bill on the left, the refund list on the right, units moved one at a time each way; the
 * totals with the tax / service toggles; BATAL (confirmation `Anda Yakin?` / `Batalkan Pengembalian
 * Dana` once something was moved) and REFUND (the cashier matrix's `refund`, then the result modal
 * and the drawer opening). A user the matrix refuses is told so under REFUND, and at REFUND a
 * supervisor approves this refund on the spot (`SupervisorApprovalModal`, POST /approve naming the
 * bill, units and rates); the drawer and the refund then carry that approval and stay the
 * cashier's. Cancelling or a refused approval opens nothing. The server recomputes every figure posted.
 */
import { Alert, Box, Button, Center, Grid, Group, Loader, Paper, Stack, Text, Title } from "@mantine/core";
import { modals } from "@mantine/modals";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { accessAllowed, LABELS, MSG, QRIS_MSG, REFUND_MSG } from "@waroeng/domain";
import { useEffect, useState } from "react";
import { useNavigate, useParams } from "react-router";
import { approve, getAccessMatrix } from "../../api/access.ts";
import { ApiError } from "../../api/client.ts";
import { queryKeys } from "../../api/queryKeys.ts";
import { fetchRefundBill, fetchRefundLines, openDrawerForRefund, postRefund } from "../../api/refund.ts";
import { confirmDialog } from "../../components/cash-close/CloseBalanceModal.tsx";
import { alertDialog } from "../../components/cashier-nav/dialogs.tsx";
import { SupervisorApprovalModal } from "../../components/role-setting/SupervisorApproval.tsx";
import { useCurrentUser } from "../../hooks/useCurrentUser.ts";
import { useCurrency, useOutletInfo } from "../../hooks/useOutlet.ts";
import { session } from "../../lib/session.ts";
import { RefundPane } from "./RefundPane.tsx";
import { RefundResultModal } from "./RefundResultModal.tsx";
import { RefundTotals } from "./RefundTotals.tsx";
import { useRefundState } from "./useRefundState.ts";

export function RefundPage() {
  const id = Number(useParams().rekapTransaksiId);
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const currency = useCurrency();
  const user = useCurrentUser();
  const role = user.data?.role ?? session.role();
  const bill = useQuery({ queryKey: queryKeys.refund.bill(id), queryFn: () => fetchRefundBill(id), retry: false, enabled: id > 0 });
  const lines = useQuery({ queryKey: queryKeys.refund.lines(id), queryFn: () => fetchRefundLines(id), retry: false, enabled: id > 0 });
  const s = useRefundState(bill.data, lines.data ?? [], currency);
  const outlet = useOutletInfo();
  const matrix = useQuery({ queryKey: queryKeys.access.matrix, queryFn: getAccessMatrix });
  const [resultOpen, setResultOpen] = useState(false);
  const [checking, setChecking] = useState(false);
  const [asking, setAsking] = useState(false);
  /** The supervisor's approval of this refund (POST /approve naming it), while the result modal is open. */
  const [approvalId, setApprovalId] = useState<number | null>(null);

  const failed = !(id > 0) || bill.isError || lines.isError || (lines.isSuccess && lines.data.length === 0);
  useEffect(() => {
    if (failed) {
      alertDialog({ title: MSG.OOPS_TITLE, message: MSG.SOME_ERROR, onClose: () => navigate("/dashboard") });
    }
  }, [failed, navigate]);

  if (!bill.data || !lines.data) {
    return (
      <Center h="60vh">
        <Loader />
      </Center>
    );
  }
  const b = bill.data;
  const refunded = b.refundcounter > 0;
  const needsApproval = matrix.data !== undefined && !accessAllowed(role, matrix.data.refund);

  const cancel = () => {
    if (s.empty) {
      navigate("/dashboard");
      return;
    }
    modals.openConfirmModal({
      title: <Text fw={700}>{MSG.CONFIRM_TITLE}</Text>,
      centered: true,
      children: <Text data-testid="refund-cancel-message">{MSG.CANCEL_REFUND}</Text>,
      labels: { confirm: LABELS.IYA, cancel: LABELS.NO },
      confirmProps: { color: "red", h: 44, "data-testid": "refund-cancel-yes" },
      cancelProps: { h: 44, "data-testid": "refund-cancel-no" },
      onConfirm: () => navigate("/dashboard"),
    });
  };

  /** The refund asked for, as POST /transaksi/refund and its approval name it. */
  const request = { rekap_transaksi_id: b.r_t_id, refund_menu: s.picks, current_tax: s.taxBp / 100, current_sc: s.scBp / 100 };

  /** The result modal and the drawer: the refund is allowed (alone, or under `approval`). */
  const openResult = async (approval: number | null) => {
    setApprovalId(approval);
    setResultOpen(true);
    const link = await openDrawerForRefund(approval ?? undefined).catch(() => "");
    if (link) {
      window.open(link, "_blank");
    }
  };

  // REFUND checks the access role (payment §4); a user who may not refund alone gets the
  // supervisor's approval on the spot instead of a dead end.
  const startRefund = async () => {
    setChecking(true);
    try {
      const fresh = await queryClient.fetchQuery({ queryKey: queryKeys.access.matrix, queryFn: getAccessMatrix, staleTime: 0 });
      if (accessAllowed(role, fresh.refund)) {
        await openResult(null);
      } else {
        setAsking(true);
      }
    } finally {
      setChecking(false);
    }
  };

  const post = async ({ freeExchange, phone, print }: { freeExchange: number; phone: string; print: boolean }) => {
    const form = {
      ...(approvalId ? { approval_id: approvalId } : {}),
      rekap_transaksi_id: b.r_t_id,
      refund_menu: s.picks,
      sub_total: s.totals.subtotal,
      total: s.totals.rounded,
      round: s.totals.rounding,
      free_exchange: freeExchange,
      nominal_pajak: s.totals.tax,
      nominal_sc: s.totals.serviceCharge,
      current_tax: s.taxBp / 100,
      current_sc: s.scBp / 100,
      cetak_struk: print ? 1 : 0,
      selisih: 0,
      nomor_wa: phone,
    };
    let saved: Awaited<ReturnType<typeof postRefund>>;
    try {
      saved = await postRefund(form);
    } catch (e) {
      // Paid by gateway QRIS and the gateway refused the refund: the cashier may return it by hand.
      if (!(e instanceof ApiError && e.message === QRIS_MSG.REFUND_REFUSED)) {
        throw e;
      }
      if (!(await confirmDialog(QRIS_MSG.MANUAL_REFUND_TITLE, QRIS_MSG.REFUND_REFUSED, "qris-manual-refund"))) {
        throw e;
      }
      saved = await postRefund({ ...form, manual_refund: true });
    }
    void queryClient.invalidateQueries({ queryKey: queryKeys.history.list });
    void queryClient.invalidateQueries({ queryKey: queryKeys.refund.bill(id) });
    return saved.rekap_id;
  };

  return (
    <Box p={{ base: "xs", sm: "md" }} data-testid="refund-page">
      <Group justify="space-between" mb="sm" wrap="wrap" gap="xs">
        <Stack gap={0}>
          <Title order={3} fz={20} data-testid="refund-nota">
            {b.r_t_nota_code}
          </Title>
          <Text fz="sm" c="dimmed">
            {b.m_t_t_name} · {b.r_t_bigboss || b.table_names} · {b.name}
          </Text>
        </Stack>
      </Group>
      {refunded ? (
        <Alert color="red" mb="sm" data-testid="refund-once">
          {MSG.REFUND_ONCE}
        </Alert>
      ) : null}
      <Grid gap="md">
        <Grid.Col span={{ base: 12, md: 6 }}>
          <Paper withBorder radius="md" p="sm">
            <Text fw={800} mb={4}>
              {REFUND_MSG.ORIGINAL_BILL}
            </Text>
            <RefundPane
              lines={s.left}
              currency={currency}
              actionLabel={REFUND_MSG.ADD}
              onAction={s.add}
              testId="refund-left"
              disabled={refunded}
            />
          </Paper>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 6 }}>
          <Paper withBorder radius="md" p="sm">
            <Text fw={800} mb={4}>
              {REFUND_MSG.REFUND_LIST}
            </Text>
            <RefundPane lines={s.right} currency={currency} actionLabel={REFUND_MSG.REMOVE} onAction={s.remove} testId="refund-right" />
            <Box mt="sm">
              <RefundTotals s={s} currency={currency} />
            </Box>
          </Paper>
        </Grid.Col>
      </Grid>
      <Group justify="flex-end" mt="md" wrap="wrap">
        {needsApproval && !refunded ? (
          <Text fz="sm" c="dimmed" mr="auto" data-testid="refund-needs-approval">
            {REFUND_MSG.NEEDS_APPROVAL}
          </Text>
        ) : null}
        <Button size="md" h={48} variant="default" onClick={cancel} data-testid="refund-cancel">
          {REFUND_MSG.CANCEL}
        </Button>
        <Button
          size="md"
          h={48}
          color="red"
          loading={checking}
          disabled={s.totals.rounded <= 0 || refunded}
          onClick={() => void startRefund()}
          data-testid="refund-submit"
        >
          {REFUND_MSG.REFUND}
        </Button>
      </Group>
      <SupervisorApprovalModal
        opened={asking}
        request={(email, password) => approve(outlet.data?.m_w_id ?? 0, email, password, request)}
        onApproved={(id) => {
          setAsking(false);
          void openResult(id);
        }}
        onCancel={() => setAsking(false)}
        testId="refund-approval"
      />
      <RefundResultModal
        opened={resultOpen}
        totals={s.totals}
        currency={currency}
        post={post}
        onClose={() => {
          setResultOpen(false);
          setApprovalId(null); // a changed list needs a new approval
        }}
        onDone={() => navigate("/dashboard")}
      />
    </Box>
  );
}
