/**
 * Opening cash, "Form Saldo Awal Kasir" (payment §2.8, §4, §5): one count per denomination, the
 * total computed here and by the server; an open session is prefilled and may be corrected. Under
 * the staff header (log out, language) like every staff screen; while loading, the form's outline.
 */
import {
  Alert,
  Box,
  Button,
  Container,
  Group,
  Modal,
  Paper,
  Select,
  SimpleGrid,
  Skeleton,
  Stack,
  Text,
  TextInput,
  Title,
} from "@mantine/core";
import { useForm } from "@mantine/form";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { CASH_UI, formatMoney, jakartaParts, MSG, SCREEN_MSG } from "@waroeng/domain";
import { type ReactNode, useEffect, useState } from "react";
import { useNavigate } from "react-router";
import {
  getOpeningCash,
  getWorkableOutlets,
  kickDrawerForOpening,
  printOpeningSlip,
  saveOpeningCash,
  switchOutlet,
} from "../../api/cash.ts";
import { ApiError } from "../../api/client.ts";
import { queryKeys } from "../../api/queryKeys.ts";
import { confirmDialog, openPrintPage } from "../../components/cash-close/CloseBalanceModal.tsx";
import { alertDialog, notifySuccess } from "../../components/cashier-nav/dialogs.tsx";
import { OfflineBanner } from "../../components/OfflineBanner.tsx";
import { StaffHeader } from "../../components/StaffHeader.tsx";
import { useCurrency } from "../../hooks/useOutlet.ts";
import { DenominationRow } from "./DenominationRow.tsx";
import classes from "./openingCash.module.css";

/** "2025-06-28" → "28/06/2025". */
function showDate(iso: string): string {
  const [y, m, d] = iso.split("-");
  return y && m && d ? `${d}/${m}/${y}` : iso;
}

/**
 * The page around the form, also while it loads or failed to: the staff header (user menu: log
 * out, language), the status banners (server unreachable, disk low or full) and the form's title
 * bar, with `action` at its end.
 */
function OpeningFrame({ action, children }: { action?: ReactNode; children: ReactNode }) {
  return (
    <Box mih="100vh" bg="orange.0" pb="xl">
      <StaffHeader />
      <OfflineBanner />
      <Box bg="white" px="md" py="sm" style={{ borderBottom: "1px solid var(--mantine-color-orange-2)" }}>
        <Container size={1100}>
          <Group justify="space-between" wrap="nowrap" mih={44}>
            <Title order={3} fz={{ base: "lg", sm: "xl" }}>
              {SCREEN_MSG.OPENING_FORM}
            </Title>
            {action}
          </Group>
        </Container>
      </Box>
      {children}
    </Box>
  );
}

export function OpeningCashPage() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const currency = useCurrency();
  const [saving, setSaving] = useState(false);
  /** An open session is shown read-only until the cashier chooses to correct it. */
  const [correcting, setCorrecting] = useState(false);
  /** The saved session and total, shown in the confirmation after saving (with the slip offer). */
  const [saved, setSaved] = useState<{ id: number; total: number } | null>(null);
  const [printing, setPrinting] = useState(false);
  const [switching, setSwitching] = useState(false);
  const cash = useQuery({ queryKey: queryKeys.cash.openingCash, queryFn: getOpeningCash, staleTime: 0, retry: false });
  const hasOpenSession = (cash.data?.modal_id ?? 0) > 0;
  // The outlet selector (payment §6): only before a session is opened, and only with more than one outlet.
  const outlets = useQuery({
    queryKey: queryKeys.outlet.workable,
    queryFn: getWorkableOutlets,
    enabled: cash.data !== undefined && !hasOpenSession,
  });
  const form = useForm<{ qty: Record<string, number | null> }>({ mode: "controlled", initialValues: { qty: {} } });

  const data = cash.data;
  // biome-ignore lint/correctness/useExhaustiveDependencies: fill the form once per server reply
  useEffect(() => {
    if (data) {
      form.setValues({ qty: Object.fromEntries(data.modal_tipe.map((t) => [String(t.m_modal_tipe_id), t.rekap_modal_detail_qty ?? 0])) });
    }
  }, [data]);

  if (cash.isPending) {
    return (
      <OpeningFrame>
        <Container size={1100} pt="md" data-testid="modal-loading" aria-busy="true">
          <Paper withBorder radius="lg" p="md">
            <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }} spacing="sm">
              {[0, 1, 2, 3].map((i) => (
                <Skeleton key={i} h={68} radius="md" />
              ))}
            </SimpleGrid>
          </Paper>
          <Paper withBorder radius="lg" p="md" mt="md">
            <Text fw={700} mb="sm">
              {SCREEN_MSG.OPENING_DETAIL}
            </Text>
            <Stack gap="xs">
              {[0, 1, 2, 3, 4].map((i) => (
                <Skeleton key={i} h={60} radius="md" />
              ))}
            </Stack>
          </Paper>
        </Container>
      </OpeningFrame>
    );
  }
  if (!data) {
    return (
      <OpeningFrame>
        <Container size={1100} pt="md">
          <Alert color="red" title={MSG.OOPS_TITLE}>
            {cash.error instanceof Error ? cash.error.message : MSG.SOME_ERROR}
          </Alert>
        </Container>
      </OpeningFrame>
    );
  }

  // A count being typed wrong ("1,5") is null: it counts as 0 and blocks saving until it is whole.
  const qtyOf = (id: number): number | null => {
    const q = form.values.qty[String(id)];
    return q === undefined ? 0 : q;
  };
  const invalid = data.modal_tipe.some((t) => qtyOf(t.m_modal_tipe_id) === null);
  const total = data.modal_tipe.reduce((sum, t) => sum + t.m_modal_tipe_urut * (qtyOf(t.m_modal_tipe_id) ?? 0), 0);
  const hasSession = data.modal_id > 0;
  const readOnly = hasSession && !correcting;
  // A session may be corrected on its own business day only; an older one is shown read-only.
  const editable = hasSession && data.date === jakartaParts(new Date()).date;
  const outletChoices = !hasSession && (outlets.data?.length ?? 0) > 1 ? (outlets.data ?? []) : [];

  const changeOutlet = async (value: string | null) => {
    const id = Number(value);
    if (!id || id === data.waroeng_id) {
      return;
    }
    setSwitching(true);
    try {
      await switchOutlet(id);
      await queryClient.invalidateQueries();
    } catch (e) {
      alertDialog({ title: MSG.OOPS_TITLE, message: e instanceof ApiError ? e.message : MSG.CONNECTION_UNSTABLE });
    } finally {
      setSwitching(false);
    }
  };

  const printSlip = async () => {
    if (!saved) {
      return;
    }
    setPrinting(true);
    try {
      const slip = await printOpeningSlip(saved.id);
      if (slip.struct) {
        openPrintPage(slip.struct);
      } else if (slip.printed) {
        notifySuccess(CASH_UI.OPENING_SLIP_SENT);
      } else {
        alertDialog({ title: MSG.OOPS_TITLE, message: CASH_UI.OPENING_SLIP_NO_PRINTER });
      }
    } catch (e) {
      alertDialog({ title: MSG.OOPS_TITLE, message: e instanceof ApiError ? e.message : MSG.CONNECTION_UNSTABLE });
    } finally {
      setPrinting(false);
    }
  };

  const confirmAndSave = async () => {
    const question = `${CASH_UI.OPENING_SAVE_CONFIRM_TEXT} ${CASH_UI.OPENING_CASH}: ${formatMoney(total, currency)}`;
    if (await confirmDialog(CASH_UI.OPENING_SAVE_CONFIRM_TITLE, question, "modal-confirm")) {
      await save();
    }
  };

  const save = async () => {
    setSaving(true);
    try {
      const reply = await saveOpeningCash({
        ...(hasSession ? { rekap_modal_id: data.modal_id } : {}),
        rekap_modal_sesi: data.sesi,
        rekap_modal_tanggal: data.date,
        rekap_modal_nominal: total,
        rekap_modal_m_w_id: data.waroeng_id,
        modal_detail: data.modal_tipe.map((t) => ({
          m_modal_tipe_id: t.m_modal_tipe_id,
          rekap_modal_detail_qty: qtyOf(t.m_modal_tipe_id) ?? 0,
          ...(t.rekap_modal_detail_id ? { rekap_modal_detail_id: t.rekap_modal_detail_id } : {}),
        })),
      });
      if (reply.error === 0) {
        if (!hasSession) {
          // A new session: the drawer opens for the counted cash (logged in rekap_buka_laci); a failed kick is not fatal.
          await kickDrawerForOpening().catch(() => undefined);
        }
        await queryClient.invalidateQueries({ queryKey: queryKeys.cash.openingCash });
        setCorrecting(false);
        setSaved({ id: reply.data.rekap_modal_id, total: reply.data.rekap_modal_nominal });
        return;
      }
      alertDialog({ title: MSG.OOPS_TITLE, message: reply.msg });
    } catch (e) {
      alertDialog({
        title: (e instanceof ApiError && e.title) || MSG.OOPS_TITLE,
        message: e instanceof ApiError ? e.message : MSG.CONNECTION_UNSTABLE,
      });
    } finally {
      setSaving(false);
    }
  };

  return (
    <OpeningFrame
      action={
        // While correcting: a way out without saving (the read-only view has its own button below).
        hasSession && !readOnly ? (
          <Button h={44} onClick={() => navigate("/dashboard")} data-testid="modal-back">
            {CASH_UI.CONTINUE_TO_LIST}
          </Button>
        ) : null
      }
    >
      <Modal
        opened={saved !== null}
        onClose={() => navigate("/dashboard", { replace: true })}
        title={<Text fw={700}>{CASH_UI.OPENING_SAVED_CONFIRM}</Text>}
        centered
      >
        <Stack>
          <Text data-testid="modal-saved-text">
            {CASH_UI.OPENING_CASH}: <b>{formatMoney(saved?.total ?? 0, currency)}</b>
          </Text>
          <Button h={44} variant="default" loading={printing} onClick={() => void printSlip()} data-testid="modal-print-slip">
            {CASH_UI.PRINT_OPENING_SLIP}
          </Button>
          <Button h={44} onClick={() => navigate("/dashboard", { replace: true })} data-testid="modal-continue">
            {CASH_UI.CONTINUE_TO_LIST}
          </Button>
        </Stack>
      </Modal>
      <Container size={1100} pt="md">
        <Paper withBorder radius="lg" p="md">
          <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }} spacing="sm">
            <TextInput label={SCREEN_MSG.CASHIER_NAME} value={data.kasirName} readOnly data-testid="modal-cashier" />
            <TextInput label={SCREEN_MSG.TRANSACTION_DATE} value={showDate(data.date)} readOnly data-testid="modal-date" />
            <TextInput label={SCREEN_MSG.CASHIER_SESSION} value={String(data.sesi)} readOnly data-testid="modal-session" />
            {outletChoices.length > 1 ? (
              <Select
                label={CASH_UI.OUTLET_SELECT}
                data={outletChoices.map((o) => ({ value: String(o.m_w_id), label: o.m_w_nama }))}
                value={String(data.waroeng_id)}
                onChange={(v) => void changeOutlet(v)}
                disabled={switching || saving}
                allowDeselect={false}
                size="md"
                data-testid="modal-outlet-select"
              />
            ) : (
              <TextInput label={SCREEN_MSG.OUTLET} value={data.waroeng_nama} readOnly data-testid="modal-outlet" />
            )}
          </SimpleGrid>
        </Paper>
        <Paper withBorder radius="lg" p="md" mt="md">
          <Text fw={700} mb="sm">
            {SCREEN_MSG.OPENING_DETAIL}
          </Text>
          {readOnly && (
            <Alert color="teal" mb="sm" data-testid="modal-readonly">
              {CASH_UI.SESSION_OPEN_READONLY}
            </Alert>
          )}
          <fieldset
            disabled={readOnly}
            className={readOnly ? classes.readOnlyCounts : undefined}
            style={{ border: 0, padding: 0, margin: 0 }}
          >
            <SimpleGrid cols={{ base: 1, md: 2 }} spacing="xs" verticalSpacing="xs">
              {data.modal_tipe.map((t) => (
                <DenominationRow
                  key={t.m_modal_tipe_id}
                  label={t.m_modal_tipe_nama}
                  unit={t.m_modal_tipe_urut}
                  qty={qtyOf(t.m_modal_tipe_id)}
                  onChange={(q) => form.setFieldValue("qty", { ...form.values.qty, [String(t.m_modal_tipe_id)]: q })}
                  testId={`denom-${t.m_modal_tipe_urut}`}
                />
              ))}
            </SimpleGrid>
          </fieldset>
          <Group justify="space-between" mt="md" wrap="wrap" gap="sm">
            <Stack gap={0}>
              <Text c="dimmed" fz="sm">
                {SCREEN_MSG.OPENING_TOTAL}
              </Text>
              <Text fw={800} fz={30} className="tabular" c="orange.9" data-testid="modal-total">
                {formatMoney(total, currency)}
              </Text>
              {!readOnly && total === 0 && (
                <Text c="red.7" fz="sm" data-testid="modal-zero">
                  {MSG.NOMINAL_EMPTY}
                </Text>
              )}
            </Stack>
            {readOnly ? (
              <Group>
                {editable && (
                  <Button size="lg" variant="default" onClick={() => setCorrecting(true)} data-testid="modal-edit">
                    {CASH_UI.EDIT}
                  </Button>
                )}
                <Button size="lg" onClick={() => navigate("/dashboard")} data-testid="modal-continue-open">
                  {CASH_UI.CONTINUE_TO_LIST}
                </Button>
              </Group>
            ) : (
              <Button
                size="lg"
                miw={180}
                disabled={saving || invalid || total === 0}
                onClick={() => void confirmAndSave()}
                data-testid="modal-save"
              >
                {saving ? MSG.SAVING : CASH_UI.SAVE}
              </Button>
            )}
          </Group>
        </Paper>
      </Container>
    </OpeningFrame>
  );
}
