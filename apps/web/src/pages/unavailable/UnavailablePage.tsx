/**
 * A screen of the staff nav that a later version builds (foundations §2 "Staff dashboard": Hal
 * Ojol, Pesan Aktif, Gagal Proses, Menu Habis, Bungkusan, Produksi, Plotting, Ganti Shift): its route
 * exists and opens this screen, titled as the nav names it, saying "Fitur ini belum tersedia".
 */
import { Button, Center, Paper, Stack, Text, ThemeIcon, Title } from "@mantine/core";
import { UI_MSG } from "@waroeng/domain";
import { useLocation, useNavigate } from "react-router";
import { screenTitle } from "../../components/staff-nav/navItems.ts";

export function UnavailablePage() {
  const { pathname, search } = useLocation();
  const navigate = useNavigate();
  const title = screenTitle(pathname, search);
  return (
    <Center mih="60vh" p="md" data-testid="feature-unavailable">
      <Paper withBorder radius="lg" p="xl" maw={460} w="100%">
        <Stack gap="sm" align="center" ta="center">
          <ThemeIcon size={64} radius="xl" color="orange" variant="light" aria-hidden="true">
            <svg width="30" height="30" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round">
              <title>{UI_MSG.FEATURE_UNAVAILABLE}</title>
              <circle cx="12" cy="12" r="9" />
              <path d="M12 7v5l3 2" />
            </svg>
          </ThemeIcon>
          <Title order={2} fz={24} data-testid="feature-unavailable-title">
            {title}
          </Title>
          <Text fz="lg" fw={700} c="orange.9" data-testid="feature-unavailable-message">
            {UI_MSG.FEATURE_UNAVAILABLE}
          </Text>
          <Text c="dimmed">{UI_MSG.FEATURE_UNAVAILABLE_HINT}</Text>
          <Button size="md" mt="xs" variant="light" onClick={() => navigate("/odcr")} data-testid="feature-unavailable-home">
            Hal Order
          </Button>
        </Stack>
      </Paper>
    </Center>
  );
}
