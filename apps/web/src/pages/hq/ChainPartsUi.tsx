/**
 * Pieces of head office's Menu pages for option groups, categories and stations (HqOptionsPage,
 * HqCategoriesPage, HqStationsPage), beside the back office's list and form pieces they use
 * (pages/admin: ListTable, DraftModal, EditButton, ActiveBadge): the tabs between the Menu pages, the
 * name field and outlet picker of a form, a row's on/off over its outlets, a row's Hapus with its confirm, and a row
 * as a card on a phone (a table's columns would be cut off at 390 px). Targets are 44 px (theme.ts).
 */
import { Badge, Button, Card, Group, MultiSelect, Stack, Tabs, Text, TextInput } from "@mantine/core";
import { useMediaQuery } from "@mantine/hooks";
import { CHAIN_MENU_MSG } from "@waroeng/domain";
import type { ReactNode } from "react";
import { useLocation, useNavigate } from "react-router";
import { ActiveBadge, confirmAction, EditButton } from "../admin/common.tsx";
import type { PartOutlet } from "./chainParts.ts";
import { type OutletEdits, partFieldText, partValueText } from "./partOverrides.ts";

/** Below this width the lists are cards. */
export const PHONE = "(max-width: 48em)";

/** Whether the screen is a phone's (cards instead of tables). */
export const usePhone = (): boolean => useMediaQuery(PHONE) ?? false;

const TABS = [
  { path: "/hq/menu", label: () => CHAIN_MENU_MSG.TAB_ITEMS, testId: "hq-menu-tab-items" },
  { path: "/hq/menu/opsi", label: () => CHAIN_MENU_MSG.TAB_OPTIONS, testId: "hq-menu-tab-options" },
  { path: "/hq/menu/kategori", label: () => CHAIN_MENU_MSG.TAB_CATEGORIES, testId: "hq-menu-tab-categories" },
  { path: "/hq/menu/plot-produksi", label: () => CHAIN_MENU_MSG.TAB_STATIONS, testId: "hq-menu-tab-stations" },
];

/** The tabs between the Menu pages: items, options, categories, stations (each its own address). */
export function HqMenuTabs() {
  const location = useLocation();
  const navigate = useNavigate();
  const phone = usePhone();
  return (
    <Tabs value={location.pathname} onChange={(path) => path && navigate(path)}>
      {/* On a phone two rows of two (four tabs do not fit in one row of 390 px). */}
      <Tabs.List aria-label={CHAIN_MENU_MSG.TABS} style={phone ? { display: "grid", gridTemplateColumns: "1fr 1fr" } : undefined}>
        {TABS.map((t) => (
          <Tabs.Tab key={t.path} value={t.path} data-testid={t.testId} fw={600}>
            {t.label()}
          </Tabs.Tab>
        ))}
      </Tabs.List>
    </Tabs>
  );
}

/** The outlets a form's change goes to (all that have it, chosen at first). */
export function OutletPicker(props: { all: PartOutlet[]; value: string[]; onChange: (v: string[]) => void }) {
  return (
    <MultiSelect
      label={CHAIN_MENU_MSG.OUTLETS}
      data={props.all.map((o) => ({ value: String(o.m_w_id), label: o.m_w_nama }))}
      value={props.value}
      onChange={props.onChange}
      data-testid="hq-part-outlets"
    />
  );
}

/** A form's name field (a group's, option's, category's or station's name: at most 60 characters). */
export function PartNameInput(props: { value: string; onChange: (name: string) => void; testId: string }) {
  return (
    <TextInput
      label={CHAIN_MENU_MSG.FIELDS.name}
      value={props.value}
      maxLength={60}
      onChange={(e) => props.onChange(e.currentTarget.value)}
      data-testid={props.testId}
    />
  );
}

/** The outlets' names, in words. */
export const outletNames = (outlets: readonly PartOutlet[]): string => outlets.map((o) => o.m_w_nama).join(", ");

/** On/off over the outlets: Aktif, Nonaktif, or "Nonaktif di <the outlets where it is off>". */
export function ActiveOver({ outlets }: { outlets: readonly PartOutlet[] }) {
  const off = outlets.filter((o) => o.active === false);
  if (off.length === 0 || off.length === outlets.length) {
    return <ActiveBadge active={off.length === 0} />;
  }
  return (
    <Text fz="sm" c="orange.9">
      {CHAIN_MENU_MSG.OFF_AT(outletNames(off))}
    </Text>
  );
}

/**
 * A row's Hapus: asks first ("Hapus <name>?", at which outlets, that bills and reports keep the name),
 * then runs `onConfirm`. `testId` on the button, `<testId>-confirm` on the dialog's Hapus.
 */
export function DeleteButton(props: { name: string; outlets: readonly PartOutlet[]; testId: string; onConfirm: () => void }) {
  return (
    <Button
      variant="light"
      color="red"
      size="xs"
      aria-label={`${CHAIN_MENU_MSG.DELETE} ${props.name}`}
      data-testid={props.testId}
      onClick={() =>
        confirmAction({
          title: CHAIN_MENU_MSG.DELETE_TITLE(props.name),
          body: CHAIN_MENU_MSG.DELETE_BODY(outletNames(props.outlets)),
          confirm: CHAIN_MENU_MSG.DELETE,
          danger: true,
          testId: `${props.testId}-confirm`,
          onConfirm: props.onConfirm,
        })
      }
    >
      {CHAIN_MENU_MSG.DELETE}
    </Button>
  );
}

/** A row's Ubah and Hapus side by side. */
export function RowActions(props: {
  name: string;
  outlets: readonly PartOutlet[];
  editTestId: string;
  deleteTestId: string;
  onEdit: () => void;
  onDelete: () => void;
}) {
  return (
    <Group gap="xs" wrap="nowrap">
      <EditButton name={props.name} onClick={props.onEdit} testId={props.editTestId} />
      <DeleteButton name={props.name} outlets={props.outlets} testId={props.deleteTestId} onConfirm={props.onDelete} />
    </Group>
  );
}

/**
 * One row as a card on a phone: its name with Ubah and Hapus, then `children` (its values) side by
 * side, wrapping. `testId` on the card, `editTestId` / `deleteTestId` on the buttons.
 */
export function PartCard(props: {
  name: string;
  testId: string;
  editTestId: string;
  deleteTestId: string;
  outlets: readonly PartOutlet[];
  onEdit: () => void;
  onDelete: () => void;
  children: ReactNode;
}) {
  return (
    <Card withBorder padding="sm" data-testid={props.testId}>
      <Stack gap={6}>
        <Group justify="space-between" wrap="nowrap" align="flex-start" gap="xs">
          <Text fw={600} style={{ minWidth: 0, overflowWrap: "anywhere" }}>
            {props.name}
          </Text>
          <RowActions {...props} />
        </Group>
        <Group gap="xs" wrap="wrap">
          {props.children}
        </Group>
      </Stack>
    </Card>
  );
}

/**
 * The outlets that changed a row on their own (partOverrides.ts `outletEditsOf`), as the items tab
 * shows its overrides: the outlet, then per field an orange "<field> oleh outlet" and the outlet's
 * value (a price in `currencyOf(outlet)`). Nothing when every outlet follows head office.
 */
export function OutletEditsOver(props: {
  outlets: readonly OutletEdits[];
  currencyOf?: (m_w_id: number) => string;
  /** The transaction types (id → name) a per-type price is named by. */
  types?: readonly { m_t_t_id: number; m_t_t_name: string }[];
}) {
  if (props.outlets.length === 0) {
    return null;
  }
  return (
    <Stack gap={4} w="100%" maw={320}>
      {props.outlets.map((o) => (
        <Group key={o.m_w_id} gap="xs" wrap="wrap" data-testid={`hq-part-override-${o.m_w_id}`}>
          <Text fz="sm" fw={600}>
            {o.m_w_nama}:
          </Text>
          {o.edits.map((e) => (
            <Group key={e.field} gap={4} wrap="wrap">
              {/* A long field (a transaction type's price) wraps inside the badge instead of widening the column. */}
              <Badge variant="light" color="orange" h="auto" styles={{ label: { whiteSpace: "normal", lineHeight: 1.4 } }}>
                {partFieldText(e.field, props.types)} {CHAIN_MENU_MSG.SOURCE_OUTLET}
              </Badge>
              <Text fz="sm" className="tabular" data-testid={`hq-part-override-value-${e.field}`}>
                {partValueText(e.field, e.value, props.currencyOf?.(o.m_w_id) ?? "Rp")}
              </Text>
            </Group>
          ))}
        </Group>
      ))}
    </Stack>
  );
}
