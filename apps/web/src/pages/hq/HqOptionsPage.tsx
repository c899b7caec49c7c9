/**
 * Head office · Menu · Opsi Menu (`/hq/menu/opsi`, `hq.menu`; docs/chain-sync.md "One menu for the
 * chain"): the chain's option groups by name with their options, each option's price add-on and
 * on/off over the caller's outlets, with its own add-ons per transaction type by the type's name
 * (GET /hq/menu/options); the forms that change a group (name, on/off) or an option (name, price
 * add-on, on/off) at every outlet that has it or the chosen ones (POST /hq/menu/options), make a new
 * group with its options, rules and categories or add an option to a group (POST
 * /hq/menu/options/create); Hapus of a group or an option after a confirm (POST /hq/menu/options/delete).
 * A table per group on a wide screen (the back office's ListTable), cards on a phone. Money: minor
 * units from the server, entered in the chosen outlets' currency.
 */
import { Alert, Button, Card, Group, MultiSelect, NumberInput, SimpleGrid, Stack, Switch, Table, Text, TextInput } from "@mantine/core";
import { useQuery } from "@tanstack/react-query";
import { CHAIN_MENU_MSG, currencyFromOutlet, moneyDecimals, OPTION_ADMIN_MSG, OPTION_LIMITS } from "@waroeng/domain";
import { type HqOptionList, hqMenuApi } from "../../api/hq.ts";
import { queryKeys } from "../../api/queryKeys.ts";
import { DraftModal } from "../admin/AdminFormModal.tsx";
import { AdminHeader } from "../admin/common.tsx";
import { ListTable } from "../admin/ListTable.tsx";
import { useAdminSave, useDraft } from "../admin/useAdminSave.ts";
import {
  ActiveOver,
  HqMenuTabs,
  OutletEditsOver,
  OutletPicker,
  outletNames,
  PartCard,
  PartNameInput,
  RowActions,
  usePhone,
} from "./ChainPartsUi.tsx";
import {
  chosenRows,
  deltaText,
  distinctValues,
  type OptionDraft,
  oneCurrency,
  optionBody,
  type PartOutlet,
  shownActive,
  shownPrice,
} from "./chainParts.ts";
import {
  groupCreateBody,
  type NewGroupDraft,
  type NewOptionDraft,
  newGroupDraft,
  optionCreateBody,
  typePriceTexts,
} from "./chainPartsCreate.ts";
import { outletEditsOf } from "./partOverrides.ts";
import { useHqMe } from "./useHqMe.ts";

type OptGroup = HqOptionList["groups"][number];
type Option = OptGroup["options"][number];

const prices = (o: Option) => distinctValues(o.outlets, (x) => deltaText(x.price ?? 0, x.currency ?? "Rp")).join(" · ");
const draftOf = (group: string, name: string, all: OptionDraft["all"], option?: string): OptionDraft => ({
  group,
  ...(option !== undefined ? { option } : {}),
  name,
  price: null,
  active: null,
  outlets: all.map((o) => String(o.m_w_id)),
  all,
});

/** A money field in the one currency of `rows` (major units; Rp without decimals); nothing when they count in several. */
function PriceField(props: { rows: PartOutlet[]; value: number | string; onChange: (v: number | string) => void; testId: string }) {
  const currency = oneCurrency(props.rows);
  if (currency === null) {
    return null;
  }
  return (
    <NumberInput
      label={`${CHAIN_MENU_MSG.PRICE_DELTA} (${currency})`}
      value={props.value}
      decimalScale={moneyDecimals(currencyFromOutlet(currency))}
      thousandSeparator={currency === "RM" ? "," : "."}
      decimalSeparator={currency === "RM" ? "." : ","}
      onChange={props.onChange}
      data-testid={props.testId}
    />
  );
}

/** Said once above a form's prices when the chosen outlets count in several currencies (no price can be set for all). */
function MixedCurrencies({ rows }: { rows: PartOutlet[] }) {
  return oneCurrency(rows) === null ? (
    <Alert color="yellow" data-testid="hq-option-currencies">
      {CHAIN_MENU_MSG.PRICE_CURRENCIES_MIXED}
    </Alert>
  ) : null;
}

export function HqOptionsPage() {
  const phone = usePhone();
  const list = useQuery({ queryKey: queryKeys.hq.menuOptions, queryFn: hqMenuApi.options });
  const editor = useDraft(queryKeys.hq.menuOptions, (d: OptionDraft) => hqMenuApi.editOption(optionBody(d)));
  const { patch } = editor;
  const groups = list.data?.groups ?? [];
  const types = list.data?.types ?? [];
  const mine = useHqMe().data?.outlets ?? [];
  const categories = useQuery({ queryKey: queryKeys.hq.menuCategories, queryFn: hqMenuApi.categories }).data?.categories ?? [];
  const newGroup = useDraft(queryKeys.hq.menuOptions, (d: NewGroupDraft) => hqMenuApi.createOption(groupCreateBody(d)));
  const newOption = useDraft(queryKeys.hq.menuOptions, (d: NewOptionDraft) => hqMenuApi.createOption(optionCreateBody(d)));
  const remove = useAdminSave({
    keys: [queryKeys.hq.menuOptions],
    save: (b: { group: string; option?: string }) => hqMenuApi.deleteOption(b),
    message: (r) => CHAIN_MENU_MSG.DELETED(r.outlets),
    notifyError: true,
  });
  // A group's outlets with their currency (a new option's price is entered in it).
  const groupOutlets = (g: OptGroup): PartOutlet[] =>
    g.outlets.map((o) => ({ ...o, currency: mine.find((m) => m.m_w_id === o.m_w_id)?.currency ?? "Rp" }));
  const typePrices = (o: Option) => typePriceTexts(o.outlets, types).join(" · ") || CHAIN_MENU_MSG.SAME_AS_BASE;
  // The outlets' own edits, from the chain menu (GET /hq/menu `parts`).
  const parts = useQuery({ queryKey: queryKeys.hq.menu, queryFn: hqMenuApi.list }).data?.parts ?? [];
  const optionEdits = (g: OptGroup, o: Option) => (
    <OutletEditsOver
      outlets={outletEditsOf(parts, "m_option", `${g.name}: ${o.name}`)}
      currencyOf={(id) => o.outlets.find((x) => x.m_w_id === id)?.currency ?? "Rp"}
      types={types}
    />
  );
  const editGroup = (g: OptGroup) => editor.open(draftOf(g.name, g.name, g.outlets));
  const editOption = (g: OptGroup, o: Option) => editor.open(draftOf(g.name, o.name, o.outlets, o.name));
  const testKey = (g: OptGroup, o: Option) => `${g.name}-${o.name}`;
  const optionActions = (g: OptGroup, o: Option) => ({
    name: o.name,
    outlets: o.outlets,
    editTestId: `hq-option-edit-${testKey(g, o)}`,
    deleteTestId: `hq-option-delete-${testKey(g, o)}`,
    onEdit: () => editOption(g, o),
    onDelete: () => remove.mutate({ group: g.name, option: o.name }),
  });

  return (
    <Stack gap="md">
      <HqMenuTabs />
      <AdminHeader
        title={CHAIN_MENU_MSG.TAB_OPTIONS}
        addLabel={CHAIN_MENU_MSG.ADD_GROUP}
        addTestId="hq-option-group-add"
        onAdd={() => newGroup.open(newGroupDraft(mine))}
      />
      <Text c="dimmed">{CHAIN_MENU_MSG.PARTS_INTRO}</Text>
      {list.isSuccess && groups.length === 0 && <Text data-testid="hq-options-empty">{CHAIN_MENU_MSG.PARTS_EMPTY}</Text>}
      {groups.map((g) => (
        <Card key={g.name} withBorder padding={phone ? "sm" : "md"} data-testid={`hq-option-group-${g.name}`}>
          <Stack gap="sm">
            <Group justify="space-between" wrap="nowrap" align="flex-start">
              <Stack gap={2} style={{ minWidth: 0 }}>
                <Text fw={700} fz="lg">
                  {g.name}
                </Text>
                <Text fz="sm" c="dimmed">
                  {CHAIN_MENU_MSG.AT_OUTLETS(g.outlets.length)}
                </Text>
                <ActiveOver outlets={g.outlets} />
                <OutletEditsOver outlets={outletEditsOf(parts, "m_option_group", g.name)} />
              </Stack>
              <RowActions
                name={g.name}
                outlets={g.outlets}
                editTestId={`hq-option-group-edit-${g.name}`}
                deleteTestId={`hq-option-group-delete-${g.name}`}
                onEdit={() => editGroup(g)}
                onDelete={() => remove.mutate({ group: g.name })}
              />
            </Group>
            {phone ? (
              g.options.map((o) => (
                <PartCard key={o.name} testId={`hq-option-${testKey(g, o)}`} {...optionActions(g, o)}>
                  <Text fw={600} className="tabular" data-testid="hq-option-price">
                    {prices(o)}
                  </Text>
                  {typePriceTexts(o.outlets, types).length > 0 && (
                    <Text fz="sm" className="tabular" data-testid="hq-option-type-prices">
                      {CHAIN_MENU_MSG.PRICE_PER_TYPE}: {typePrices(o)}
                    </Text>
                  )}
                  <Text fz="sm" c="dimmed">
                    · {outletNames(o.outlets)}
                  </Text>
                  <ActiveOver outlets={o.outlets} />
                  {optionEdits(g, o)}
                </PartCard>
              ))
            ) : (
              <ListTable
                testId={`hq-options-${g.name}`}
                columns={[
                  CHAIN_MENU_MSG.OPTION,
                  CHAIN_MENU_MSG.PRICE_DELTA,
                  CHAIN_MENU_MSG.PRICE_PER_TYPE,
                  CHAIN_MENU_MSG.OUTLETS,
                  { label: CHAIN_MENU_MSG.FIELDS.active, w: 110 },
                  { w: 170 },
                ]}
              >
                {g.options.map((o) => (
                  <Table.Tr key={o.name} data-testid={`hq-option-${testKey(g, o)}`}>
                    <Table.Td>
                      <Text fw={600}>{o.name}</Text>
                      {optionEdits(g, o)}
                    </Table.Td>
                    <Table.Td className="tabular" data-testid="hq-option-price">
                      {prices(o)}
                    </Table.Td>
                    <Table.Td fz="sm" className="tabular" data-testid="hq-option-type-prices">
                      {typePrices(o)}
                    </Table.Td>
                    <Table.Td fz="sm">{outletNames(o.outlets)}</Table.Td>
                    <Table.Td>
                      <ActiveOver outlets={o.outlets} />
                    </Table.Td>
                    <Table.Td>
                      <RowActions {...optionActions(g, o)} />
                    </Table.Td>
                  </Table.Tr>
                ))}
              </ListTable>
            )}
            <Group>
              <Button
                variant="light"
                onClick={() =>
                  newOption.open({
                    group: g.name,
                    name: "",
                    price: "",
                    outlets: g.outlets.map((o) => String(o.m_w_id)),
                    all: groupOutlets(g),
                  })
                }
                data-testid={`hq-option-add-${g.name}`}
              >
                {CHAIN_MENU_MSG.ADD_OPTION}
              </Button>
            </Group>
          </Stack>
        </Card>
      ))}
      <DraftModal
        editor={editor}
        title={
          editor.draft
            ? `${editor.draft.option === undefined ? CHAIN_MENU_MSG.GROUP : CHAIN_MENU_MSG.OPTION}: ${editor.draft.option ?? editor.draft.group}`
            : ""
        }
        testPrefix="hq-option"
        saveDisabled={(d) => d.outlets.length === 0 || d.name.trim() === ""}
      >
        {(draft) => {
          const currency = oneCurrency(chosenRows(draft.outlets, draft.all));
          return (
            <>
              <PartNameInput value={draft.name} onChange={(name) => patch({ name })} testId="hq-option-name" />
              {draft.option !== undefined &&
                (currency !== null ? (
                  <NumberInput
                    label={`${CHAIN_MENU_MSG.PRICE_DELTA} (${currency})`}
                    value={shownPrice(draft)}
                    min={0}
                    decimalScale={moneyDecimals(currencyFromOutlet(currency))}
                    thousandSeparator={currency === "RM" ? "," : "."}
                    decimalSeparator={currency === "RM" ? "." : ","}
                    onChange={(price) => patch({ price })}
                    data-testid="hq-option-price-input"
                  />
                ) : (
                  <Alert color="yellow" data-testid="hq-option-currencies">
                    {CHAIN_MENU_MSG.PRICE_CURRENCIES_MIXED}
                  </Alert>
                ))}
              <Switch
                label={CHAIN_MENU_MSG.FIELDS.active}
                checked={shownActive(draft)}
                onChange={(e) => patch({ active: e.currentTarget.checked })}
                data-testid="hq-option-active"
              />
              <OutletPicker all={draft.all} value={draft.outlets} onChange={(outlets) => patch({ outlets, price: null })} />
            </>
          );
        }}
      </DraftModal>
      <DraftModal
        editor={newGroup}
        title={CHAIN_MENU_MSG.ADD_GROUP}
        testPrefix="hq-option-group-new"
        saveDisabled={(d) => d.outlets.length === 0 || d.group.trim() === "" || d.options.every((o) => o.name.trim() === "")}
      >
        {(draft) => {
          const rows = chosenRows(draft.outlets, draft.all);
          const patchRow = (key: number, p: Partial<NewGroupDraft["options"][number]>) =>
            newGroup.patch({ options: draft.options.map((o) => (o.key === key ? { ...o, ...p } : o)) });
          return (
            <>
              <TextInput
                label={CHAIN_MENU_MSG.FIELDS.name}
                value={draft.group}
                maxLength={OPTION_LIMITS.groupNameMax}
                onChange={(e) => newGroup.patch({ group: e.currentTarget.value })}
                data-testid="hq-option-group-new-name"
              />
              <SimpleGrid cols={2}>
                <NumberInput
                  label={CHAIN_MENU_MSG.MIN_CHOICES}
                  value={draft.min}
                  min={0}
                  max={OPTION_LIMITS.choicesMax}
                  allowDecimal={false}
                  onChange={(min) => newGroup.patch({ min })}
                  data-testid="hq-option-group-new-min"
                />
                <NumberInput
                  label={CHAIN_MENU_MSG.MAX_CHOICES}
                  value={draft.max}
                  min={1}
                  max={OPTION_LIMITS.choicesMax}
                  allowDecimal={false}
                  onChange={(max) => newGroup.patch({ max })}
                  data-testid="hq-option-group-new-max"
                />
              </SimpleGrid>
              <MixedCurrencies rows={rows} />
              {draft.options.map((o, i) => (
                <Group key={o.key} gap="xs" align="flex-end" wrap="wrap" data-testid="hq-option-group-new-row">
                  <TextInput
                    label={OPTION_ADMIN_MSG.FIELD_OPTION}
                    value={o.name}
                    maxLength={OPTION_LIMITS.optionNameMax}
                    onChange={(e) => patchRow(o.key, { name: e.currentTarget.value })}
                    style={{ flex: "1 1 150px" }}
                    data-testid={`hq-option-group-new-option-${i}`}
                  />
                  <div style={{ flex: "1 1 120px" }}>
                    <PriceField
                      rows={rows}
                      value={o.price}
                      onChange={(price) => patchRow(o.key, { price })}
                      testId={`hq-option-group-new-price-${i}`}
                    />
                  </div>
                  <Button
                    variant="subtle"
                    color="red"
                    disabled={draft.options.length === 1}
                    onClick={() => newGroup.patch({ options: draft.options.filter((x) => x.key !== o.key) })}
                  >
                    {OPTION_ADMIN_MSG.REMOVE}
                  </Button>
                </Group>
              ))}
              <Group>
                <Button
                  variant="light"
                  disabled={draft.options.length >= OPTION_LIMITS.optionsMax}
                  onClick={() =>
                    newGroup.patch({
                      options: [...draft.options, { key: Math.max(0, ...draft.options.map((o) => o.key)) + 1, name: "", price: "" }],
                    })
                  }
                  data-testid="hq-option-group-new-more"
                >
                  {CHAIN_MENU_MSG.ADD_OPTION}
                </Button>
              </Group>
              <MultiSelect
                label={CHAIN_MENU_MSG.ATTACH_CATEGORIES}
                data={categories.map((c) => c.name)}
                value={draft.categories}
                onChange={(v) => newGroup.patch({ categories: v })}
                searchable
                data-testid="hq-option-group-new-categories"
              />
              <OutletPicker all={draft.all} value={draft.outlets} onChange={(outlets) => newGroup.patch({ outlets })} />
            </>
          );
        }}
      </DraftModal>
      <DraftModal
        editor={newOption}
        title={newOption.draft ? `${CHAIN_MENU_MSG.ADD_OPTION}: ${newOption.draft.group}` : ""}
        testPrefix="hq-option-new"
        saveDisabled={(d) => d.outlets.length === 0 || d.name.trim() === ""}
      >
        {(draft) => (
          <>
            <TextInput
              label={OPTION_ADMIN_MSG.FIELD_OPTION}
              value={draft.name}
              maxLength={OPTION_LIMITS.optionNameMax}
              onChange={(e) => newOption.patch({ name: e.currentTarget.value })}
              data-testid="hq-option-new-name"
            />
            <MixedCurrencies rows={chosenRows(draft.outlets, draft.all)} />
            <PriceField
              rows={chosenRows(draft.outlets, draft.all)}
              value={draft.price}
              onChange={(price) => newOption.patch({ price })}
              testId="hq-option-new-price"
            />
            <OutletPicker all={draft.all} value={draft.outlets} onChange={(outlets) => newOption.patch({ outlets })} />
          </>
        )}
      </DraftModal>
    </Stack>
  );
}
