/** The recap tables of Ganti Shift (payment §2.9): menu sales, cancelled menu, tips (with Detil Uang Tips) and free change. */
import { Button, Modal, Paper, ScrollArea, Table, Text, Title } from "@mantine/core";
import { CASH_UI, MSG } from "@waroeng/domain";
import { type ReactNode, useState } from "react";
import type { AmountRow, FreeChangeRow, SalesRecap, TipsRecap } from "../../api/cashBook.ts";
import { alertDialog } from "../../components/cashier-nav/dialogs.tsx";
import { Money } from "../../components/Money.tsx";
import { scrollRegion } from "../../components/scrollRegion.ts";

function Box({ title, children, testId }: { title: string; children: ReactNode; testId: string }) {
  return (
    <Paper withBorder radius="lg" p="md" data-testid={testId}>
      <Title order={5} mb="xs">
        {title}
      </Title>
      {children}
    </Paper>
  );
}

function Empty({ cols }: { cols: number }) {
  return (
    <Table.Tr>
      <Table.Td colSpan={cols}>
        <Text c="dimmed" ta="center" fz="sm">
          {MSG.NO_DATA_YET}
        </Text>
      </Table.Td>
    </Table.Tr>
  );
}

export function MenuSalesTable({ sales }: { sales: SalesRecap }) {
  return (
    <Box title={CASH_UI.SALES_RECAP} testId="recap-menu">
      <ScrollArea.Autosize mah={360} viewportProps={scrollRegion(CASH_UI.SALES_RECAP)}>
        <Table striped>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{CASH_UI.MENU}</Table.Th>
              <Table.Th ta="right">{CASH_UI.QTY}</Table.Th>
              <Table.Th ta="right">{CASH_UI.NOMINAL}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {sales.menu.length === 0 && <Empty cols={3} />}
            {sales.menu.map((m) => (
              <Table.Tr key={m.m_produk_nama}>
                <Table.Td>{m.m_produk_nama}</Table.Td>
                <Table.Td ta="right">{m.qty}</Table.Td>
                <Table.Td ta="right">
                  <Money value={m.nominal} />
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </ScrollArea.Autosize>
      <Table mt="xs">
        <Table.Tbody>
          {[...sales.reg_category_sales, ...sales.ojol_category_sales].map((c) => (
            <Table.Tr key={c.transaction_name}>
              <Table.Td tt="capitalize">
                {c.transaction_name} ({c.count_nota} {CASH_UI.NOTA})
              </Table.Td>
              <Table.Td ta="right">
                <Money value={"sales_total" in c ? c.sales_total : c.ojol_sales_total} />
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Box>
  );
}

export function AmountTable({ title, rows, testId }: { title: string; rows: AmountRow[]; testId: string }) {
  return (
    <Box title={title} testId={testId}>
      <Table striped>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{CASH_UI.DESCRIPTION}</Table.Th>
            <Table.Th ta="right">{CASH_UI.QTY}</Table.Th>
            <Table.Th ta="right">{CASH_UI.NOMINAL}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.length === 0 && <Empty cols={3} />}
          {rows.map((r) => (
            <Table.Tr key={r.keterangan}>
              <Table.Td>{r.keterangan || "—"}</Table.Td>
              <Table.Td ta="right">{r.qty}</Table.Td>
              <Table.Td ta="right">
                <Money value={r.nominal} />
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Box>
  );
}

export function TipsTable({ tips }: { tips: TipsRecap }) {
  const [reason, setReason] = useState<string | null>(null);
  const open = (keterangan: string, nominal: number) => {
    if (nominal < 1) {
      alertDialog({ title: CASH_UI.TIP_DETAIL, message: MSG.DATA_NOT_FOUND });
      return;
    }
    setReason(keterangan);
  };
  const detail = tips.detail.filter((d) => d.keterangan === reason);
  return (
    <Box title={CASH_UI.TIPS_RECAP} testId="recap-tips">
      <Table striped>
        <Table.Tbody>
          {tips.list.map((t) => (
            <Table.Tr key={t.keterangan}>
              <Table.Td>{t.keterangan}</Table.Td>
              <Table.Td ta="right">
                <Money value={t.nominal} />
              </Table.Td>
              <Table.Td ta="right">
                <Button size="compact-xs" variant="light" onClick={() => open(t.keterangan, t.nominal)} data-testid="tip-detail">
                  {CASH_UI.DETAIL}
                </Button>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
      <Modal opened={reason !== null} onClose={() => setReason(null)} title={<Text fw={700}>{CASH_UI.TIP_DETAIL}</Text>} size="xl">
        <Table striped data-testid="tip-detail-table">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{CASH_UI.RECIPIENT}</Table.Th>
              <Table.Th>{CASH_UI.CASHIER}</Table.Th>
              <Table.Th ta="right">{CASH_UI.TIP_AMOUNT}</Table.Th>
              <Table.Th>{CASH_UI.DATE}</Table.Th>
              <Table.Th>{CASH_UI.REPORT_TIME}</Table.Th>
              <Table.Th>{CASH_UI.DESCRIPTION}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {detail.map((d, i) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: tips have no id in this read
              <Table.Tr key={i}>
                <Table.Td>{d.nama_penerima || "—"}</Table.Td>
                <Table.Td>{d.nama_kasir}</Table.Td>
                <Table.Td ta="right">
                  <Money value={d.nominal} />
                </Table.Td>
                <Table.Td>{d.tanggal}</Table.Td>
                <Table.Td>{d.jam_lapor}</Table.Td>
                <Table.Td>{d.keterangan}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Modal>
    </Box>
  );
}

export function FreeChangeTable({ rows }: { rows: FreeChangeRow[] }) {
  return (
    <Box title={CASH_UI.FREE_CHANGE_RECAP} testId="recap-free">
      <Table striped>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{CASH_UI.NOTA}</Table.Th>
            <Table.Th>{CASH_UI.TIME}</Table.Th>
            <Table.Th ta="right">{CASH_UI.TOTAL}</Table.Th>
            <Table.Th ta="right">{CASH_UI.FREE_CHANGE}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.length === 0 && <Empty cols={4} />}
          {rows.map((r) => (
            <Table.Tr key={r.code_nota}>
              <Table.Td>{r.code_nota}</Table.Td>
              <Table.Td>{r.jam_bayar}</Table.Td>
              <Table.Td ta="right">
                <Money value={r.nominal_total_bayar} />
              </Table.Td>
              <Table.Td ta="right">
                <Money value={r.nominal_free_kembalian} />
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Box>
  );
}
