import { Button, Card, SimpleGrid, Text } from "@mantine/core";
import { type Action, can, type Role, SCREEN_MSG, WEB_MSG } from "@waroeng/domain";
import { useNavigate } from "react-router";

/** The links; `label` is read at render time (it follows the language). */
const LINKS: { label: () => string; to: string; testId: string; action: Action }[] = [
  { label: () => WEB_MSG.HAL_ORDER, to: "/odcr", testId: "link-hal-order", action: "order.take" },
  { label: () => SCREEN_MSG.HAL_TATA_DINE_IN, to: "/hal-tata/dine_in", testId: "link-hal-tata-dine-in", action: "kitchen.prepare" },
  { label: () => SCREEN_MSG.HAL_TATA_TAKE_AWAY, to: "/hal-tata/take_away", testId: "link-hal-tata-take-away", action: "kitchen.prepare" },
  { label: () => WEB_MSG.LAYAR_AMBIL, to: "/ambil-landing", testId: "link-layar-ambil", action: "pickup.serve" },
];

/** Quick links for kitchen and service staff to the screens their role may use (`can`); none → nothing. */
export function StaffLinks({ role }: { role: Role | null }) {
  const navigate = useNavigate();
  const links = LINKS.filter((l) => can(role, l.action));
  if (links.length === 0) {
    return null;
  }
  return (
    <Card withBorder radius="lg" padding="sm" mb="sm" data-testid="staff-links">
      <Text fw={700} fz="sm" c="dimmed" mb="xs">
        {SCREEN_MSG.STAFF_SCREENS}
      </Text>
      <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }} spacing="sm">
        {links.map((l) => (
          <Button key={l.to} size="lg" h={56} variant="light" onClick={() => navigate(l.to)} data-testid={l.testId}>
            {l.label()}
          </Button>
        ))}
      </SimpleGrid>
    </Card>
  );
}
