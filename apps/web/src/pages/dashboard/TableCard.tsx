import { Badge, Stack, Text, UnstyledButton } from "@mantine/core";
import { A11Y_MSG, formatElapsed, WEB_MSG } from "@waroeng/domain";
import type { TableWithOrder } from "./useTables.ts";

/** Elapsed time since the order time, or "" when it cannot be read. */
function elapsed(orderTime: string, now: number): string {
  const at = Date.parse(orderTime);
  return Number.isFinite(at) ? formatElapsed(at, now) : "";
}

/**
 * A touch card for a table: free, occupied (nota, Big Boss, elapsed) or draft (no dishes yet);
 * `showBy` adds the staff member who took the order (Hal Order, /odcr).
 */
export function TableCard({ row, now, onClick, showBy }: { row: TableWithOrder; now: number; onClick: () => void; showBy?: boolean }) {
  const { table, order } = row;
  const draft = order !== undefined && order.dish_count === 0;
  const state = order === undefined ? "free" : draft ? "draft" : "occupied";
  const style =
    state === "free"
      ? { background: "white", border: "1px solid var(--mantine-color-gray-3)" }
      : state === "draft"
        ? { background: "var(--wp-draft)", border: "2px dashed var(--mantine-color-orange-3)" }
        : {
            background: "linear-gradient(160deg, var(--mantine-color-orange-1), var(--mantine-color-orange-2))",
            border: "1px solid var(--mantine-color-orange-4)",
          };
  const since = order === undefined ? "" : elapsed(order.tmp_transaction_order_time, now);
  // The accessible name carries the state the card shows, the table's name first.
  const stateText =
    order === undefined
      ? A11Y_MSG.TABLE_FREE
      : draft
        ? A11Y_MSG.TABLE_DRAFT
        : A11Y_MSG.tableOccupied(order.tmp_transaction_note_number, order.tmp_transaction_customer_name, since);
  return (
    <UnstyledButton
      onClick={onClick}
      data-testid={`table-card-${table.m_meja_id}`}
      data-state={state}
      aria-label={A11Y_MSG.tableCard(table.m_meja_nama, stateText)}
      p="xs"
      mih={{ base: 84, sm: 96 }}
      style={{
        ...style,
        borderRadius: 12,
        display: "flex",
        flexDirection: "column",
        boxShadow: state === "occupied" ? "0 2px 6px rgba(232,89,12,.12)" : undefined,
      }}
    >
      <Text fw={800} fz="md" c={state === "free" ? "dark.6" : "orange.9"} lh={1.2} truncate>
        {table.m_meja_nama}
      </Text>
      {order === undefined ? (
        <Text fz="xs" c="dimmed" mt="auto">
          {WEB_MSG.FREE_TABLE}
        </Text>
      ) : (
        <Stack gap={0} mt={4} style={{ minWidth: 0 }}>
          <Text fz="xs" c={draft ? "dimmed" : "dark.5"} className="tabular" truncate data-testid="table-card-nota">
            #{order.tmp_transaction_note_number}
          </Text>
          <Text fz="sm" fw={600} c={draft ? "dimmed" : "dark.7"} truncate data-testid="table-card-customer">
            {order.tmp_transaction_customer_name}
          </Text>
          {showBy && (
            <Text fz="xs" c="dimmed" truncate data-testid="table-card-by">
              {order.m_transaction_table_by_name}
            </Text>
          )}
          <Badge mt={4} size="sm" tt="none" variant={draft ? "outline" : "filled"} color={draft ? "gray" : "orange"} className="tabular">
            {since || "-"}
          </Badge>
        </Stack>
      )}
    </UnstyledButton>
  );
}
