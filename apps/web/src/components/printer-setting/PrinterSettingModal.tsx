/**
 * Printer Setting (foundations §2 Dialogs, §3 "Printer setting", §4 "Printer test", §9 "Printers"):
 * per location the connection type, address (fixed and locked for the android types),
 * paper width, the printer's model (its profile: the feed before the cut; not for the android types,
 * which print a picture) and, for non-cashier locations, print groups 1 and 2; Tes Cetak and Simpan. opp starts
 * on repeat and does not see Kasir. Cetak Logo / Cetak QR switches per printer (with the outlet's
 * logo when Cetak Logo is on). Further tabs: the print queue (Antrian Cetak) and the WhatsApp
 * outbox (Kotak Keluar WA).
 */
import { Button, Group, Input, Loader, Modal, MultiSelect, SegmentedControl, Select, Stack, Switch, Tabs, TextInput } from "@mantine/core";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import {
  DEVICE_PRINT_MSG,
  fixedPrinterAddress,
  GENERIC_PRINTER_MODEL,
  MSG,
  PAPER_WIDTH,
  PRINT_MSG,
  PRINTER_LOCATIONS,
  PRINTER_MODEL_CHOICES,
  PRINTER_TYPES,
  type PrinterLocation,
  type PrinterType,
} from "@waroeng/domain";
import { useEffect, useState } from "react";
import { ApiError } from "../../api/client.ts";
import {
  getCategories,
  getPrinterInfo,
  type PrinterSettingForm,
  removePrinterSetting,
  savePrinterSetting,
  testPrinter,
} from "../../api/printing.ts";
import { queryKeys } from "../../api/queryKeys.ts";
import { deviceId } from "../../lib/deviceId.ts";
import { deviceName } from "../../lib/deviceName.ts";
import { forgetPrinter } from "../../lib/devicePrinter/agent.ts";
import { session } from "../../lib/session.ts";
import { confirmDialog } from "../cash-close/CloseBalanceModal.tsx";
import { alertDialog, notifySuccess } from "../cashier-nav/dialogs.tsx";
import { connectionOf, DevicePrinterFields, deviceTypeUnavailable, usePairedHere } from "./DevicePrinterFields.tsx";
import { LogoSection } from "./LogoSection.tsx";
import { PrintQueueTable } from "./PrintQueueTable.tsx";
import { WaOutboxTable } from "./WaOutboxTable.tsx";

/** Read at render (the labels follow the language). */
const LOCATION_LABELS = (): Record<string, string> => ({
  kasir: PRINT_MSG.LOCATION_KASIR,
  repeat: PRINT_MSG.LOCATION_REPEAT,
  kitchen: PRINT_MSG.LOCATION_KITCHEN,
  bar: PRINT_MSG.LOCATION_BAR,
});

/** Read at render (the labels follow the language). */
const ADDRESS_HINTS = (): Record<string, string> => ({
  network: PRINT_MSG.ADDRESS_HINT_NETWORK,
  "usb-unix": PRINT_MSG.ADDRESS_HINT_DEVICE,
  "usb-cups": PRINT_MSG.ADDRESS_HINT_CUPS,
  "windows-sharing": PRINT_MSG.ADDRESS_HINT_SMB,
});

interface FormState {
  id: number;
  type: string;
  address: string;
  width: number;
  group1: string[];
  group2: string[];
  logo: boolean;
  qr: boolean;
  model: string;
  /** A device printer's device (its id and name when it paired); "" for the other types. */
  deviceId: string;
  deviceName: string;
}

const EMPTY: FormState = {
  id: 0,
  type: "network",
  address: "",
  width: PAPER_WIDTH.MM58,
  group1: [],
  group2: [],
  logo: false,
  qr: false,
  model: GENERIC_PRINTER_MODEL,
  deviceId: "",
  deviceName: "",
};

/**
 * The model select's choices: the generic profile first, then the domain's short list; a saved model
 * outside it (set through the API) is offered too, so opening the dialog never changes it.
 */
function modelOptions(saved: string): { value: string; label: string }[] {
  const options = [
    { value: GENERIC_PRINTER_MODEL, label: PRINT_MSG.MODEL_GENERIC },
    ...PRINTER_MODEL_CHOICES.map((m) => ({ value: m.id, label: m.name })),
  ];
  return options.some((o) => o.value === saved) ? options : [...options, { value: saved, label: saved }];
}

function failed(e: unknown): void {
  alertDialog({ title: MSG.PRINTER_TEST_FAILED_TITLE, message: e instanceof ApiError ? e.message : MSG.PRINTER_TEST_FAILED, color: "red" });
}

/** The Printer Setting dialog. */
export function PrinterSettingModal({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const isOpp = session.role() === "opp";
  const locations = PRINTER_LOCATIONS.filter((l) => !(isOpp && l === "kasir"));
  const [location, setLocation] = useState<string>(isOpp ? "repeat" : "kasir");
  const [form, setForm] = useState<FormState>(EMPTY);
  const [busy, setBusy] = useState(false);
  const queryClient = useQueryClient();
  const info = useQuery({ queryKey: queryKeys.printing.info(location), queryFn: () => getPrinterInfo(location), enabled: opened });
  const categories = useQuery({ queryKey: queryKeys.printing.categories, queryFn: getCategories, enabled: opened });

  useEffect(() => {
    const p = info.data;
    setForm(
      p
        ? {
            id: p.printer_setting_id,
            type: p.printer_setting_type,
            address: p.printer_setting_address,
            width: p.printer_setting_width,
            group1: p.printer_setting_group_one.map(String),
            group2: p.printer_setting_group_two.map(String),
            logo: p.printer_setting_logo,
            qr: p.printer_setting_qr,
            model: p.printer_setting_model,
            deviceId: p.printer_setting_device_id ?? "",
            deviceName: p.printer_setting_device_name ?? "",
          }
        : EMPTY,
    );
  }, [info.data]);

  const fixed = fixedPrinterAddress(form.type);
  const device = form.type === "device";
  const connection = connectionOf(form.address);
  const address = fixed ?? (device ? connection : form.address);
  const pairedHere = usePairedHere(location, connection);
  const deviceUnavailable = deviceTypeUnavailable();
  const cashier = location === "kasir";
  const options = (categories.data ?? []).map((c) => ({ value: String(c.m_jenis_produk_id), label: c.m_jenis_produk_nama }));

  const remove = async () => {
    if (!(await confirmDialog(PRINT_MSG.REMOVE_CONFIRM_TITLE, PRINT_MSG.REMOVE_CONFIRM, "printer-remove-confirm"))) {
      return;
    }
    setBusy(true);
    try {
      await removePrinterSetting(form.id);
      if (device && form.deviceId === deviceId()) {
        forgetPrinter(location);
      }
      await queryClient.invalidateQueries({ queryKey: queryKeys.printing.info(location) });
      notifySuccess(PRINT_MSG.REMOVED);
    } catch (e) {
      alertDialog({ title: MSG.SOME_ERROR, message: e instanceof ApiError ? e.message : MSG.SOME_ERROR, color: "red" });
    } finally {
      setBusy(false);
    }
  };

  const save = async () => {
    setBusy(true);
    try {
      await savePrinterSetting({
        printer_id: form.id,
        // The selects offer only the domain's lists; the server refuses anything else.
        printer_type: form.type as PrinterType,
        printer_address: address,
        printer_location: location as PrinterLocation,
        printer_width: form.width as PrinterSettingForm["printer_width"],
        printer_group1: cashier ? [] : form.group1.map(Number),
        printer_group2: cashier ? [] : form.group2.map(Number),
        printer_logo: form.logo ? 1 : 0,
        printer_qr: form.qr ? 1 : 0,
        printer_model: form.model,
        ...(device ? { printer_device_id: deviceId(), printer_device_name: deviceName.get() } : {}),
      });
      await queryClient.invalidateQueries({ queryKey: queryKeys.printing.info(location) });
      notifySuccess(PRINT_MSG.SAVED);
    } catch (e) {
      alertDialog({ title: MSG.SOME_ERROR, message: e instanceof ApiError ? e.message : MSG.SOME_ERROR, color: "red" });
    } finally {
      setBusy(false);
    }
  };

  const test = async () => {
    setBusy(true);
    try {
      const status = await testPrinter(location);
      if (status === 200) {
        notifySuccess(PRINT_MSG.TEST_OK);
      } else {
        failed(null);
      }
    } catch (e) {
      failed(e);
    } finally {
      setBusy(false);
    }
  };

  return (
    <Modal opened={opened} onClose={onClose} title={PRINT_MSG.DIALOG_TITLE} size="lg" centered data-testid="printer-setting-modal">
      <Tabs defaultValue="printer" keepMounted={false}>
        <Tabs.List mb="md">
          <Tabs.Tab value="printer" data-testid="printer-tab-setting">
            {PRINT_MSG.DIALOG_TITLE}
          </Tabs.Tab>
          <Tabs.Tab value="queue" data-testid="printer-tab-queue">
            {PRINT_MSG.QUEUE_TITLE}
          </Tabs.Tab>
          <Tabs.Tab value="wa" data-testid="printer-tab-wa">
            {PRINT_MSG.WA_OUTBOX_TITLE}
          </Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="printer">
          <Stack gap="sm">
            <Select
              label={PRINT_MSG.LOCATION}
              data={locations.map((l) => ({ value: l, label: LOCATION_LABELS()[l] ?? l }))}
              value={location}
              onChange={(v) => v && setLocation(v)}
              allowDeselect={false}
              data-testid="printer-location"
              size="md"
            />
            {info.isLoading ? (
              <Loader size="sm" />
            ) : (
              <>
                <Select
                  label={PRINT_MSG.TYPE}
                  data={PRINTER_TYPES.map((t) =>
                    t === "device"
                      ? { value: t, label: DEVICE_PRINT_MSG.TYPE_LABEL, disabled: deviceUnavailable !== null && form.type !== "device" }
                      : { value: t, label: t },
                  )}
                  value={form.type}
                  onChange={(v) =>
                    v &&
                    setForm({
                      ...form,
                      type: v,
                      address: fixedPrinterAddress(form.type) !== null || v === "device" || form.type === "device" ? "" : form.address,
                    })
                  }
                  description={deviceUnavailable ? `${DEVICE_PRINT_MSG.TYPE_LABEL}: ${deviceUnavailable}` : undefined}
                  allowDeselect={false}
                  data-testid="printer-type"
                  size="md"
                />
                {device ? (
                  <DevicePrinterFields
                    location={location}
                    connection={connection}
                    onConnection={(c) => setForm({ ...form, address: c })}
                    savedDeviceId={form.deviceId}
                    savedDeviceName={form.deviceName}
                  />
                ) : (
                  <TextInput
                    label={PRINT_MSG.ADDRESS}
                    value={address}
                    disabled={fixed !== null}
                    description={fixed !== null ? PRINT_MSG.ADDRESS_FIXED : undefined}
                    placeholder={ADDRESS_HINTS()[form.type]}
                    maxLength={200}
                    onChange={(e) => setForm({ ...form, address: e.currentTarget.value })}
                    data-testid="printer-address"
                  />
                )}
                <Input.Wrapper label={PRINT_MSG.WIDTH} size="md">
                  <SegmentedControl
                    value={String(form.width)}
                    onChange={(v) => setForm({ ...form, width: Number(v) })}
                    data={[
                      { value: String(PAPER_WIDTH.MM58), label: `${PRINT_MSG.WIDTH_58} (${PAPER_WIDTH.MM58})` },
                      { value: String(PAPER_WIDTH.MM80), label: `${PRINT_MSG.WIDTH_80} (${PAPER_WIDTH.MM80})` },
                    ]}
                    data-testid="printer-width"
                    fullWidth
                    size="md"
                  />
                </Input.Wrapper>
                {fixed === null && (
                  <Select
                    label={PRINT_MSG.MODEL}
                    description={PRINT_MSG.MODEL_HINT}
                    data={modelOptions(form.model)}
                    value={form.model}
                    onChange={(v) => v && setForm({ ...form, model: v })}
                    allowDeselect={false}
                    searchable
                    data-testid="printer-model"
                    size="md"
                  />
                )}
                <Group grow align="flex-start">
                  <Switch
                    label={PRINT_MSG.PRINT_LOGO}
                    description={PRINT_MSG.PRINT_LOGO_HINT}
                    checked={form.logo}
                    onChange={(e) => setForm({ ...form, logo: e.currentTarget.checked })}
                    data-testid="printer-logo-switch"
                    size="md"
                  />
                  <Switch
                    label={PRINT_MSG.PRINT_QR}
                    description={PRINT_MSG.PRINT_QR_HINT}
                    checked={form.qr}
                    onChange={(e) => setForm({ ...form, qr: e.currentTarget.checked })}
                    data-testid="printer-qr-switch"
                    size="md"
                  />
                </Group>
                {form.logo && <LogoSection />}
                {!cashier && (
                  <>
                    <MultiSelect
                      label={PRINT_MSG.GROUP_ONE}
                      data={options}
                      value={form.group1}
                      onChange={(v) => setForm({ ...form, group1: v })}
                      searchable
                      data-testid="printer-group1"
                      size="md"
                    />
                    <MultiSelect
                      label={PRINT_MSG.GROUP_TWO}
                      data={options}
                      value={form.group2}
                      onChange={(v) => setForm({ ...form, group2: v })}
                      searchable
                      data-testid="printer-group2"
                      size="md"
                    />
                  </>
                )}
              </>
            )}
            <Group justify="flex-end" mt="md">
              <Button variant="light" onClick={() => void test()} loading={busy} disabled={!info.data} data-testid="printer-test">
                {PRINT_MSG.TEST}
              </Button>
              {form.id > 0 && (
                <Button color="red" variant="subtle" onClick={() => void remove()} loading={busy} data-testid="printer-remove">
                  {PRINT_MSG.REMOVE}
                </Button>
              )}
              <Button onClick={() => void save()} loading={busy} disabled={device && !pairedHere} data-testid="printer-save">
                {PRINT_MSG.SAVE}
              </Button>
            </Group>
          </Stack>
        </Tabs.Panel>
        <Tabs.Panel value="queue">
          <PrintQueueTable />
        </Tabs.Panel>
        <Tabs.Panel value="wa">
          <WaOutboxTable />
        </Tabs.Panel>
      </Tabs>
    </Modal>
  );
}
