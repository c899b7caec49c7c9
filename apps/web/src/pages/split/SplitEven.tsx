/**
 * "Bagi rata" on the split screen (payment §4 "Split bill"): the dialog choosing into how many bills
 * the order is split evenly, with a preview, and the list of those bills in place of the sub-bill's
 * lines. The amounts are the domain's `splitEvenly` of the bill as paid (after its stored discount):
 * each ⌊total / N⌋, exact to the rupiah (the sen at RM outlets), the remainder on the last; they add
 * up to "Total pesanan". Paying them: SplitEvenPay.tsx.
 * Every control is a tap target of at least 44 px.
 */
import { Button, Group, Modal, Stack, Table, Text } from "@mantine/core";
import { type Currency, formatMoney, MAX_EVEN_PARTS, SCREEN_MSG, SPLIT_MSG, splitEvenly, type Totals } from "@waroeng/domain";
import { useEffect, useState } from "react";

/** The N shares of Bagi rata (Bagian 1/N …) and their sum: the dialog's preview. */
export function SplitEvenList({ parts, currency }: { parts: Totals[]; currency: Currency }) {
  const fmt = (n: number) => formatMoney(n, currency);
  return (
    <Stack gap={4} data-testid="split-even-list">
      <Table verticalSpacing={8}>
        <Table.Tbody>
          {parts
            .map((p, i) => ({ p, i }))
            .map(({ p, i }) => (
              <Table.Tr key={i} data-testid="split-even-part">
                <Table.Td fw={600}>{SPLIT_MSG.SHARE(i + 1, parts.length)}</Table.Td>
                <Table.Td ta="right" fw={700} className="tabular" data-testid={`split-even-total-${i + 1}`}>
                  {fmt(p.rounded)}
                </Table.Td>
              </Table.Tr>
            ))}
        </Table.Tbody>
      </Table>
      <Group justify="space-between" pt={4} style={{ borderTop: "1px solid var(--mantine-color-gray-3)" }}>
        <Text fw={800}>{SPLIT_MSG.EVEN_SUM}</Text>
        <Text fw={800} fz="lg" className="tabular" data-testid="split-even-sum">
          {fmt(parts.reduce((s, p) => s + p.rounded, 0))}
        </Text>
      </Group>
      <Text fz="sm" c="dimmed">
        {SPLIT_MSG.EVEN_NOTE}
      </Text>
    </Stack>
  );
}

interface SplitEvenModalProps {
  opened: boolean;
  /** The parts now (0 = off). */
  current: number;
  whole: Totals;
  currency: Currency;
  busy: boolean;
  onClose: () => void;
  onApply: (parts: number) => void;
}

/** Choose N (2…20) with − / +, see the bills, Bagi; or back to moving items (Pisah per menu). */
export function SplitEvenModal(p: SplitEvenModalProps) {
  const [n, setN] = useState(Math.max(2, p.current));
  useEffect(() => {
    if (p.opened) {
      setN(Math.max(2, p.current));
    }
  }, [p.opened, p.current]);
  return (
    <Modal opened={p.opened} onClose={p.onClose} title={<Text fw={800}>{SPLIT_MSG.EVEN}</Text>} centered data-testid="split-even-modal">
      <Stack gap="md">
        <Group justify="space-between" wrap="nowrap">
          <Text fw={600}>{SPLIT_MSG.EVEN_PARTS}</Text>
          <Group gap="xs" wrap="nowrap">
            <Button h={44} w={44} p={0} fz="xl" variant="light" disabled={n <= 2} onClick={() => setN(n - 1)} data-testid="split-even-less">
              −
            </Button>
            <Text fw={800} fz={28} w={48} ta="center" className="tabular" data-testid="split-even-count">
              {n}
            </Text>
            <Button
              h={44}
              w={44}
              p={0}
              fz="xl"
              variant="light"
              disabled={n >= MAX_EVEN_PARTS}
              onClick={() => setN(n + 1)}
              data-testid="split-even-more"
            >
              +
            </Button>
          </Group>
        </Group>
        <SplitEvenList parts={splitEvenly(p.whole, n)} currency={p.currency} />
        <Group grow>
          {p.current > 0 && (
            <Button h={48} variant="outline" disabled={p.busy} onClick={() => p.onApply(0)} data-testid="split-even-off">
              {SPLIT_MSG.EVEN_OFF}
            </Button>
          )}
          {p.current === 0 && (
            <Button h={48} variant="default" onClick={p.onClose}>
              {SCREEN_MSG.CANCEL}
            </Button>
          )}
          <Button h={48} loading={p.busy} onClick={() => p.onApply(n)} data-testid="split-even-apply">
            {SPLIT_MSG.EVEN_APPLY}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
