/**
 * Plotting (route plotting, /plotting; spec 02 §2.7): a card per production screen with the stations
 * and transaction types of its left and right halves (`Belum di set` when a list is empty) and an
 * Update button opening the plotting modal. Reloaded by `plotting` live events.
 */
import { Badge, Button, Card, EmptyState, Group, SimpleGrid, Stack, Text, Title } from "@mantine/core";
import { useQuery } from "@tanstack/react-query";
import { MSG, PRODUCTION_MSG, SCREEN_MSG, WEB_MSG } from "@waroeng/domain";
import { useState } from "react";
import { fetchScreens, type PlottingSide, type ProductionScreen } from "../../api/production.ts";
import { queryKeys } from "../../api/queryKeys.ts";
import { PageLoader } from "../../components/PageLoader.tsx";
import { PlottingModal } from "./PlottingModal.tsx";

function List({ label, items, testId }: { label: string; items: Array<{ id: number; name: string }>; testId: string }) {
  return (
    <div>
      <Text fz="xs" fw={800} c="dimmed" tt="uppercase">
        {label}
      </Text>
      {items.length === 0 ? (
        <Text c="orange.8" fw={700} data-testid={testId}>
          {MSG.NOT_SET}
        </Text>
      ) : (
        <Group gap={6} mt={4} data-testid={testId}>
          {items.map((i) => (
            <Badge key={i.id} size="lg" radius="sm" variant="light" tt="none">
              {i.name}
            </Badge>
          ))}
        </Group>
      )}
    </div>
  );
}

function Half({ side }: { side: PlottingSide }) {
  const name = side.side === "left" ? SCREEN_MSG.LEFT : SCREEN_MSG.RIGHT;
  return (
    <Stack gap="xs" data-testid={`plotting-${side.side}`}>
      <Text fw={900} fz="lg">
        {name}
      </Text>
      <List label={WEB_MSG.PRODUKSI} items={side.plot_produksi} testId="plotting-stations" />
      <List label={SCREEN_MSG.TRANSACTION_TYPES} items={side.type_transaction} testId="plotting-types" />
    </Stack>
  );
}

export function PlottingPage() {
  const screens = useQuery({ queryKey: queryKeys.production.screens, queryFn: fetchScreens });
  const [editing, setEditing] = useState<ProductionScreen | null>(null);
  return (
    <Stack gap="md" data-testid="plotting">
      <Title order={2} fz={26}>
        {WEB_MSG.PLOTTING}
      </Title>
      {!screens.data ? (
        <PageLoader />
      ) : screens.data.length === 0 ? (
        <EmptyState py={80} title={PRODUCTION_MSG.NO_SCREENS} />
      ) : (
        <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
          {screens.data.map((screen) => (
            <Card key={screen.id} withBorder radius="md" padding="lg" data-testid="plotting-card" data-screen={screen.layar_name}>
              <Group justify="space-between" mb="sm">
                <Title order={3} fz={22}>
                  {SCREEN_MSG.screenTitle(screen.layar_name)}
                </Title>
                <Button size="md" onClick={() => setEditing(screen)} data-testid="plotting-open">
                  {SCREEN_MSG.UPDATE}
                </Button>
              </Group>
              <SimpleGrid cols={2} spacing="lg">
                {screen.plotting.map((side) => (
                  <Half key={side.side} side={side} />
                ))}
              </SimpleGrid>
            </Card>
          ))}
        </SimpleGrid>
      )}
      {editing ? <PlottingModal screen={editing} onClose={() => setEditing(null)} /> : null}
    </Stack>
  );
}
