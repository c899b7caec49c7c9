/**
 * The error boundary of a screen (React Router `errorElement`): when a screen throws while
 * rendering or loading, only that screen is replaced by this message; the layout around it (the
 * cashier top bar, the staff nav) stays, so the user can go elsewhere, go back or reload. The
 * technical reason goes to the console only: the user reads Indonesian, never a stack's English.
 */
import { Alert, Button, Center, Group, Stack, Text } from "@mantine/core";
import { SCREEN_ERROR } from "@waroeng/domain";
import { useEffect } from "react";
import { isRouteErrorResponse, useNavigate, useRouteError } from "react-router";

export function ScreenError() {
  const error = useRouteError();
  const navigate = useNavigate();
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  useEffect(() => {
    console.error("screen error", error);
  }, [error]);
  return (
    <Center mih="50vh" p="md" data-testid="screen-error">
      <Alert color="red" variant="light" radius="lg" maw={560} w="100%" title={notFound ? SCREEN_ERROR.NOT_FOUND : SCREEN_ERROR.TITLE}>
        <Stack gap="sm">
          <Text>{SCREEN_ERROR.BODY}</Text>
          <Group gap="sm">
            <Button onClick={() => window.location.reload()} data-testid="screen-error-reload">
              {SCREEN_ERROR.RELOAD}
            </Button>
            <Button variant="light" onClick={() => navigate(-1)} data-testid="screen-error-back">
              {SCREEN_ERROR.BACK}
            </Button>
            <Button variant="subtle" onClick={() => navigate("/")} data-testid="screen-error-home">
              {SCREEN_ERROR.HOME}
            </Button>
          </Group>
        </Stack>
      </Alert>
    </Center>
  );
}
