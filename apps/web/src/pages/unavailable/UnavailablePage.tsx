/**
 * A screen of the staff nav that a later version builds (foundations §2 "Staff dashboard": Hal
 * Ojol, Pesan Aktif, Gagal Proses, Menu Habis, Bungkusan, Produksi, Plotting, Ganti Shift): its route
 * exists and opens this screen, titled as the nav names it, saying "Fitur ini belum tersedia".
 */
import { Button, Center, Paper, Stack, Text, ThemeIcon, Title } from "@mantine/core";
import { homeFor, SCREEN_ERROR, UI_MSG } from "@waroeng/domain";
import { useLocation, useNavigate } from "react-router";
import { screenTitle, staffNavFor } from "../../components/staff-nav/navItems.ts";
import { useRole } from "../../hooks/useRole.ts";

export function UnavailablePage() {
  const { pathname, search } = useLocation();
  const navigate = useNavigate();
  const title = screenTitle(pathname, search);
  // Back to the first screen of the nav this role may use (Hal Order for the ordering roles).
  const role = useRole();
  const first = staffNavFor(role).find((item) => item.to !== undefined);
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
          <Button
            size="md"
            mt="xs"
            variant="light"
            onClick={() => navigate(first?.to ?? homeFor(role))}
            data-testid="feature-unavailable-home"
          >
            {first?.label ?? SCREEN_ERROR.HOME}
          </Button>
        </Stack>
      </Paper>
    </Center>
  );
}
