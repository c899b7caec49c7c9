import { Badge, Group, Paper, SimpleGrid, Text, Title } from "@mantine/core";
import { LABELS, SCREEN_MSG, WEB_MSG } from "@waroeng/domain";
import type { ReadyNote } from "../../api/kitchen.ts";
import { useNow } from "../../hooks/useClock.ts";
import classes from "./kitchenPrep.module.css";
import { type GroupKind, NoteBadge } from "./NoteBadge.tsx";

const HEADING: Record<GroupKind, string> = {
  get completed() {
    return LABELS.DONE;
  },
  get notCompleted() {
    return WEB_MSG.NOT_DONE;
  },
  get additional() {
    return LABELS.ADDITIONAL;
  },
};
const COLOR: Record<GroupKind, string> = { completed: "teal", notCompleted: "orange", additional: "indigo" };

/** A column of nota badges under its Indonesian heading (spec 02 §2.1). */
export function NoteGroup({ kind, notes, onOpen }: { kind: GroupKind; notes: ReadyNote[]; onOpen: (note: ReadyNote) => void }) {
  const now = useNow(30_000);
  return (
    <Paper className={classes.group} data-kind={kind} data-testid={`group-${kind}`} withBorder p="sm" radius="md">
      <Group justify="space-between" mb="sm">
        <Title order={3} fz={22}>
          {HEADING[kind]}
        </Title>
        <Badge size="xl" color={COLOR[kind]} variant="filled" className="tabular">
          {notes.length}
        </Badge>
      </Group>
      {notes.length === 0 ? (
        <Text c="dimmed" ta="center" py="lg" fz="md">
          {SCREEN_MSG.EMPTY}
        </Text>
      ) : (
        <SimpleGrid cols={2} spacing="sm" verticalSpacing="sm">
          {notes.map((note) => (
            <NoteBadge key={`${kind}-${note.m_transaction_table_id}`} note={note} kind={kind} onOpen={onOpen} now={now} />
          ))}
        </SimpleGrid>
      )}
    </Paper>
  );
}
