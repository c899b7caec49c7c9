/**
 * Head office · Pengaturan (contracts/hq-settings.ts): every head-office user's own WhatsApp number,
 * and (owner only; the server refuses the others) the daily WhatsApp summary's latest hour (WIB) and
 * extra recipients' numbers. Numbers are typed freely; the server normalises them (0812… → 62812…)
 * and refuses one that is no valid number (libphonenumber) with a message saying how to write it, shown under the form.
 */
import { ActionIcon, Alert, Button, Group, Paper, Select, Stack, Text, TextInput, Title } from "@mantine/core";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { HQ_MSG } from "@waroeng/domain";
import { useEffect, useState } from "react";
import { ApiError } from "../../api/client.ts";
import { hqApi } from "../../api/hq.ts";
import { queryKeys } from "../../api/queryKeys.ts";
import { useHqMe } from "./useHqMe.ts";

const HOURS = Array.from({ length: 24 }, (_, h) => ({ value: String(h), label: `${String(h).padStart(2, "0")}:00` }));
const message = (e: unknown) => (e instanceof ApiError ? e.message : String(e));

/** The account's own WhatsApp number (any role). */
function MyPhone() {
  const queryClient = useQueryClient();
  const current = useQuery({ queryKey: queryKeys.hq.myPhone, queryFn: hqApi.myPhone });
  const [phone, setPhone] = useState("");
  useEffect(() => setPhone(current.data?.phone ?? ""), [current.data]);
  const save = useMutation({
    mutationFn: () => hqApi.saveMyPhone(phone),
    onSuccess: (r) => {
      setPhone(r.phone ?? "");
      return queryClient.invalidateQueries({ queryKey: queryKeys.hq.myPhone });
    },
  });
  return (
    <Paper withBorder radius="lg" p="md">
      <form
        onSubmit={(e) => {
          e.preventDefault();
          save.mutate();
        }}
      >
        <Stack gap="sm">
          <TextInput
            label={HQ_MSG.MY_PHONE}
            description={HQ_MSG.MY_PHONE_HINT}
            type="tel"
            inputMode="tel"
            size="md"
            value={phone}
            onChange={(e) => setPhone(e.currentTarget.value)}
            error={save.isError ? message(save.error) : undefined}
            data-testid="hq-my-phone"
          />
          {save.isSuccess && (
            <Text c="green.8" fz="sm" data-testid="hq-my-phone-saved">
              {HQ_MSG.PHONE_SAVED}
            </Text>
          )}
          <Group justify="flex-end">
            <Button type="submit" mih={44} loading={save.isPending} data-testid="hq-my-phone-save">
              {HQ_MSG.SAVE}
            </Button>
          </Group>
        </Stack>
      </form>
    </Paper>
  );
}

/** The daily summary's hour and extra numbers (owner). */
function SummarySettings() {
  const queryClient = useQueryClient();
  const settings = useQuery({ queryKey: queryKeys.hq.summarySettings, queryFn: hqApi.summarySettings });
  const [hour, setHour] = useState("23");
  const [recipients, setRecipients] = useState<string[]>([]);
  useEffect(() => {
    if (settings.data) {
      setHour(String(settings.data.summary_hour));
      setRecipients(settings.data.recipients);
    }
  }, [settings.data]);
  const save = useMutation({
    mutationFn: () => hqApi.saveSummarySettings({ summary_hour: Number(hour), recipients: recipients.filter((r) => r.trim() !== "") }),
    onSuccess: (r) => {
      setRecipients(r.recipients);
      return queryClient.invalidateQueries({ queryKey: queryKeys.hq.summarySettings });
    },
  });
  return (
    <Paper withBorder radius="lg" p="md" data-testid="hq-summary-settings">
      <form
        onSubmit={(e) => {
          e.preventDefault();
          save.mutate();
        }}
      >
        <Stack gap="sm">
          <Title order={3}>{HQ_MSG.SUMMARY_SETTINGS}</Title>
          <Text c="dimmed" fz="sm">
            {HQ_MSG.SUMMARY_SETTINGS_INTRO}
          </Text>
          <Select
            label={HQ_MSG.SUMMARY_HOUR}
            data={HOURS}
            value={hour}
            allowDeselect={false}
            size="md"
            maw={240}
            onChange={(v) => v && setHour(v)}
            data-testid="hq-summary-hour"
          />
          <Text fw={600} fz="sm">
            {HQ_MSG.RECIPIENTS}
          </Text>
          {recipients.map((r, i) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: the rows are positions being typed into
            <Group key={i} gap="xs" wrap="nowrap">
              <TextInput
                type="tel"
                inputMode="tel"
                size="md"
                style={{ flex: 1 }}
                aria-label={`${HQ_MSG.SUMMARY_PHONE} ${i + 1}`}
                value={r}
                onChange={(e) => setRecipients(recipients.map((x, j) => (j === i ? e.currentTarget.value : x)))}
                data-testid={`hq-recipient-${i}`}
              />
              <ActionIcon
                variant="subtle"
                color="red"
                size={44}
                aria-label={HQ_MSG.REMOVE_RECIPIENT}
                onClick={() => setRecipients(recipients.filter((_, j) => j !== i))}
                data-testid={`hq-recipient-remove-${i}`}
              >
                ✕
              </ActionIcon>
            </Group>
          ))}
          {save.isError && (
            <Alert color="red" data-testid="hq-summary-error">
              {message(save.error)}
            </Alert>
          )}
          {save.isSuccess && (
            <Alert color="green" data-testid="hq-summary-saved">
              {HQ_MSG.SETTINGS_SAVED}
            </Alert>
          )}
          <Group justify="space-between" wrap="wrap">
            <Button
              variant="light"
              mih={44}
              disabled={recipients.length >= 10}
              onClick={() => setRecipients([...recipients, ""])}
              data-testid="hq-recipient-add"
            >
              {HQ_MSG.ADD_RECIPIENT}
            </Button>
            <Button type="submit" mih={44} loading={save.isPending} data-testid="hq-summary-save">
              {HQ_MSG.SAVE}
            </Button>
          </Group>
        </Stack>
      </form>
    </Paper>
  );
}

/** The page: one's own number for everyone, the summary's settings for the owner. */
export function HqSettingsPage() {
  const me = useHqMe();
  return (
    <Stack gap="md" maw={720}>
      <Title order={2}>{HQ_MSG.SETTINGS_TITLE}</Title>
      <MyPhone />
      {me.data?.role === "owner" && <SummarySettings />}
    </Stack>
  );
}
