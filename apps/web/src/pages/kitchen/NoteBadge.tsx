import { Group, Progress, Stack, Text, UnstyledButton } from "@mantine/core";
import { formatElapsed, STOCK_MSG } from "@waroeng/domain";
import { memo } from "react";
import type { ReadyNote } from "../../api/kitchen.ts";
import classes from "./kitchenPrep.module.css";
import { addedDishes, notePlace, readyCount, waitColor } from "./noteLabel.ts";

export type GroupKind = "completed" | "notCompleted" | "additional";

const COLOR: Record<GroupKind, string> = { completed: "teal", notCompleted: "orange", additional: "indigo" };

/**
 * One nota badge: table names (or delivery name), customer, a ready count like 2/3, how long the nota
 * has waited (orange from 10 min, red from 20), and on a Tambahan badge which dishes were added.
 * Memoised: a live change of another nota (same `note` object kept) does not render it again.
 */
export const NoteBadge = memo(function NoteBadge({
  note,
  kind,
  onOpen,
  now,
}: {
  note: ReadyNote;
  kind: GroupKind;
  onOpen: (note: ReadyNote) => void;
  now: number;
}) {
  const orderedAt = Date.parse(note.m_transaction_table_order_time);
  const added = kind === "additional" ? addedDishes(note) : "";
  const color = COLOR[kind];
  const total = note.dish_count || 0;
  const pct = total > 0 ? Math.round((note.ready_count / total) * 100) : 0;
  return (
    <UnstyledButton
      className={classes.badge}
      data-kind={kind}
      data-testid="nota-badge"
      data-note={note.m_transaction_table_note_number}
      onClick={() => onOpen(note)}
      aria-label={`${notePlace(note)} ${note.m_transaction_table_customer_name} ${readyCount(note)}`}
    >
      <Stack gap={4}>
        <Group justify="space-between" wrap="nowrap" align="flex-start" gap={6}>
          <Text fw={800} fz={24} lh={1.15} lineClamp={2}>
            {notePlace(note)}
          </Text>
          <Text fw={900} fz={30} lh={1} className="tabular" c={`${color}.8`} data-testid="nota-ready-count">
            {readyCount(note)}
          </Text>
        </Group>
        <Text fz={15} fw={600} lineClamp={1}>
          {note.m_transaction_table_customer_name}
        </Text>
        {added ? (
          <Text fz={14} fw={700} c="indigo.9" lineClamp={2} data-testid="nota-added">
            {STOCK_MSG.ADDED} {added}
          </Text>
        ) : null}
        <Text fz="xs" c="dimmed" className="tabular" truncate>
          #{note.m_transaction_table_note_number}
        </Text>
        <Text fz="sm" fw={800} c={waitColor(orderedAt, now)} className="tabular" lh={1.2} data-testid="nota-waiting">
          {Number.isNaN(orderedAt) ? "" : STOCK_MSG.WAITING(formatElapsed(orderedAt, now))}
        </Text>
        <Progress value={pct} color={color} size="md" radius="xl" aria-hidden />
      </Stack>
    </UnstyledButton>
  );
});
