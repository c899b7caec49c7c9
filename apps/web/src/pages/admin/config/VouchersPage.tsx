/**
 * Back office · Voucher: the outlet's vouchers, newest first (GET /admin/vouchers):
 * code, value, first and last day, state. Always single use; a spent voucher is history and is not
 * edited; one is withdrawn by switching Aktif off.
 */
import { Badge, Button, Group, Stack, Switch, Table, Text, TextInput } from "@mantine/core";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { ADMIN_MSG, CONFIG_LIMITS, CONFIG_MSG, formatMoney, type VoucherState } from "@waroeng/domain";
import { useState } from "react";
import { type AdminVoucher, createVoucher, listAdminVouchers, updateVoucher } from "../../../api/adminConfig.ts";
import { queryKeys } from "../../../api/queryKeys.ts";
import { AmountInput } from "../../../components/AmountInput.tsx";
import { DateField } from "../../../components/DateField.tsx";
import { useCurrency } from "../../../hooks/useOutlet.ts";
import { DraftModal } from "../AdminFormModal.tsx";
import { AdminHeader, EditButton } from "../common.tsx";
import { ListTable } from "../ListTable.tsx";
import { useDraft } from "../useAdminSave.ts";

const KEY = queryKeys.admin.allVouchers;

interface Draft {
  id: number | null;
  code: string;
  value: number | null;
  from: string;
  until: string;
  active: boolean;
}

const STATE_COLOR: Record<VoucherState, string> = {
  aktif: "green",
  dipakai: "blue",
  kedaluwarsa: "red",
  belum_berlaku: "yellow",
  nonaktif: "gray",
};

const save = (d: Draft) => {
  const form = {
    m_voucher_code: d.code,
    m_voucher_value: d.value ?? 0,
    m_voucher_valid_from: d.from || null,
    m_voucher_valid_until: d.until || null,
    m_voucher_active: d.active,
  };
  return d.id === null ? createVoucher(form) : updateVoucher(d.id, form);
};

const draftOf = (v: AdminVoucher): Draft => ({
  id: v.m_voucher_id,
  code: v.m_voucher_code,
  value: v.m_voucher_value,
  from: v.m_voucher_valid_from ?? "",
  until: v.m_voucher_valid_until ?? "",
  active: v.m_voucher_active,
});

export function VouchersPage() {
  const currency = useCurrency();
  const [page, setPage] = useState(1);
  const list = useQuery({
    queryKey: queryKeys.admin.vouchers(page),
    queryFn: () => listAdminVouchers(page),
    placeholderData: keepPreviousData,
  });
  const editor = useDraft(KEY, save);
  const { patch } = editor;
  const data = list.data;
  const pages = data ? Math.max(1, Math.ceil(data.total / data.page_size)) : 1;
  return (
    <Stack gap="md">
      <AdminHeader
        title={CONFIG_MSG.VOUCHERS_TITLE}
        addTestId="voucher-add"
        onAdd={() => editor.open({ id: null, code: "", value: 0, from: "", until: "", active: true })}
      />
      <ListTable
        testId="voucher-table"
        columns={[
          CONFIG_MSG.FIELD_CODE,
          { label: CONFIG_MSG.FIELD_VALUE, ta: "right" },
          CONFIG_MSG.FIELD_VALID_FROM,
          CONFIG_MSG.FIELD_VALID_UNTIL,
          CONFIG_MSG.FIELD_STATUS,
          "",
        ]}
      >
        {(data?.rows ?? []).map((v) => (
          <Table.Tr key={v.m_voucher_id} data-testid={`voucher-row-${v.m_voucher_code}`}>
            <Table.Td>
              <Text fw={600} ff="monospace">
                {v.m_voucher_code}
              </Text>
            </Table.Td>
            <Table.Td ta="right" className="tabular">
              {formatMoney(v.m_voucher_value, currency)}
            </Table.Td>
            <Table.Td>{v.m_voucher_valid_from ?? "—"}</Table.Td>
            <Table.Td>{v.m_voucher_valid_until ?? "—"}</Table.Td>
            <Table.Td>
              <Badge color={STATE_COLOR[v.status]} variant="light">
                {CONFIG_MSG.VOUCHER_STATE[v.status]}
              </Badge>
            </Table.Td>
            <Table.Td>{v.status !== "dipakai" && <EditButton name={v.m_voucher_code} onClick={() => editor.open(draftOf(v))} />}</Table.Td>
          </Table.Tr>
        ))}
      </ListTable>
      {pages > 1 && (
        <Group justify="space-between">
          <Button variant="default" disabled={page <= 1} onClick={() => setPage(page - 1)}>
            {ADMIN_MSG.PREV}
          </Button>
          <Text fz="sm">
            {page} / {pages}
          </Text>
          <Button variant="default" disabled={page >= pages} onClick={() => setPage(page + 1)}>
            {ADMIN_MSG.NEXT}
          </Button>
        </Group>
      )}
      <DraftModal
        editor={editor}
        title={`${editor.draft?.id === null ? CONFIG_MSG.ADD : CONFIG_MSG.EDIT} ${CONFIG_MSG.VOUCHERS_TITLE}`}
        testPrefix="voucher"
        saveDisabled={(d) => d.value === null}
      >
        {(draft) => (
          <>
            <TextInput
              label={CONFIG_MSG.FIELD_CODE}
              value={draft.code}
              maxLength={CONFIG_LIMITS.voucherCodeMax}
              onChange={(e) => patch({ code: e.currentTarget.value.toUpperCase() })}
              data-testid="voucher-code"
            />
            <AmountInput
              kind="money"
              label={CONFIG_MSG.FIELD_VALUE}
              value={draft.value}
              onChange={(value) => patch({ value })}
              data-testid="voucher-value"
            />
            <Group grow>
              <DateField
                label={CONFIG_MSG.FIELD_VALID_FROM}
                value={draft.from}
                onChange={(from) => patch({ from })}
                data-testid="voucher-from"
              />
              <DateField
                label={CONFIG_MSG.FIELD_VALID_UNTIL}
                value={draft.until}
                onChange={(until) => patch({ until })}
                data-testid="voucher-until"
              />
            </Group>
            <Text fz="sm" c="dimmed">
              {CONFIG_MSG.FIELD_SINGLE_USE}
            </Text>
            <Switch
              label={CONFIG_MSG.FIELD_ACTIVE}
              checked={draft.active}
              onChange={(e) => patch({ active: e.currentTarget.checked })}
              data-testid="voucher-active"
            />
          </>
        )}
      </DraftModal>
    </Stack>
  );
}
