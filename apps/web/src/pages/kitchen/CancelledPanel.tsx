import { Paper, ScrollArea, Stack, Text, Title } from "@mantine/core";
import { formatDateTimeDash, LABELS, optionsText, SCREEN_MSG } from "@waroeng/domain";
import type { Available } from "../../api/kitchen.ts";
import { scrollRegion } from "../../components/scrollRegion.ts";

function when(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : formatDateTimeDash(date);
}

/** Today's cancelled dishes: menu name and its options, nota number, DD-MM-YYYY, HH:mm:ss (spec 02 §2.1). */
export function CancelledPanel({ cancelled }: { cancelled: Available["cancelled"] }) {
  return (
    <Paper withBorder radius="md" p="sm" data-testid="cancelled-panel">
      <Title order={4} fz={18} mb="xs" c="red.8">
        {LABELS.CANCELLED_MENUS}
      </Title>
      {cancelled.length === 0 ? (
        <Text c="dimmed" fz="sm" py="sm">
          {SCREEN_MSG.NONE}
        </Text>
      ) : (
        <ScrollArea.Autosize mah={360} type="auto" viewportProps={scrollRegion(LABELS.CANCELLED_MENUS)}>
          <Stack gap={6}>
            {cancelled.map((c) => (
              <div key={c.id}>
                <Text fw={700} td="line-through">
                  {c.m_menu_nama}
                </Text>
                {c.options.length > 0 ? (
                  <Text fw={700} fz="sm" c="red.8" td="line-through" data-testid="cancelled-options">
                    {optionsText(c.options)}
                  </Text>
                ) : null}
                <Text fz="xs" c="dimmed" className="tabular">
                  {SCREEN_MSG.notaLabel(c.m_transaction_table_note_number)} · {when(c.updated_at)}
                </Text>
              </div>
            ))}
          </Stack>
        </ScrollArea.Autosize>
      )}
    </Paper>
  );
}
