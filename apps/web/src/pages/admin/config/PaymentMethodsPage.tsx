/**
 * Back office · Metode Bayar: the outlet's payment methods (GET /admin/payment-methods).
 * Built-in ones (Tunai, EDC banks, e-wallets, Lost Bill, Gratis) are only switched on/off and
 * ordered; the outlet's own (EDC / transfer or e-wallet) are added and edited here and appear in
 * the cashier's EDC dialog at once.
 */
import { Badge, ColorInput, Group, Input, SegmentedControl, Stack, Table, Text, TextInput } from "@mantine/core";
import { useQuery } from "@tanstack/react-query";
import { CONFIG_LIMITS, CONFIG_MSG, type OutletMethodType } from "@waroeng/domain";
import { type AdminPaymentMethod, createPaymentMethod, listAdminPaymentMethods, updatePaymentMethod } from "../../../api/adminConfig.ts";
import { queryKeys } from "../../../api/queryKeys.ts";
import { DraftModal } from "../AdminFormModal.tsx";
import { ActiveBadge, AdminHeader, EditButton, OrderActiveFields } from "../common.tsx";
import { ListTable } from "../ListTable.tsx";
import { useDraft } from "../useAdminSave.ts";

const KEY = queryKeys.admin.paymentMethods;

interface Draft {
  id: number | null;
  builtIn: boolean;
  canDeactivate: boolean;
  name: string;
  type: OutletMethodType;
  color: string;
  active: boolean;
  urut: number;
}

const kindLabel = (m: AdminPaymentMethod) =>
  m.is_cash
    ? CONFIG_MSG.KIND_CASH
    : m.type === "ewallet"
      ? CONFIG_MSG.TYPE_EWALLET
      : m.type === "transfer"
        ? CONFIG_MSG.TYPE_TRANSFER
        : CONFIG_MSG.TYPE_WRITE_OFF;

const save = (d: Draft) =>
  d.id === null
    ? createPaymentMethod({ name: d.name, type: d.type, color: d.color, active: d.active, urut: d.urut })
    : updatePaymentMethod(
        d.id,
        d.builtIn ? { active: d.active, urut: d.urut } : { name: d.name, type: d.type, color: d.color, active: d.active, urut: d.urut },
      );

const draftOf = (m: AdminPaymentMethod): Draft => ({
  id: m.m_payment_method_id,
  builtIn: m.built_in,
  canDeactivate: m.can_deactivate,
  name: m.name,
  type: m.type === "ewallet" ? "ewallet" : "transfer",
  color: m.color,
  active: m.active,
  urut: m.urut,
});

export function PaymentMethodsPage() {
  const methods = useQuery({ queryKey: KEY, queryFn: listAdminPaymentMethods });
  const editor = useDraft(KEY, save);
  const { patch } = editor;
  const rows = methods.data ?? [];
  return (
    <Stack gap="md">
      <AdminHeader
        title={CONFIG_MSG.METHODS_TITLE}
        addTestId="method-add"
        onAdd={() =>
          editor.open({
            id: null,
            builtIn: false,
            canDeactivate: true,
            name: "",
            type: "transfer",
            color: "#1971c2",
            active: true,
            urut: rows.length + 1,
          })
        }
      />
      <ListTable
        testId="method-table"
        columns={[CONFIG_MSG.FIELD_NAME, CONFIG_MSG.FIELD_KIND, CONFIG_MSG.FIELD_ORDER, CONFIG_MSG.FIELD_STATUS, ""]}
      >
        {rows.map((m) => (
          <Table.Tr key={m.m_payment_method_id} data-testid={`method-row-${m.m_payment_method_id}`}>
            <Table.Td>
              <Group gap="xs">
                <span aria-hidden style={{ width: 14, height: 14, borderRadius: 4, background: m.color, display: "inline-block" }} />
                <Text fw={600}>{m.name}</Text>
                {m.built_in && (
                  <Badge variant="outline" color="gray" size="sm">
                    {CONFIG_MSG.BUILT_IN}
                  </Badge>
                )}
              </Group>
            </Table.Td>
            <Table.Td>{m.is_cash ? CONFIG_MSG.KIND_CASH : `${kindLabel(m)} · ${CONFIG_MSG.KIND_NON_CASH}`}</Table.Td>
            <Table.Td>{m.urut}</Table.Td>
            <Table.Td>
              <ActiveBadge active={m.active} />
            </Table.Td>
            <Table.Td>
              <EditButton name={m.name} onClick={() => editor.open(draftOf(m))} testId={`method-edit-${m.m_payment_method_id}`} />
            </Table.Td>
          </Table.Tr>
        ))}
      </ListTable>
      <DraftModal
        editor={editor}
        title={`${editor.draft?.id === null ? CONFIG_MSG.ADD : CONFIG_MSG.EDIT} ${CONFIG_MSG.METHODS_TITLE}`}
        testPrefix="method"
      >
        {(draft) => (
          <>
            <TextInput
              label={CONFIG_MSG.FIELD_NAME}
              value={draft.name}
              maxLength={CONFIG_LIMITS.methodNameMax}
              disabled={draft.builtIn}
              onChange={(e) => patch({ name: e.currentTarget.value })}
              data-testid="method-name"
            />
            {!draft.builtIn && (
              <>
                <Stack gap={4}>
                  <Input.Label id="method-type-label">{CONFIG_MSG.FIELD_KIND}</Input.Label>
                  <SegmentedControl
                    aria-labelledby="method-type-label"
                    value={draft.type}
                    onChange={(v) => patch({ type: v === "ewallet" ? "ewallet" : "transfer" })}
                    data={[
                      { value: "transfer", label: CONFIG_MSG.TYPE_TRANSFER },
                      { value: "ewallet", label: CONFIG_MSG.TYPE_EWALLET },
                    ]}
                    data-testid="method-type"
                  />
                </Stack>
                <ColorInput
                  label={CONFIG_MSG.FIELD_COLOR}
                  value={draft.color}
                  format="hex"
                  withEyeDropper={false}
                  onChange={(color) => patch({ color })}
                  data-testid="method-color"
                />
              </>
            )}
            <OrderActiveFields
              urut={draft.urut}
              active={draft.active}
              canDeactivate={draft.canDeactivate}
              onChange={patch}
              testPrefix="method"
            />
          </>
        )}
      </DraftModal>
    </Stack>
  );
}
