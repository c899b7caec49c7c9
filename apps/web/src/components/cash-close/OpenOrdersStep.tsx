/**
 * Tutup Saldo's first step when unpaid orders are still open (GET /cashier/close-check): the list
 * (table, nota, total; a nota opens its order), then a deliberate choice: go back and settle them,
 * or close anyway — a kacab on their own, a kasir or wbd with a kacab's email and password (POST
 * /approve), which the server uses up and records in the audit.
 */
import { Alert, Button, Group, ScrollArea, Stack, Table } from "@mantine/core";
import { CASH_UI } from "@waroeng/domain";
import { useState } from "react";
import type { CloseCheck } from "../../api/cashBook.ts";
import { Money } from "../Money.tsx";
import { SupervisorLoginFields } from "../role-setting/SupervisorApproval.tsx";

export interface OpenOrdersStepProps {
  check: CloseCheck;
  /** Go back to settle: with an order id, that order; without, the table list. */
  onSettle: (orderId?: number) => void;
  /** Close anyway; `approver` is the kacab's login when the user needs one. */
  onCloseAnyway: (approver?: { email: string; password: string }) => void;
  busy: boolean;
}

export function OpenOrdersStep({ check, onSettle, onCloseAnyway, busy }: OpenOrdersStepProps) {
  const [approver, setApprover] = useState<{ email: string; password: string } | null>(null);
  const needsApproval = check.close_anyway === "approval";
  const anyway = () => {
    if (!needsApproval) {
      onCloseAnyway();
    } else if (!approver) {
      setApprover({ email: "", password: "" });
    } else {
      onCloseAnyway(approver);
    }
  };
  return (
    <Stack data-testid="close-open-orders">
      <Alert color="orange" title={CASH_UI.OPEN_ORDERS_TITLE}>
        {CASH_UI.OPEN_ORDERS_HINT}
      </Alert>
      <ScrollArea.Autosize mah={260}>
        <Table striped verticalSpacing={6}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{CASH_UI.TABLE}</Table.Th>
              <Table.Th>{CASH_UI.NOTA}</Table.Th>
              <Table.Th ta="right">{CASH_UI.TOTAL}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {check.open_orders.map((o) => (
              <Table.Tr key={o.tmp_transaction_id} data-testid="close-open-order">
                <Table.Td>{o.meja}</Table.Td>
                <Table.Td>
                  <Button variant="subtle" size="compact-md" px={4} onClick={() => onSettle(o.tmp_transaction_id)}>
                    {o.tmp_transaction_note_number}
                  </Button>
                </Table.Td>
                <Table.Td ta="right">
                  <Money value={o.total} fw={600} />
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </ScrollArea.Autosize>
      {approver && (
        <SupervisorLoginFields value={approver} onChange={setApprover} testId="close-approval" prompt={CASH_UI.CLOSE_ANYWAY_APPROVAL} />
      )}
      <Group justify="space-between" gap="xs">
        <Button h={44} onClick={() => onSettle()} data-testid="close-go-settle">
          {CASH_UI.GO_SETTLE}
        </Button>
        <Button
          h={44}
          variant="outline"
          color="red"
          loading={busy}
          disabled={approver !== null && (!approver.email.trim() || !approver.password)}
          onClick={anyway}
          data-testid="close-anyway"
        >
          {CASH_UI.CLOSE_ANYWAY}
        </Button>
      </Group>
    </Stack>
  );
}
