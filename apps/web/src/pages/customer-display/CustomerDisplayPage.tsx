/**
 * `/layar-pelanggan`: the customer-facing display (docs/API.md "GET /customer-display/state"). No
 * login: an unpaired device shows the pairing form (the 6-digit code the till shows under Layar
 * Pelanggan); a paired one shows its till's current bill (DisplayView), re-read on each nudge of its
 * own event stream (`/api/customer-display/events`) and every few seconds while that stream is down.
 * The page speaks the outlet's customer language. Own lazy chunk: no cashier code.
 */
import { Alert, Box, Button, Center, PinInput, Stack, Text, Title } from "@mantine/core";
import { useMediaQuery } from "@mantine/hooks";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { DISPLAY_CODE_LENGTH, DISPLAY_LIMITS, DISPLAY_MSG, displayScreen } from "@waroeng/domain";
import { useEffect, useState } from "react";
import { DisplayCallError, loadDisplayState, pairThisDisplay } from "../../api/customerDisplay.ts";
import { queryKeys } from "../../api/queryKeys.ts";
import { applyLanguage, useAppLocale } from "../../lib/i18n.ts";
import { DISPLAY_COLORS, DisplayView } from "./DisplayView.tsx";

/** The display's event stream while `enabled`: each nudge re-reads the state; `up` false while it is down. */
function useDisplayStream(enabled: boolean): boolean {
  const queryClient = useQueryClient();
  const [up, setUp] = useState(false);
  useEffect(() => {
    if (!enabled || typeof EventSource === "undefined") {
      return;
    }
    const source = new EventSource("/api/customer-display/events");
    source.onmessage = (ev: MessageEvent) => {
      let topic = "";
      try {
        topic = (JSON.parse(ev.data as string) as { topic?: string }).topic ?? "";
      } catch {
        return;
      }
      if (topic === "offline") {
        setUp(false);
        return;
      }
      setUp(true);
      void queryClient.invalidateQueries({ queryKey: queryKeys.customerDisplay.state });
    };
    source.onerror = () => setUp(false);
    return () => {
      source.close();
      setUp(false);
    };
  }, [enabled, queryClient]);
  return up;
}

function PairForm({ onPaired }: { onPaired: () => void }) {
  const [code, setCode] = useState("");
  const [error, setError] = useState("");
  const [busy, setBusy] = useState(false);
  const wide = useMediaQuery("(min-width: 480px)") ?? true;
  const pair = async (value: string) => {
    if (value.length !== DISPLAY_CODE_LENGTH) {
      setError(DISPLAY_MSG.CODE_FORMAT);
      return;
    }
    setBusy(true);
    setError("");
    try {
      await pairThisDisplay(value);
      onPaired();
    } catch (e) {
      setError(e instanceof DisplayCallError && e.message ? e.message : DISPLAY_MSG.CODE_WRONG);
      setCode("");
    } finally {
      setBusy(false);
    }
  };
  return (
    <Center h="100%" p="md">
      <Stack align="center" gap="lg" maw={640} w="100%">
        <Title order={1} c={DISPLAY_COLORS.text} ta="center" fz={{ base: 28, sm: 40 }}>
          {DISPLAY_MSG.PAIR_TITLE}
        </Title>
        <Text c={DISPLAY_COLORS.dim} ta="center" fz={{ base: 16, sm: 20 }}>
          {DISPLAY_MSG.CODE_LABEL}
        </Text>
        <PinInput
          length={DISPLAY_CODE_LENGTH}
          type="number"
          inputMode="numeric"
          oneTimeCode
          size={wide ? "xl" : "lg"}
          gap={wide ? "sm" : 6}
          placeholder=""
          value={code}
          onChange={setCode}
          onComplete={(v) => void pair(v)}
          aria-label={DISPLAY_MSG.CODE_LABEL}
          data-testid="display-pair-code"
        />
        {error && (
          <Alert color="red" variant="filled" data-testid="display-pair-error" w="100%">
            {error}
          </Alert>
        )}
        <Button size="xl" onClick={() => void pair(code)} loading={busy} data-testid="display-pair-submit" fullWidth>
          {DISPLAY_MSG.PAIR}
        </Button>
      </Stack>
    </Center>
  );
}

export function CustomerDisplayPage() {
  useAppLocale();
  const queryClient = useQueryClient();
  const [streamUp, setStreamUp] = useState(false);
  const state = useQuery({
    queryKey: queryKeys.customerDisplay.state,
    queryFn: loadDisplayState,
    refetchInterval: streamUp ? false : DISPLAY_LIMITS.pollMs,
    retry: (count, e) => !(e instanceof DisplayCallError && e.status === 401) && count < 2,
  });
  const unpaired = state.error instanceof DisplayCallError && state.error.status === 401;
  const live = useDisplayStream(state.isSuccess && !unpaired);
  useEffect(() => setStreamUp(live), [live]);
  const data = state.data;
  useEffect(() => {
    if (data) {
      applyLanguage(data.language);
    }
  }, [data]);

  // "Terima kasih" from the moment this display first saw the bill paid, then idle.
  const paidKey = data?.paid && data.bill ? data.bill.nota : null;
  const [paidSeen, setPaidSeen] = useState<{ key: string; at: number } | null>(null);
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (paidKey && paidSeen?.key !== paidKey) {
      setPaidSeen({ key: paidKey, at: Date.now() });
    }
  }, [paidKey, paidSeen?.key]);
  useEffect(() => {
    if (!paidSeen) {
      return;
    }
    const timer = setTimeout(() => setNow(Date.now()), DISPLAY_LIMITS.thanksMs + 50);
    return () => clearTimeout(timer);
  }, [paidSeen]);

  const landscape = useMediaQuery("(orientation: landscape)") ?? true;
  const big = useMediaQuery("(min-width: 700px)") ?? true;
  const screen = data
    ? displayScreen(
        { phase: data.phase, bill: data.bill !== null, paid: data.paid !== null },
        Math.max(now, Date.now()),
        paidSeen && paidSeen.key === paidKey ? paidSeen.at : null,
      )
    : "idle";

  return (
    <Box
      data-testid="customer-display"
      style={{ background: DISPLAY_COLORS.bg, color: DISPLAY_COLORS.text, height: "100dvh", overflow: "hidden", padding: big ? 32 : 16 }}
    >
      {unpaired ? (
        <PairForm onPaired={() => void queryClient.invalidateQueries({ queryKey: queryKeys.customerDisplay.state })} />
      ) : data ? (
        <DisplayView state={data} screen={screen} landscape={landscape} big={big} />
      ) : state.error ? (
        <Center h="100%">
          <Text c={DISPLAY_COLORS.dim} fz={24}>
            {DISPLAY_MSG.OFFLINE}
          </Text>
        </Center>
      ) : null}
    </Box>
  );
}
