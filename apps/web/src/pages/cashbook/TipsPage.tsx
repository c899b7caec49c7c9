/**
 * Uang Tips (`/uangtips`; payment §2.7, §4 "Tips", §5, §8): Form Input Uang Tips (Edit Input Uang
 * Tips in edit mode, recipient from GET /users), Daftar Uang Tips with TOTAL PEMASUKAN, delete with
 * the Delete Uang Tips confirmation. A 422 shows its messages as a summary list above the form; a
 * missing reason or a zero amount saves nothing (silently, as the spec says).
 */
import { Alert, Button, Group, List, Select, Stack, Table, Text } from "@mantine/core";
import { modals } from "@mantine/modals";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { CASH_BOOK_MSG, CASH_UI, MSG, TIP_REASONS } from "@waroeng/domain";
import { useState } from "react";
import { createTip, deleteTip, fetchTip, fetchTips, type TipPayload, updateTip } from "../../api/cashBook.ts";
import { ApiError } from "../../api/client.ts";
import { queryKeys } from "../../api/queryKeys.ts";
import { listStaff } from "../../api/staff.ts";
import { AmountInput } from "../../components/AmountInput.tsx";
import { notifySuccess } from "../../components/cashier-nav/dialogs.tsx";
import { Money } from "../../components/Money.tsx";
import { CashBookPanels, LedgerTable } from "./CashBookPanels.tsx";

export function TipsPage() {
  const queryClient = useQueryClient();
  const list = useQuery({ queryKey: queryKeys.cash.tips, queryFn: fetchTips });
  const staff = useQuery({ queryKey: queryKeys.staff, queryFn: listStaff, staleTime: 60_000 });
  const [editId, setEditId] = useState<number | null>(null);
  const [reason, setReason] = useState<string | null>(null);
  const [amount, setAmount] = useState<number | null>(0);
  const [recipient, setRecipient] = useState<string | null>(null);
  const [summary, setSummary] = useState<string[]>([]);
  const [saving, setSaving] = useState(false);

  const reset = () => {
    setEditId(null);
    setReason(null);
    setAmount(0);
    setRecipient(null);
    setSummary([]);
  };
  const reload = () => queryClient.invalidateQueries({ queryKey: queryKeys.cash.tips });

  const save = async () => {
    if (!reason || !amount) {
      return;
    }
    setSaving(true);
    try {
      // The select offers only TIP_REASONS; the server refuses anything else.
      const payload = { keterangan: reason as TipPayload["keterangan"], amount_debit: amount, m_karyawan_id: Number(recipient ?? 0) };
      if (editId === null) {
        await createTip(payload);
        notifySuccess(CASH_BOOK_MSG.TIP_SAVED);
      } else {
        await updateTip(editId, payload);
        notifySuccess(CASH_BOOK_MSG.TIP_UPDATED);
      }
      reset();
      await reload();
    } catch (e) {
      if (e instanceof ApiError && e.status === 422) {
        const messages = Object.values(e.fieldErrors);
        setSummary(messages.length > 0 ? messages : [e.message]);
      } else {
        // payment §8: other errors are only logged.
        console.error(e);
      }
    } finally {
      setSaving(false);
    }
  };

  const edit = async (id: number) => {
    const tip = await fetchTip(id);
    setEditId(tip.id);
    setReason(tip.keterangan);
    setAmount(tip.amount_debit);
    setRecipient(tip.m_karyawan_id ? String(tip.m_karyawan_id) : null);
    setSummary([]);
  };

  const remove = (id: number) =>
    modals.openConfirmModal({
      title: <Text fw={700}>{MSG.DELETE_TIP_TITLE}</Text>,
      children: <Text data-testid="tip-delete-confirm">{MSG.DELETE_TIP_CONFIRM}</Text>,
      labels: { confirm: CASH_UI.DELETE, cancel: CASH_UI.CANCEL },
      confirmProps: { color: "red", "data-testid": "tip-delete-yes" },
      onConfirm: async () => {
        await deleteTip(id);
        notifySuccess(CASH_BOOK_MSG.TIP_DELETED);
        if (editId === id) {
          reset();
        }
        await reload();
      },
    });

  const rows = list.data?.rows ?? [];
  return (
    <CashBookPanels
      formTitle={editId === null ? CASH_UI.TIP_FORM : CASH_UI.TIP_EDIT_FORM}
      formTitleTestId="tip-form-title"
      formTop={
        summary.length > 0 && (
          <Alert color="red" mb="sm" data-testid="tip-errors">
            <List size="sm">
              {summary.map((m) => (
                <List.Item key={m}>{m}</List.Item>
              ))}
            </List>
          </Alert>
        )
      }
      form={
        <Stack gap="sm">
          <Select
            label={CASH_UI.DESCRIPTION}
            data={TIP_REASONS.map((r) => ({ value: r, label: CASH_UI.TIP_REASON_LABELS[r] }))}
            value={reason}
            onChange={setReason}
            data-testid="tip-reason"
          />
          <AmountInput kind="money" label={CASH_UI.AMOUNT} value={amount} onChange={setAmount} data-testid="tip-amount" />
          {editId !== null && (
            <Select
              label={CASH_UI.RECIPIENT}
              searchable
              clearable
              data={(staff.data ?? []).map((u) => ({ value: String(u.id), label: u.name }))}
              value={recipient}
              onChange={setRecipient}
              data-testid="tip-recipient"
            />
          )}
          <Group grow>
            {editId !== null && (
              <Button variant="default" h={44} onClick={reset}>
                {CASH_UI.CANCEL}
              </Button>
            )}
            <Button h={44} onClick={() => void save()} disabled={saving} data-testid="tip-save">
              {saving ? MSG.SAVING : CASH_UI.SAVE}
            </Button>
          </Group>
        </Stack>
      }
      listTitle={CASH_UI.TIP_LIST}
      list={
        <LedgerTable
          testId="tip-list"
          heads={[{ label: CASH_UI.AMOUNT, right: true }, { label: CASH_UI.DESCRIPTION }]}
          rows={rows}
          rowKey={(r) => r.r_u_t_id}
          rowTestId="tip-row"
          cells={(r) => (
            <>
              <Table.Td ta="right">
                <Money value={r.r_u_t_nominal} />
              </Table.Td>
              <Table.Td>
                <Text fz="sm">{CASH_UI.TIP_REASON_LABELS[r.r_u_t_keterangan as (typeof TIP_REASONS)[number]] ?? r.r_u_t_keterangan}</Text>
                <Text fz="xs" c="dimmed">
                  {r.m_karyawan_nama || "—"} · {r.jam}
                </Text>
              </Table.Td>
              <Table.Td>
                <Group gap={6} justify="flex-end" wrap="nowrap">
                  <Button size="xs" variant="light" onClick={() => void edit(r.r_u_t_id)} data-testid="tip-edit">
                    {CASH_UI.EDIT}
                  </Button>
                  <Button size="xs" variant="light" color="red" onClick={() => remove(r.r_u_t_id)} data-testid="tip-delete">
                    {CASH_UI.DELETE}
                  </Button>
                </Group>
              </Table.Td>
            </>
          )}
          totalLabel={CASH_UI.TIP_TOTAL}
          total={<Money value={list.data?.total ?? 0} fw={800} data-testid="tip-total" />}
        />
      }
    />
  );
}
