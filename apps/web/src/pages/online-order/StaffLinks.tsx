import { Button, Card, SimpleGrid, Text } from "@mantine/core";
import { useNavigate } from "react-router";

const LINKS = [
  { label: "Hal Tata Dine In", to: "/hal-tata/dine_in", testId: "link-hal-tata-dine-in" },
  { label: "Hal Tata Take Away", to: "/hal-tata/take_away", testId: "link-hal-tata-take-away" },
  { label: "Layar Ambil", to: "/ambil-landing", testId: "link-layar-ambil" },
];

/** Quick links for kitchen and service staff to their own screens. */
export function StaffLinks() {
  const navigate = useNavigate();
  return (
    <Card withBorder radius="lg" padding="sm" mb="sm" data-testid="staff-links">
      <Text fw={700} fz="sm" c="dimmed" mb="xs">
        Layar Staf
      </Text>
      <SimpleGrid cols={{ base: 1, xs: 3 }} spacing="sm">
        {LINKS.map((l) => (
          <Button key={l.to} size="lg" h={56} variant="light" onClick={() => navigate(l.to)} data-testid={l.testId}>
            {l.label}
          </Button>
        ))}
      </SimpleGrid>
    </Card>
  );
}
