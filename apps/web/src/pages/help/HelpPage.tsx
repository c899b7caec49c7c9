/**
 * Bantuan (foundations §2 user menu): a short help for each screen, every text from the message
 * catalogue (`ADMIN_MSG.HELP_SECTIONS`).
 */
import { Card, Container, SimpleGrid, Stack, Text, Title } from "@mantine/core";
import { ADMIN_MSG } from "@waroeng/domain";

export function HelpPage() {
  return (
    <Container size="lg" py="md">
      <Stack gap="md">
        <div>
          <Title order={2}>{ADMIN_MSG.HELP_TITLE}</Title>
          <Text c="dimmed">{ADMIN_MSG.HELP_INTRO}</Text>
        </div>
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="md">
          {ADMIN_MSG.HELP_SECTIONS.map((s, i) => (
            <Card key={s.id} withBorder radius="md" padding="md" data-testid={`help-${s.id}`}>
              <Text fw={700} mb={4}>
                {i + 1}. {s.title}
              </Text>
              <Text fz="sm">{s.body}</Text>
            </Card>
          ))}
        </SimpleGrid>
      </Stack>
    </Container>
  );
}
