/**
 * Back office · Metode Bayar (issue 14): the outlet's payment methods (GET /admin/payment-methods).
 * Built-in ones (Tunai, EDC banks, e-wallets, Lost Bill, Gratis) are only switched on/off and
 * ordered; the outlet's own (EDC / transfer or e-wallet) are added and edited here and appear in
 * the cashier's EDC dialog at once.
 */
import {
  Badge,
  Button,
  ColorInput,
  Group,
  Input,
  Modal,
  NumberInput,
  SegmentedControl,
  Stack,
  Switch,
  Table,
  Text,
  TextInput,
} from "@mantine/core";
import { useQuery } from "@tanstack/react-query";
import { CONFIG_LIMITS, CONFIG_MSG, type OutletMethodType } from "@waroeng/domain";
import { useState } from "react";
import { type AdminPaymentMethod, createPaymentMethod, listAdminPaymentMethods, updatePaymentMethod } from "../../../api/adminConfig.ts";
import { ActiveBadge, ConfigHeader, SaveError, useConfigSave } from "./common.tsx";

const KEY = ["admin", "payment-methods"];

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

export function PaymentMethodsPage() {
  const methods = useQuery({ queryKey: KEY, queryFn: listAdminPaymentMethods });
  const [draft, setDraft] = useState<Draft | null>(null);
  const save = useConfigSave(
    KEY,
    (d: Draft) =>
      d.id === null
        ? createPaymentMethod({ name: d.name, type: d.type, color: d.color, active: d.active, urut: d.urut })
        : updatePaymentMethod(
            d.id,
            d.builtIn ? { active: d.active, urut: d.urut } : { name: d.name, type: d.type, color: d.color, active: d.active, urut: d.urut },
          ),
    () => setDraft(null),
  );
  const open = (d: Draft) => {
    save.reset();
    setDraft(d);
  };
  const rows = methods.data ?? [];
  return (
    <Stack gap="md">
      <ConfigHeader
        title={CONFIG_MSG.METHODS_TITLE}
        addTestId="method-add"
        onAdd={() =>
          open({
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
      <Table striped withTableBorder verticalSpacing="xs" data-testid="method-table">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{CONFIG_MSG.FIELD_NAME}</Table.Th>
            <Table.Th>{CONFIG_MSG.FIELD_KIND}</Table.Th>
            <Table.Th>{CONFIG_MSG.FIELD_ORDER}</Table.Th>
            <Table.Th>{CONFIG_MSG.FIELD_STATUS}</Table.Th>
            <Table.Th />
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
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
                <Button
                  variant="light"
                  size="xs"
                  aria-label={`${CONFIG_MSG.EDIT} ${m.name}`}
                  onClick={() =>
                    open({
                      id: m.m_payment_method_id,
                      builtIn: m.built_in,
                      canDeactivate: m.can_deactivate,
                      name: m.name,
                      type: m.type === "ewallet" ? "ewallet" : "transfer",
                      color: m.color,
                      active: m.active,
                      urut: m.urut,
                    })
                  }
                  data-testid={`method-edit-${m.m_payment_method_id}`}
                >
                  {CONFIG_MSG.EDIT}
                </Button>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
      <Modal
        opened={draft !== null}
        onClose={() => setDraft(null)}
        title={`${draft?.id === null ? CONFIG_MSG.ADD : CONFIG_MSG.EDIT} ${CONFIG_MSG.METHODS_TITLE}`}
        centered
      >
        {draft && (
          <form
            onSubmit={(e) => {
              e.preventDefault();
              save.mutate(draft);
            }}
          >
            <Stack gap="sm">
              <TextInput
                label={CONFIG_MSG.FIELD_NAME}
                value={draft.name}
                maxLength={CONFIG_LIMITS.methodNameMax}
                disabled={draft.builtIn}
                onChange={(e) => setDraft({ ...draft, name: e.currentTarget.value })}
                data-testid="method-name"
              />
              {!draft.builtIn && (
                <>
                  <Stack gap={4}>
                    <Input.Label id="method-type-label">{CONFIG_MSG.FIELD_KIND}</Input.Label>
                    <SegmentedControl
                      aria-labelledby="method-type-label"
                      value={draft.type}
                      onChange={(v) => setDraft({ ...draft, type: v === "ewallet" ? "ewallet" : "transfer" })}
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
                    onChange={(color) => setDraft({ ...draft, color })}
                    data-testid="method-color"
                  />
                </>
              )}
              <NumberInput
                label={CONFIG_MSG.FIELD_ORDER}
                value={draft.urut}
                min={0}
                max={CONFIG_LIMITS.sortMax}
                allowDecimal={false}
                onChange={(v) => setDraft({ ...draft, urut: typeof v === "number" ? v : 0 })}
                data-testid="method-order"
              />
              <Switch
                label={CONFIG_MSG.FIELD_ACTIVE}
                checked={draft.active}
                disabled={!draft.canDeactivate}
                onChange={(e) => setDraft({ ...draft, active: e.currentTarget.checked })}
                data-testid="method-active"
              />
              <SaveError error={save.error} testId="method-error" />
              <Group justify="flex-end">
                <Button variant="default" onClick={() => setDraft(null)}>
                  {CONFIG_MSG.CANCEL}
                </Button>
                <Button type="submit" loading={save.isPending} data-testid="method-save">
                  {CONFIG_MSG.SAVE}
                </Button>
              </Group>
            </Stack>
          </form>
        )}
      </Modal>
    </Stack>
  );
}
