/**
 * Head office · Menu · Opsi Menu (`/hq/menu/opsi`, `hq.menu`; docs/chain-sync.md "One menu for the
 * chain"): the chain's option groups by name with their options, each option's price add-on and
 * on/off over the caller's outlets (GET /hq/menu/options), and the forms that change a group (name,
 * on/off) or an option (name, price add-on, on/off) at every outlet that has it or the chosen ones
 * (POST /hq/menu/options). A table per group on a wide screen (the back office's ListTable), cards on
 * a phone. Money: minor units from the server, entered in the chosen outlets' currency.
 */
import { Alert, Card, Group, NumberInput, Stack, Switch, Table, Text, TextInput, Title } from "@mantine/core";
import { useQuery } from "@tanstack/react-query";
import { CHAIN_MENU_MSG, currencyFromOutlet, moneyDecimals } from "@waroeng/domain";
import { type HqOptionList, hqMenuApi } from "../../api/hq.ts";
import { queryKeys } from "../../api/queryKeys.ts";
import { DraftModal } from "../admin/AdminFormModal.tsx";
import { EditButton } from "../admin/common.tsx";
import { ListTable } from "../admin/ListTable.tsx";
import { useDraft } from "../admin/useAdminSave.ts";
import { ActiveOver, HqMenuTabs, OutletEditsOver, OutletPicker, outletNames, PartCard, usePhone } from "./ChainPartsUi.tsx";
import { chosenRows, deltaText, distinctValues, type OptionDraft, oneCurrency, optionBody, shownActive, shownPrice } from "./chainParts.ts";
import { outletEditsOf } from "./partOverrides.ts";

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

export function HqOptionsPage() {
  const phone = usePhone();
  const list = useQuery({ queryKey: queryKeys.hq.menuOptions, queryFn: hqMenuApi.options });
  const editor = useDraft(queryKeys.hq.menuOptions, (d: OptionDraft) => hqMenuApi.editOption(optionBody(d)));
  const { patch } = editor;
  const groups = list.data?.groups ?? [];
  // The outlets' own edits, from the chain menu (GET /hq/menu `parts`).
  const parts = useQuery({ queryKey: queryKeys.hq.menu, queryFn: hqMenuApi.list }).data?.parts ?? [];
  const optionEdits = (g: OptGroup, o: Option) => (
    <OutletEditsOver
      outlets={outletEditsOf(parts, "m_option", `${g.name}: ${o.name}`)}
      currencyOf={(id) => o.outlets.find((x) => x.m_w_id === id)?.currency ?? "Rp"}
    />
  );
  const editGroup = (g: OptGroup) => editor.open(draftOf(g.name, g.name, g.outlets));
  const editOption = (g: OptGroup, o: Option) => editor.open(draftOf(g.name, o.name, o.outlets, o.name));
  const testKey = (g: OptGroup, o: Option) => `${g.name}-${o.name}`;

  return (
    <Stack gap="md">
      <HqMenuTabs />
      <Title order={2}>{CHAIN_MENU_MSG.TAB_OPTIONS}</Title>
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
              <EditButton name={g.name} onClick={() => editGroup(g)} testId={`hq-option-group-edit-${g.name}`} />
            </Group>
            {phone ? (
              g.options.map((o) => (
                <PartCard
                  key={o.name}
                  name={o.name}
                  testId={`hq-option-${testKey(g, o)}`}
                  editTestId={`hq-option-edit-${testKey(g, o)}`}
                  onEdit={() => editOption(g, o)}
                >
                  <Text fw={600} className="tabular" data-testid="hq-option-price">
                    {prices(o)}
                  </Text>
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
                  CHAIN_MENU_MSG.OUTLETS,
                  CHAIN_MENU_MSG.FIELDS.active,
                  { w: 90 },
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
                    <Table.Td fz="sm">{outletNames(o.outlets)}</Table.Td>
                    <Table.Td>
                      <ActiveOver outlets={o.outlets} />
                    </Table.Td>
                    <Table.Td>
                      <EditButton name={o.name} onClick={() => editOption(g, o)} testId={`hq-option-edit-${testKey(g, o)}`} />
                    </Table.Td>
                  </Table.Tr>
                ))}
              </ListTable>
            )}
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
              <TextInput
                label={CHAIN_MENU_MSG.FIELDS.name}
                value={draft.name}
                maxLength={60}
                onChange={(e) => patch({ name: e.currentTarget.value })}
                data-testid="hq-option-name"
              />
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
    </Stack>
  );
}
