/**
 * Login (foundations §2 Login, §5): email, password, remember-me, sign in. Kasir and wbd go to
 * /modal, other roles to /online-order. The server sets the HttpOnly session cookie; only the
 * user's id, name and role are kept locally. A device whose session is still live (the server says
 * so: GET /api/user) goes straight to the dashboard.
 */
import { Alert, Box, Button, Center, Paper, PasswordInput, Stack, Switch, Text, TextInput } from "@mantine/core";
import { useForm } from "@mantine/form";
import { useQueryClient } from "@tanstack/react-query";
import { REQUEST_MSG, SCREEN_MSG, UI_MSG } from "@waroeng/domain";
import { type FormEvent, useEffect, useState } from "react";
import { Navigate, useNavigate } from "react-router";
import { login } from "../../api/auth.ts";
import { ApiError, api } from "../../api/client.ts";
import { useVersionLabel } from "../../hooks/useVersionLabel.ts";
import { lazyLocalizedResolver } from "../../lib/formResolver.ts";
import { homeFor, session } from "../../lib/session.ts";
import { BrandMark } from "./BrandMark.tsx";

/** The form's rules load beside the screen (zod stays out of the login screen's first download). */
const loginRules = lazyLocalizedResolver(() => import("./loginRules.ts").then((m) => m.loginSchema));

export function LoginPage() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [signedIn, setSignedIn] = useState(false);
  const versionLabel = useVersionLabel();
  // Asked once, and only when this device had a user: is that session still live on the server?
  useEffect(() => {
    if (!session.known()) {
      return;
    }
    let live = true;
    api.get("user").then(
      () => live && setSignedIn(true),
      () => {},
    );
    return () => {
      live = false;
    };
  }, []);
  const form = useForm({
    mode: "controlled",
    initialValues: { email: "", password: "", remember: true },
    validate: loginRules.validate,
  });

  if (signedIn) {
    return <Navigate to="/dashboard" replace />;
  }

  const send = form.onSubmit(async (values) => {
    setError(null);
    setBusy(true);
    try {
      const reply = await login({ email: values.email.trim(), password: values.password, remember: values.remember });
      session.save({ id: reply.id, name: reply.name, role: reply.role });
      queryClient.clear();
      navigate(homeFor(reply.role), { replace: true });
    } catch (e) {
      setError(e instanceof ApiError ? e.message : REQUEST_MSG.UNREACHABLE);
      setBusy(false);
    }
  });
  // Checked with the rules once they are in (at once, unless the tap came before their chunk).
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    void loginRules.ready.then(() => send());
  };

  return (
    <Box mih="100vh" p="md" style={{ background: "radial-gradient(circle at 20% 10%, #fff4e6 0%, #fbeee0 35%, #f3e6d8 100%)" }}>
      <Center mih="calc(100vh - 2rem)">
        <Stack w="100%" maw={400} gap="lg">
          <BrandMark />
          <Paper withBorder shadow="md" radius="lg" p="xl">
            <form onSubmit={submit} noValidate>
              <Stack gap="md">
                <div>
                  <Text fw={700} fz="xl">
                    {SCREEN_MSG.SIGN_IN}
                  </Text>
                  <Text c="dimmed" fz="sm">
                    {SCREEN_MSG.SIGN_IN_HINT}
                  </Text>
                </div>
                {error && (
                  <Alert color="red" variant="light" title={UI_MSG.LOGIN_FAILED_TITLE} data-testid="login-error">
                    {error}
                  </Alert>
                )}
                <TextInput
                  label={SCREEN_MSG.EMAIL}
                  type="email"
                  autoComplete="username"
                  placeholder="nama@waroeng.id"
                  data-testid="login-email"
                  {...form.getInputProps("email")}
                />
                <PasswordInput
                  label={SCREEN_MSG.PASSWORD}
                  autoComplete="current-password"
                  data-testid="login-password"
                  {...form.getInputProps("password")}
                />
                <Switch
                  label={SCREEN_MSG.REMEMBER_ME}
                  size="md"
                  data-testid="login-remember"
                  {...form.getInputProps("remember", { type: "checkbox" })}
                />
                <Button type="submit" size="lg" fullWidth loading={busy} data-testid="login-submit">
                  {SCREEN_MSG.SIGN_IN}
                </Button>
              </Stack>
            </form>
          </Paper>
          <Text ta="center" fz="xs" c="dimmed" data-testid="version-label">
            Waroeng POS {versionLabel}
          </Text>
        </Stack>
      </Center>
    </Box>
  );
}
