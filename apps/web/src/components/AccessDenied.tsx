/**
 * Role-based screens (foundations §6, payment spec §6 "Permission denial"): a screen the user's role
 * may not use (the domain's matrix, `can(role, action)`) shows the spec's `Akses DiTolak!` /
 * `Hubungi Kacab/Asisten` inside its layout, with a way back to the role's home; the screen itself
 * (and its calls, which the server would refuse with the same words) never loads.
 */
import { Alert, Button, Center, Stack, Text } from "@mantine/core";
import { type Action, can, homeFor, MSG, SCREEN_ERROR } from "@waroeng/domain";
import { Outlet, useNavigate } from "react-router";
import { useRole } from "../hooks/useRole.ts";

/** The refusal panel: title Akses DiTolak!, text Hubungi Kacab/Asisten, a button to the role's home. */
export function AccessDenied() {
  const role = useRole();
  const navigate = useNavigate();
  return (
    <Center mih="50vh" p="md" data-testid="access-denied">
      <Alert color="red" variant="light" radius="lg" maw={480} w="100%" title={MSG.ACCESS_DENIED_TITLE}>
        <Stack gap="sm">
          <Text>{MSG.ACCESS_DENIED}</Text>
          <Button variant="light" onClick={() => navigate(homeFor(role), { replace: true })} data-testid="access-denied-home">
            {SCREEN_ERROR.HOME}
          </Button>
        </Stack>
      </Alert>
    </Center>
  );
}

/** Route element: the child screen when the role may take `action`, else AccessDenied. */
export function RequireCan({ action }: { action: Action }) {
  return can(useRole(), action) ? <Outlet /> : <AccessDenied />;
}
