/**
 * Kas Kasir (`/mutasi`; payment §2.6, §5 "Cash mutation", §9): Form Transaksi Kas and History Kas
 * with TOTAL PENGELUARAN (the server's, domain `totalSpending`), named TOTAL PEMASUKAN BERSIH when
 * more came in than went out (domain `cashBookNet`). Field errors come from the server
 * per field; a saved row offers its slip (GET /cashier/cash-out/{id}: the kasir printer with the
 * drawer pulse, or the `/cetak/kas/{id}` page). Above them, QRIS money that paid no bill and is
 * still to return (QrisReturnsPanel), when there is any.
 */
import { Button, Group, SegmentedControl, Select, Stack, Table, Text, Textarea, TextInput } from "@mantine/core";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { CASH_BOOK_MSG, CASH_UI, cashBookNet, MSG, MUTATION_GROUPS } from "@waroeng/domain";
import { useState } from "react";
import { fetchMutations, type MutationPayload, printCashSlip, saveMutation } from "../../api/cashBook.ts";
import { ApiError } from "../../api/client.ts";
import { queryKeys } from "../../api/queryKeys.ts";
import { AmountInput } from "../../components/AmountInput.tsx";
import { openPrintPage } from "../../components/cash-close/CloseBalanceModal.tsx";
import { alertDialog, notifySuccess } from "../../components/cashier-nav/dialogs.tsx";
import { Money } from "../../components/Money.tsx";
import { session } from "../../lib/session.ts";
import { CashBookPanels, LedgerTable } from "./CashBookPanels.tsx";
import { QrisReturnsPanel } from "./QrisReturnsPanel.tsx";

type Field = "nama_pengguna" | "type" | "group" | "amount" | "keterangan";
/** Server field names (payment §5) → the form's fields. */
const SERVER_FIELD: Record<string, Field> = {
  nama_pengguna: "nama_pengguna",
  keterangan: "keterangan",
  totalMoney: "amount",
  debit: "amount",
  kredit: "amount",
  mutationType: "type",
  mutationGroup: "group",
  group: "group",
};

export function CashMutationPage() {
  const queryClient = useQueryClient();
  const list = useQuery({ queryKey: queryKeys.cash.mutations, queryFn: fetchMutations });
  // The footer names the net it shows: spending, or what came in when more came in than went out.
  const net = cashBookNet(list.data?.totalSpending ?? 0);
  const [person, setPerson] = useState(session.userName());
  const [type, setType] = useState<string | null>(null);
  const [group, setGroup] = useState<string>("Reguler");
  const [amount, setAmount] = useState<number | null>(0);
  const [note, setNote] = useState("");
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [saving, setSaving] = useState(false);

  const save = async () => {
    const local: Partial<Record<Field, string>> = {};
    if (!type) {
      local.type = MSG.CHOOSE_MUTATION_TYPE;
    }
    if (!amount || amount < 1) {
      local.amount = MSG.MUTATION_AMOUNT_REQUIRED;
    }
    setErrors(local);
    if (Object.keys(local).length > 0) {
      return;
    }
    setSaving(true);
    try {
      const value = amount ?? 0;
      await saveMutation({
        nama_pengguna: person,
        debit: type === "debit" ? value : 0,
        kredit: type === "kredit" ? value : 0,
        group: group as MutationPayload["group"], // the segmented control offers only MUTATION_GROUPS
        keterangan: note,
      });
      notifySuccess(CASH_BOOK_MSG.MUTATION_SAVED);
      setAmount(0);
      setNote("");
      setType(null);
      await queryClient.invalidateQueries({ queryKey: queryKeys.cash.mutations });
    } catch (e) {
      if (e instanceof ApiError && Object.keys(e.fieldErrors).length > 0) {
        const mapped: Partial<Record<Field, string>> = {};
        for (const [k, v] of Object.entries(e.fieldErrors)) {
          mapped[SERVER_FIELD[k] ?? "keterangan"] ??= v;
        }
        setErrors(mapped);
      } else {
        alertDialog({ title: MSG.OOPS_TITLE, message: e instanceof Error ? e.message : MSG.SOME_ERROR });
      }
    } finally {
      setSaving(false);
    }
  };

  const rows = list.data?.rows ?? [];
  return (
    <>
      <QrisReturnsPanel />
      <CashBookPanels
        formTitle={CASH_UI.MUTATION_FORM}
        form={
          <Stack gap="sm">
            <TextInput
              label={CASH_UI.PERSON}
              value={person}
              onChange={(e) => setPerson(e.currentTarget.value)}
              error={errors.nama_pengguna}
              maxLength={100}
              data-testid="mutasi-person"
            />
            <Select
              label={CASH_UI.TYPE}
              placeholder={MSG.CHOOSE_MUTATION_TYPE}
              data={[
                { value: "kredit", label: CASH_UI.CASH_OUT },
                { value: "debit", label: CASH_UI.CASH_IN },
              ]}
              value={type}
              onChange={setType}
              error={errors.type}
              data-testid="mutasi-type"
            />
            <div>
              <Text fz="sm" fw={500} mb={4}>
                {CASH_UI.GROUP}
              </Text>
              <SegmentedControl
                data={MUTATION_GROUPS.map((g) => ({ value: g, label: CASH_UI.GROUP_LABELS[g] }))}
                value={group}
                onChange={setGroup}
                data-testid="mutasi-group"
              />
              {errors.group && (
                <Text c="red" fz="xs">
                  {errors.group}
                </Text>
              )}
            </div>
            <AmountInput
              kind="money"
              label={CASH_UI.AMOUNT}
              value={amount}
              onChange={setAmount}
              error={errors.amount}
              data-testid="mutasi-amount"
            />
            <Textarea
              label={CASH_UI.DESCRIPTION}
              value={note}
              onChange={(e) => setNote(e.currentTarget.value)}
              error={errors.keterangan}
              maxLength={255}
              data-testid="mutasi-note"
            />
            <Button h={44} onClick={() => void save()} disabled={saving} data-testid="mutasi-save">
              {saving ? MSG.SAVING : CASH_UI.SAVE}
            </Button>
          </Stack>
        }
        listTitle={CASH_UI.MUTATION_HISTORY}
        list={
          <LedgerTable
            testId="mutasi-history"
            heads={[{ label: CASH_UI.CASH_IN, right: true }, { label: CASH_UI.CASH_OUT, right: true }, { label: CASH_UI.DESCRIPTION }]}
            rows={rows}
            rowKey={(r) => r.r_m_m_id}
            rowTestId="mutasi-row"
            cells={(r) => (
              <>
                <Table.Td ta="right">{r.r_m_m_debit > 0 && <Money value={r.r_m_m_debit} />}</Table.Td>
                <Table.Td ta="right">{r.r_m_m_kredit > 0 && <Money value={r.r_m_m_kredit} />}</Table.Td>
                <Table.Td>
                  <Text fz="sm">{r.r_m_m_keterangan}</Text>
                  <Text fz="xs" c="dimmed">
                    {r.r_m_m_nama_pengguna} · {CASH_UI.GROUP_LABELS[r.r_m_m_group as keyof typeof CASH_UI.GROUP_LABELS] ?? r.r_m_m_group} ·{" "}
                    {r.jam}
                  </Text>
                </Table.Td>
                <Table.Td>
                  <Button
                    size="xs"
                    variant="light"
                    data-testid={`cash-slip-print-${r.r_m_m_id}`}
                    onClick={() => void printCashSlip(r.r_m_m_id).then((p) => openPrintPage(p.struct, p.printed))}
                  >
                    {CASH_UI.PRINT_SLIP}
                  </Button>
                </Table.Td>
              </>
            )}
            totalLabel={
              <Stack gap={0}>
                <Text fw={800} fz="sm" data-testid="mutasi-total-label">
                  {net.direction === "in" ? CASH_UI.TOTAL_NET_IN : CASH_UI.TOTAL_SPENDING}
                </Text>
                <Text fz="xs" c="dimmed" fw={400}>
                  {net.direction === "in" ? CASH_UI.NET_IN_RULE : CASH_UI.NET_OUT_RULE}
                </Text>
              </Stack>
            }
            total={
              <Group justify="flex-end">
                <Money value={net.amount} fw={800} data-testid="mutasi-total" />
              </Group>
            }
          />
        }
      />
    </>
  );
}
