/** Layar Ambil landing (route ambilLanding; spec 02 §2.2): two big cards, MINUMAN and MAKANAN. */

import { Card, SimpleGrid, Stack, Text, Title } from "@mantine/core";
import { SCREEN_MSG, WEB_MSG } from "@waroeng/domain";
import { Link } from "react-router";
import { DrinkIcon, FoodIcon } from "./PickupIcons.tsx";
import classes from "./pickup.module.css";

const CARDS = [
  {
    get label() {
      return SCREEN_MSG.DRINKS;
    },
    to: "/hal-ambil/minum",
    get hint() {
      return WEB_MSG.PICKUP_DRINKS;
    },
    icon: <DrinkIcon />,
    kind: "minum",
  },
  {
    get label() {
      return SCREEN_MSG.FOOD;
    },
    to: "/hal-ambil/makan",
    get hint() {
      return WEB_MSG.PICKUP_FOOD;
    },
    icon: <FoodIcon />,
    kind: "makan",
  },
] as const;

export function PickupLandingPage() {
  return (
    <Stack gap="md" data-testid="ambil-landing">
      <Title order={2} fz={28}>
        {WEB_MSG.LAYAR_AMBIL}
      </Title>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="lg">
        {CARDS.map((card) => (
          <Card
            key={card.kind}
            component={Link}
            to={card.to}
            className={classes.landingCard}
            data-kind={card.kind}
            data-testid={`ambil-card-${card.kind}`}
            radius="lg"
            padding="xl"
          >
            <Stack align="center" justify="center" gap="xs" h="100%">
              {card.icon}
              <Text fw={900} fz={40} lts={2}>
                {card.label}
              </Text>
              <Text fz="md">{card.hint}</Text>
            </Stack>
          </Card>
        ))}
      </SimpleGrid>
    </Stack>
  );
}
