/**
 * Print pages of the cash book: the Kas Kasir slip (`/cetak/kas/{id}`, fed by
 * GET /cashier/cash-out/{id}) and the closing report of Tutup Saldo / Ganti Shift
 * (`/cetak/tutup-saldo/{id}`, fed by GET /cashier/closing-report/{id}). Narrow receipt layout;
 * the browser's print prints it.
 */
import { Button, Center, Divider, Group, Loader, Paper, Stack, Text } from "@mantine/core";
import { useQuery } from "@tanstack/react-query";
import { CASH_UI, MSG } from "@waroeng/domain";
import type { ReactNode } from "react";
import { useParams } from "react-router";
import { fetchClosingReport, fetchMutationSlip } from "../../api/cashBook.ts";
import { queryKeys } from "../../api/queryKeys.ts";
import { Money } from "../../components/Money.tsx";

function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Group justify="space-between" wrap="nowrap" gap="xs">
      <Text fz="sm">{label}</Text>
      <Text fz="sm" fw={600} ta="right">
        {children}
      </Text>
    </Group>
  );
}

function Sheet({ title, children, testId }: { title: string; children: ReactNode; testId: string }) {
  return (
    <Center p="md" bg="gray.1" mih="100vh" style={{ alignItems: "flex-start" }}>
      <Stack gap="sm" w={340}>
        <Paper p="md" radius="sm" withBorder ff="monospace" data-testid={testId}>
          <Text fw={800} ta="center" mb="xs">
            {title}
          </Text>
          {children}
        </Paper>
        <Button className="no-print" onClick={() => window.print()}>
          {CASH_UI.PRINT_SLIP}
        </Button>
      </Stack>
    </Center>
  );
}

function Waiting({ error }: { error: unknown }) {
  return <Center p="xl">{error ? <Text c="red">{error instanceof Error ? error.message : MSG.SOME_ERROR}</Text> : <Loader />}</Center>;
}

export function CashSlipPage() {
  const { id = "" } = useParams();
  const slip = useQuery({ queryKey: queryKeys.cash.mutationSlip(id), queryFn: () => fetchMutationSlip(id), retry: false });
  const s = slip.data;
  if (!s) {
    return <Waiting error={slip.error} />;
  }
  return (
    <Sheet title={s.waroeng_nama} testId="cash-slip">
      <Text ta="center" fz="sm" mb="xs">
        {CASH_UI.SPENDING} · {s.r_m_m_debit > 0 ? CASH_UI.CASH_IN : CASH_UI.CASH_OUT}
      </Text>
      <Divider variant="dashed" my="xs" />
      <Row label={CASH_UI.DATE}>
        {s.tanggal} {s.jam}
      </Row>
      <Row label={CASH_UI.CASHIER}>{s.nama_kasir}</Row>
      <Row label={CASH_UI.SESSION}>{s.rekap_modal_sesi}</Row>
      <Row label={CASH_UI.PERSON}>{s.r_m_m_nama_pengguna}</Row>
      <Row label={CASH_UI.GROUP}>{s.r_m_m_group}</Row>
      <Row label={CASH_UI.DESCRIPTION}>{s.r_m_m_keterangan}</Row>
      <Divider variant="dashed" my="xs" />
      <Row label={CASH_UI.AMOUNT}>
        <Money value={s.r_m_m_debit > 0 ? s.r_m_m_debit : s.r_m_m_kredit} />
      </Row>
    </Sheet>
  );
}

export function ClosingReportPage() {
  const { id = "" } = useParams();
  const report = useQuery({ queryKey: queryKeys.cash.closingReport(id), queryFn: () => fetchClosingReport(id), retry: false });
  const r = report.data;
  if (!r) {
    return <Waiting error={report.error} />;
  }
  const c = r.reconciliation;
  return (
    <Sheet title={CASH_UI.CLOSING_REPORT} testId="closing-report">
      <Text ta="center" fz="sm">
        {r.waroeng_nama}
      </Text>
      <Divider variant="dashed" my="xs" />
      <Row label={CASH_UI.CASHIER}>{r.nama_kasir}</Row>
      <Row label={CASH_UI.SESSION}>{r.rekap_modal_sesi}</Row>
      <Row label={CASH_UI.OPENED_AT}>{r.dibuka}</Row>
      <Row label={CASH_UI.CLOSED_AT}>{r.ditutup || "—"}</Row>
      <Divider variant="dashed" my="xs" />
      <Row label={`${CASH_UI.SALES_TOTAL} (${r.jml_nota} ${CASH_UI.NOTA})`}>
        <Money value={r.sales_total} />
      </Row>
      {r.payment.map((p) => (
        <Row key={p.vendor} label={p.vendor}>
          <Money value={p.nominal} />
        </Row>
      ))}
      <Divider variant="dashed" my="xs" />
      <Row label={CASH_UI.OPENING_CASH}>
        <Money value={c.saldo_awal} />
      </Row>
      <Row label={CASH_UI.CASH_TOTAL}>
        <Money value={c.tunai} />
      </Row>
      <Row label={CASH_UI.FREE_CHANGE}>
        <Money value={c.free_kembalian} />
      </Row>
      <Row label={CASH_UI.CASH_IN}>
        <Money value={c.kas_masuk} />
      </Row>
      <Row label={CASH_UI.CASH_OUT}>
        <Money value={-c.kas_keluar} />
      </Row>
      <Row label={CASH_UI.CASH_WITHDRAWAL}>
        <Money value={-c.tarik_tunai} />
      </Row>
      <Row label={CASH_UI.REFUND}>
        <Money value={-c.refund} />
      </Row>
      <Row label={CASH_UI.TIPS_RECAP}>
        <Money value={-c.uang_tips} />
      </Row>
      <Divider variant="dashed" my="xs" />
      <Row label={CASH_UI.EXPECTED_CASH}>
        <Money value={c.uang_seharusnya} data-testid="report-expected" />
      </Row>
      <Row label={CASH_UI.REAL_MONEY_INPUT}>{r.uang_riil === null ? "—" : <Money value={r.uang_riil} />}</Row>
      <Row label={CASH_UI.DIFFERENCE}>{r.selisih === null ? "—" : <Money value={r.selisih} data-testid="report-difference" />}</Row>
    </Sheet>
  );
}
