/**
 * Produksi without a screen chosen (/layar-produksi; foundations §2 staff nav "Produksi (pick a
 * production screen named Layar {name})"): a big card per screen, with what each half shows.
 */
import { Card, EmptyState, SimpleGrid, Stack, Text, Title } from "@mantine/core";
import { useQuery } from "@tanstack/react-query";
import { MSG, PRODUCTION_MSG, SCREEN_MSG } from "@waroeng/domain";
import { Link } from "react-router";
import { fetchScreens, stationNames } from "../../api/production.ts";
import { queryKeys } from "../../api/queryKeys.ts";
import { PageLoader } from "../../components/PageLoader.tsx";

export function ScreenPickerPage() {
  const screens = useQuery({ queryKey: queryKeys.production.screens, queryFn: fetchScreens });
  return (
    <Stack gap="md" data-testid="screen-picker">
      <Title order={2} fz={26}>
        {PRODUCTION_MSG.PICK_SCREEN}
      </Title>
      {!screens.data ? (
        <PageLoader />
      ) : screens.data.length === 0 ? (
        <EmptyState py={80} title={PRODUCTION_MSG.NO_SCREENS} />
      ) : (
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }}>
          {screens.data.map((s) => (
            <Card
              key={s.id}
              component={Link}
              to={`/layar-produksi/${s.id}`}
              withBorder
              radius="lg"
              padding="lg"
              data-testid="screen-pick"
              style={{ borderTop: "6px solid var(--mantine-color-orange-6)" }}
            >
              <Text fz={28} fw={900}>
                {SCREEN_MSG.screenTitle(s.layar_name)}
              </Text>
              {s.plotting.map((p) => (
                <Text key={p.side} c="dimmed" fw={600}>
                  {p.side === "left" ? SCREEN_MSG.LEFT : SCREEN_MSG.RIGHT}: {stationNames(p) ?? MSG.NOT_SET}
                </Text>
              ))}
            </Card>
          ))}
        </SimpleGrid>
      )}
    </Stack>
  );
}
