/**
 * Role-based screens (foundations §6, payment spec §6 "Permission denial"): a screen the user's role
 * may not use (the domain's matrix, `can(role, action)`) shows the spec's `Akses DiTolak!` /
 * `Hubungi Kacab/Asisten` inside its layout, with a way back to the role's home; the screen itself
 * (and its calls, which the server would refuse with the same words) never loads.
 */
import { Button, Center, Paper, Stack, Text, ThemeIcon, Title } from "@mantine/core";
import { type Action, can, homeFor, MSG, SCREEN_ERROR } from "@waroeng/domain";
import { Outlet, useNavigate } from "react-router";
import { useRole } from "../hooks/useRole.ts";

/** The refusal panel: title Akses DiTolak!, text Hubungi Kacab/Asisten, a button to the role's home. */
export function AccessDenied() {
  const role = useRole();
  const navigate = useNavigate();
  return (
    <Center mih="60vh" p="md" data-testid="access-denied">
      <Paper withBorder radius="lg" p="xl" maw={420} w="100%" style={{ borderColor: "var(--mantine-color-red-3)" }}>
        <Stack gap="sm" align="center" ta="center">
          <ThemeIcon size={64} radius="xl" color="red" variant="light" aria-hidden="true">
            <svg width="30" height="30" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round">
              <title>{MSG.ACCESS_DENIED_TITLE}</title>
              <rect x="5" y="11" width="14" height="10" rx="2" />
              <path d="M8 11V7a4 4 0 0 1 8 0v4" />
            </svg>
          </ThemeIcon>
          <Title order={2} fz={24} c="red.8">
            {MSG.ACCESS_DENIED_TITLE}
          </Title>
          <Text fz="lg">{MSG.ACCESS_DENIED}</Text>
          <Button
            size="md"
            fullWidth
            mt="xs"
            variant="light"
            onClick={() => navigate(homeFor(role), { replace: true })}
            data-testid="access-denied-home"
          >
            {SCREEN_ERROR.HOME}
          </Button>
        </Stack>
      </Paper>
    </Center>
  );
}

/** Route element: the child screen when the role may take `action`, else AccessDenied. */
export function RequireCan({ action }: { action: Action }) {
  return can(useRole(), action) ? <Outlet /> : <AccessDenied />;
}
