/**
 * Back office · Waroeng: the outlet's name, currency (Rp / RM), tax, service charge,
 * rounding, nota otomatis, address, receipt footer, the static QRIS (QrisSection), the line-discount limit (whole percent here; the server keeps
 * basis points, 0–100 %, and refuses anything else) (GET/POST /admin/outlet), and the receipt logo (the Printer
 * Setting dialog's LogoSection, /printer-logo). The server validates every field; its message shows. A currency switch forgets the app's cached currency and every loaded amount.
 */
import {
  Alert,
  Button,
  Card,
  Group,
  Input,
  NumberInput,
  SegmentedControl,
  Select,
  Stack,
  Switch,
  Text,
  Textarea,
  TextInput,
  Title,
} from "@mantine/core";
import { notifications } from "@mantine/notifications";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { ADMIN_MSG, CURRENCY_LABELS, MSG, OUTLET_LIMITS, SERVICE_PERCENTS, TAX_PERCENTS } from "@waroeng/domain";
import { useEffect, useState } from "react";
import { getOutletSettings, type OutletSettingsForm, saveOutletSettings } from "../../api/admin.ts";
import { ApiError, resetOutletCurrency } from "../../api/client.ts";
import { queryKeys } from "../../api/queryKeys.ts";
import { LogoSection } from "../../components/printer-setting/LogoSection.tsx";
import { QrisSection } from "./QrisSection.tsx";

const KEY = queryKeys.admin.outlet;

export function OutletSettingsPage() {
  const queryClient = useQueryClient();
  const settings = useQuery({ queryKey: KEY, queryFn: getOutletSettings });
  const [form, setForm] = useState<OutletSettingsForm | null>(null);
  useEffect(() => {
    if (settings.data) {
      const {
        m_w_nama,
        m_w_tax,
        m_w_sc,
        m_w_pembulatan,
        m_w_alamat,
        m_w_footer,
        m_w_currency,
        m_w_nota_otomatis,
        m_w_line_discount_limit,
        m_w_qris_static,
        m_w_qris_kode_unik,
      } = settings.data;
      setForm({
        m_w_nama,
        m_w_tax,
        m_w_sc,
        m_w_pembulatan: m_w_pembulatan === "tidak" ? "tidak" : "ya",
        m_w_alamat,
        m_w_footer,
        m_w_currency: m_w_currency === "RM" ? "RM" : "Rp",
        m_w_nota_otomatis: m_w_nota_otomatis === "ya" ? "ya" : "tidak",
        m_w_line_discount_limit,
        m_w_qris_static,
        m_w_qris_kode_unik: m_w_qris_kode_unik === "ya" ? "ya" : "tidak",
      });
    }
  }, [settings.data]);
  const save = useMutation({
    mutationFn: saveOutletSettings,
    onSuccess: async (data, sent) => {
      if (sent.m_w_currency !== settings.data?.m_w_currency) {
        resetOutletCurrency(); // every amount the app holds was in the old currency's unit
        await queryClient.invalidateQueries();
      }
      queryClient.setQueryData(KEY, data);
      notifications.show({ message: ADMIN_MSG.OUTLET_SAVED, color: "green" });
    },
  });
  if (!form || !settings.data) {
    return <Text c="dimmed">…</Text>;
  }
  const set = (patch: Partial<OutletSettingsForm>) => setForm({ ...form, ...patch });
  const fieldError = (f: string) => (save.error instanceof ApiError ? save.error.fieldErrors[f] : undefined);
  return (
    <Stack maw={640} gap="md">
      <Title order={2}>{ADMIN_MSG.OUTLET_TITLE}</Title>
      <Card withBorder radius="md" padding="lg">
        <form
          onSubmit={(e) => {
            e.preventDefault();
            // A ringgit outlet has no QRIS field on screen: what is stored stays as it is.
            const { m_w_qris_static, ...rest } = form;
            save.mutate(form.m_w_currency === "RM" ? rest : form);
          }}
        >
          <Stack gap="sm">
            <TextInput
              label={ADMIN_MSG.FIELD_NAME}
              value={form.m_w_nama}
              maxLength={OUTLET_LIMITS.nameMax}
              onChange={(e) => set({ m_w_nama: e.currentTarget.value })}
              data-testid="outlet-name"
            />
            <Stack gap={4}>
              <Input.Label id="outlet-currency-label">{ADMIN_MSG.FIELD_CURRENCY}</Input.Label>
              <SegmentedControl
                aria-labelledby="outlet-currency-label"
                value={form.m_w_currency ?? "Rp"}
                onChange={(v) => set({ m_w_currency: v === "RM" ? "RM" : "Rp" })}
                data={CURRENCY_LABELS.map((c) => ({ value: c, label: c }))}
                data-testid="outlet-currency"
              />
            </Stack>
            <Group grow>
              <Select
                label={ADMIN_MSG.FIELD_TAX}
                data={TAX_PERCENTS.map(String)}
                value={String(form.m_w_tax)}
                onChange={(v) => set({ m_w_tax: Number(v ?? 0) })}
                allowDeselect={false}
                data-testid="outlet-tax"
              />
              <Select
                label={ADMIN_MSG.FIELD_SERVICE}
                data={SERVICE_PERCENTS.map(String)}
                value={String(form.m_w_sc)}
                onChange={(v) => set({ m_w_sc: Number(v ?? 0) })}
                allowDeselect={false}
                data-testid="outlet-sc"
              />
            </Group>
            <Stack gap={4}>
              <Input.Label id="outlet-rounding-label">{ADMIN_MSG.FIELD_ROUNDING}</Input.Label>
              <SegmentedControl
                aria-labelledby="outlet-rounding-label"
                value={form.m_w_pembulatan}
                onChange={(v) => set({ m_w_pembulatan: v === "tidak" ? "tidak" : "ya" })}
                data={[
                  { value: "ya", label: ADMIN_MSG.ROUNDING_YES },
                  { value: "tidak", label: ADMIN_MSG.ROUNDING_NO },
                ]}
                data-testid="outlet-rounding"
              />
            </Stack>
            <Switch
              size="md"
              label={ADMIN_MSG.FIELD_NOTA_AUTO}
              description={ADMIN_MSG.NOTA_AUTO_HELP}
              checked={form.m_w_nota_otomatis === "ya"}
              onChange={(e) => set({ m_w_nota_otomatis: e.currentTarget.checked ? "ya" : "tidak" })}
              data-testid="outlet-nota-auto"
            />
            <Textarea
              label={ADMIN_MSG.FIELD_ADDRESS}
              value={form.m_w_alamat}
              maxLength={OUTLET_LIMITS.addressMax}
              autosize
              minRows={2}
              onChange={(e) => set({ m_w_alamat: e.currentTarget.value })}
            />
            <TextInput
              label={ADMIN_MSG.FIELD_FOOTER}
              value={form.m_w_footer}
              maxLength={OUTLET_LIMITS.footerMax}
              onChange={(e) => set({ m_w_footer: e.currentTarget.value })}
              data-testid="outlet-footer"
            />
            <NumberInput
              label={ADMIN_MSG.FIELD_LINE_DISCOUNT_LIMIT}
              description={ADMIN_MSG.FIELD_LINE_DISCOUNT_LIMIT_HINT}
              value={form.m_w_line_discount_limit ?? ""}
              min={0}
              max={100}
              step={1}
              allowDecimal={false}
              allowNegative={false}
              clampBehavior="none"
              suffix=" %"
              inputMode="numeric"
              onChange={(v) => set({ m_w_line_discount_limit: typeof v === "number" ? v : undefined })}
              error={fieldError("m_w_line_discount_limit")}
              data-testid="outlet-line-discount-limit"
            />
            <QrisSection
              value={form.m_w_qris_static ?? ""}
              uniqueCode={form.m_w_qris_kode_unik === "ya"}
              ringgit={form.m_w_currency === "RM"}
              error={fieldError("m_w_qris_static")}
              onChange={(payload) => set({ m_w_qris_static: payload })}
              onUniqueCode={(on) => set({ m_w_qris_kode_unik: on ? "ya" : "tidak" })}
            />
            {save.error && !fieldError("m_w_line_discount_limit") && !fieldError("m_w_qris_static") && (
              <Alert color="red" data-testid="outlet-error">
                {save.error instanceof Error ? save.error.message : MSG.SOME_ERROR}
              </Alert>
            )}
            <Group justify="flex-end">
              <Button type="submit" loading={save.isPending} data-testid="outlet-save">
                {ADMIN_MSG.SAVE}
              </Button>
            </Group>
          </Stack>
        </form>
      </Card>
      <Card withBorder radius="md" padding="lg" data-testid="outlet-logo">
        <LogoSection />
      </Card>
    </Stack>
  );
}
