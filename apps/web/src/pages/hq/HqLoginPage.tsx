/**
 * Head office sign-in (`ROLE=hq`): email and password; the server sets the HttpOnly cookie
 * `waroeng_hq_session` and the app opens Hari Ini. A live session goes straight there.
 */
import { Alert, Box, Button, Center, Paper, PasswordInput, Stack, Text, TextInput } from "@mantine/core";
import { useQueryClient } from "@tanstack/react-query";
import { HQ_MSG, REQUEST_MSG, UI_MSG } from "@waroeng/domain";
import { type FormEvent, useState } from "react";
import { Navigate, useNavigate } from "react-router";
import { ApiError } from "../../api/client.ts";
import { hqApi } from "../../api/hq.ts";
import { useAppLocale } from "../../lib/i18n.ts";
import { useHqMe } from "./useHqMe.ts";

export function HqLoginPage() {
  useAppLocale();
  const me = useHqMe();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [email, setEmail] = useState("");
  const [password, setPassword] = useState("");
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  if (me.data) {
    return <Navigate to="/hq/hari-ini" replace />;
  }
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setError(null);
    setBusy(true);
    try {
      await hqApi.login(email.trim(), password);
      queryClient.clear();
      navigate("/hq/hari-ini", { replace: true });
    } catch (err) {
      setError(err instanceof ApiError ? err.message : REQUEST_MSG.UNREACHABLE);
      setBusy(false);
    }
  };
  return (
    <Box mih="100vh" p="md" bg="gray.0">
      <Center mih="calc(100vh - 2rem)">
        <Stack w="100%" maw={400} gap="lg">
          <Text ta="center" fw={800} fz={28} c="orange.9">
            {HQ_MSG.BRAND}
          </Text>
          <Paper withBorder shadow="md" radius="lg" p="xl">
            <form onSubmit={submit} noValidate>
              <Stack gap="md">
                <div>
                  <Text fw={700} fz="xl" component="h1" m={0}>
                    {HQ_MSG.LOGIN_TITLE}
                  </Text>
                  <Text c="dimmed" fz="sm">
                    {HQ_MSG.LOGIN_HINT}
                  </Text>
                </div>
                {error && (
                  <Alert color="red" variant="light" title={UI_MSG.LOGIN_FAILED_TITLE} data-testid="hq-login-error">
                    {error}
                  </Alert>
                )}
                <TextInput
                  label={HQ_MSG.EMAIL}
                  type="email"
                  autoComplete="username"
                  required
                  value={email}
                  onChange={(e) => setEmail(e.currentTarget.value)}
                  data-testid="hq-login-email"
                />
                <PasswordInput
                  label={HQ_MSG.PASSWORD}
                  autoComplete="current-password"
                  required
                  value={password}
                  onChange={(e) => setPassword(e.currentTarget.value)}
                  data-testid="hq-login-password"
                />
                <Button type="submit" size="lg" fullWidth loading={busy} data-testid="hq-login-submit">
                  {HQ_MSG.SIGN_IN}
                </Button>
              </Stack>
            </form>
          </Paper>
        </Stack>
      </Center>
    </Box>
  );
}
