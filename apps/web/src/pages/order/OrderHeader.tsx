import { Badge, Button, Group, Paper, SimpleGrid, Text } from "@mantine/core";
import { CASH_UI, LABELS, WEB_MSG } from "@waroeng/domain";
import type { Order } from "../../api/tables.ts";
import { DeliveryLogo } from "../../components/DeliveryLogo.tsx";
import { useOrderArea } from "./orderArea.ts";

function Field({ label, value, testId }: { label: string; value: string; testId: string }) {
  return (
    <div style={{ minWidth: 0 }}>
      <Text fz={11} c="dimmed" tt="uppercase" fw={600}>
        {label}
      </Text>
      <Text fw={700} fz="sm" truncate data-testid={testId}>
        {value || "-"}
      </Text>
    </div>
  );
}

/**
 * Order header (payment spec §2.1, orders §2.5): tables (or the delivery logo and vendor), nota
 * number, Big Boss, the order receiver (Kasir; Pelayan on the staff screen) and an Edit button
 * opening "Ubah Informasi Nota".
 */
export function OrderHeader({ order, onEdit }: { order: Order; onEdit: () => void }) {
  const area = useOrderArea();
  const online = order.m_t_t_group === "ojol";
  const place = online ? order.m_t_t_name : order.tmp_transaction_table_name_list;
  const by = order.user_input?.name ?? order.tmp_transaction_by;
  return (
    <Paper withBorder radius="md" p="sm" data-testid="order-header">
      <Group justify="space-between" wrap="nowrap" mb={6}>
        <Group gap="xs" wrap="nowrap" style={{ minWidth: 0 }}>
          {online && <DeliveryLogo name={order.m_t_t_name} />}
          <Text fw={800} fz="lg" c="orange.9" tt={online ? "capitalize" : undefined} truncate data-testid="order-place">
            {place}
          </Text>
        </Group>
        <Group gap="xs" wrap="nowrap">
          {!online && (
            <Badge variant="light" color="orange" tt="capitalize">
              {order.tmp_transaction_m_t_t_name}
            </Badge>
          )}
          <Button size="compact-md" h={44} px="md" variant="light" onClick={onEdit} data-testid="order-edit">
            {CASH_UI.EDIT}
          </Button>
        </Group>
      </Group>
      <SimpleGrid cols={3} spacing="xs">
        <Field label={WEB_MSG.NOTA_NUMBER} value={order.tmp_transaction_note_number} testId="order-nota" />
        <Field label={LABELS.BIG_BOSS} value={order.tmp_transaction_customer_name} testId="order-customer" />
        <Field label={area.receiverLabel} value={by} testId="order-by" />
      </SimpleGrid>
    </Paper>
  );
}
