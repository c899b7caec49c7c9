/**
 * Head office · Menu (`hq.menu`; docs/chain-sync.md "One menu for the chain"): the chain's items with
 * their chain price and on/off, each outlet's price and the fields it overrides (by head office or by
 * the outlet), an edit for every outlet or the chosen ones, "follow head office" for an override, and
 * (owner) which fields an outlet may change. Money: minor units from the server, shown and entered
 * in each item's currency.
 */
import { Alert, Badge, Button, Group, Modal, MultiSelect, NumberInput, Stack, Switch, Table, Text, TextInput, Title } from "@mantine/core";
import { useMediaQuery } from "@mantine/hooks";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { CHAIN_MENU_MSG, type ChainField, currencyFromOutlet, formatMoney, moneyDecimals } from "@waroeng/domain";
import { useState } from "react";
import { ApiError } from "../../api/client.ts";
import { type HqMenuItem, hqMenuApi } from "../../api/hq.ts";
import { queryKeys } from "../../api/queryKeys.ts";
import { HqMenuTabs } from "./ChainPartsUi.tsx";
import { followBasePrice } from "./chainPrices.ts";
import { type FollowField, HqMenuItemCard, HqMenuOverrides } from "./HqMenuItemParts.tsx";
import { useHqMe } from "./useHqMe.ts";

const money = (minor: number, currency: string) => formatMoney(minor, currencyFromOutlet(currency));
const factor = (currency: string) => 10 ** moneyDecimals(currencyFromOutlet(currency));

/** Below this width the items are cards (a table's columns would be cut off). */
const PHONE = "(max-width: 48em)";

interface Draft {
  item: HqMenuItem;
  name: string;
  price: number | string;
  active: boolean;
  outlets: string[];
}

export function HqMenuPage() {
  const me = useHqMe();
  const phone = useMediaQuery(PHONE) ?? false;
  const queryClient = useQueryClient();
  const menu = useQuery({ queryKey: queryKeys.hq.menu, queryFn: hqMenuApi.list });
  const [draft, setDraft] = useState<Draft | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const done = (message?: string) => {
    setError(null);
    setNotice(message ?? null);
    return queryClient.invalidateQueries({ queryKey: queryKeys.hq.menu });
  };
  const fail = (e: unknown) => setError(e instanceof ApiError ? e.message : String(e));
  const link = useMutation({ mutationFn: hqMenuApi.link, onSuccess: (r) => done(CHAIN_MENU_MSG.LINKED(r.created)), onError: fail });
  const save = useMutation({
    mutationFn: (d: Draft) => {
      const all = d.outlets.length === d.item.outlets.length;
      const price = Math.round(Number(d.price) * factor(d.item.currency));
      return hqMenuApi.edit(d.item.hq_menu_item_id, {
        ...(d.name !== d.item.name ? { name: d.name } : {}),
        price,
        // The till sells at the price per transaction type: those at the old base price follow it.
        ...(price !== d.item.price ? { prices: followBasePrice(d.item.prices, d.item.price, price) } : {}),
        active: d.active,
        ...(all ? {} : { outlets: d.outlets.map(Number) }),
      });
    },
    onSuccess: async () => {
      setDraft(null);
      await done(CHAIN_MENU_MSG.SAVED);
    },
    onError: fail,
  });
  const follow = useMutation({
    mutationFn: (v: { id: number; outletId: number; field: FollowField }) => hqMenuApi.follow(v.id, v.outletId, v.field),
    onSuccess: () => done(CHAIN_MENU_MSG.OVERRIDE_CLEARED),
    onError: fail,
  });
  const policy = useMutation({
    mutationFn: (p: { field: ChainField; outlet_may_edit: boolean }) => hqMenuApi.policy([p]),
    onSuccess: () => done(CHAIN_MENU_MSG.POLICY_SAVED),
    onError: fail,
  });
  const items = menu.data?.items ?? [];
  const isOwner = me.data?.role === "owner";
  const edit = (item: HqMenuItem) =>
    setDraft({
      item,
      name: item.name,
      price: item.price / factor(item.currency),
      active: item.active,
      outlets: item.outlets.map((o) => String(o.m_w_id)),
    });

  return (
    <Stack gap="md">
      <HqMenuTabs />
      <Group justify="space-between" wrap="wrap">
        <Title order={2}>{CHAIN_MENU_MSG.TITLE}</Title>
        <Button variant="light" mih={44} onClick={() => link.mutate()} loading={link.isPending} data-testid="hq-menu-link">
          {CHAIN_MENU_MSG.LINK}
        </Button>
      </Group>
      <Text c="dimmed">{CHAIN_MENU_MSG.INTRO}</Text>
      {error && !draft && (
        <Alert color="red" data-testid="hq-menu-error">
          {error}
        </Alert>
      )}
      {notice && (
        <Alert color="green" data-testid="hq-menu-notice" withCloseButton onClose={() => setNotice(null)}>
          {notice}
        </Alert>
      )}
      {menu.isSuccess && items.length === 0 && <Text data-testid="hq-menu-empty">{CHAIN_MENU_MSG.EMPTY}</Text>}
      {items.length > 0 && phone && (
        <Stack gap="sm" data-testid="hq-menu">
          {items.map((item) => (
            <HqMenuItemCard
              key={item.hq_menu_item_id}
              item={item}
              onFollow={(outletId, field) => follow.mutate({ id: item.hq_menu_item_id, outletId, field })}
              onEdit={() => edit(item)}
            />
          ))}
        </Stack>
      )}
      {items.length > 0 && !phone && (
        <Table striped verticalSpacing="sm" data-testid="hq-menu">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{CHAIN_MENU_MSG.FIELDS.name}</Table.Th>
              <Table.Th>{CHAIN_MENU_MSG.CHAIN_VALUE}</Table.Th>
              <Table.Th>{CHAIN_MENU_MSG.OVERRIDES}</Table.Th>
              <Table.Th />
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {items.map((item) => (
              <Table.Tr key={item.hq_menu_item_id} data-testid={`hq-menu-item-${item.name}`}>
                <Table.Td>
                  <Text fw={600}>{item.name}</Text>
                  {!item.active && <Badge color="gray">{CHAIN_MENU_MSG.FIELDS.active}: ✕</Badge>}
                </Table.Td>
                <Table.Td data-testid="hq-menu-chain-price">{money(item.price, item.currency)}</Table.Td>
                <Table.Td>
                  <HqMenuOverrides
                    item={item}
                    onFollow={(outletId, field) => follow.mutate({ id: item.hq_menu_item_id, outletId, field })}
                  />
                </Table.Td>
                <Table.Td>
                  <Button variant="light" data-testid={`hq-menu-edit-${item.name}`} onClick={() => edit(item)}>
                    {CHAIN_MENU_MSG.EDIT}
                  </Button>
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      )}

      {isOwner && menu.data && (
        <Stack gap="xs" data-testid="hq-menu-policy">
          <Title order={4}>{CHAIN_MENU_MSG.POLICY}</Title>
          <Group gap="lg" wrap="wrap">
            {menu.data.policy.map((p) => (
              <Switch
                key={p.field}
                size={phone ? "lg" : "sm"}
                mih={phone ? 44 : undefined}
                label={CHAIN_MENU_MSG.FIELDS[p.field]}
                checked={p.outlet_may_edit}
                onChange={(e) => policy.mutate({ field: p.field, outlet_may_edit: e.currentTarget.checked })}
                data-testid={`hq-menu-policy-${p.field}`}
              />
            ))}
          </Group>
        </Stack>
      )}

      <Modal opened={draft !== null} onClose={() => setDraft(null)} title={draft?.item.name ?? ""} fullScreen={phone}>
        {draft && (
          <form
            onSubmit={(e) => {
              e.preventDefault();
              save.mutate(draft);
            }}
          >
            <Stack gap="sm">
              <TextInput
                label={CHAIN_MENU_MSG.FIELDS.name}
                value={draft.name}
                onChange={(e) => setDraft({ ...draft, name: e.currentTarget.value })}
              />
              <NumberInput
                label={`${CHAIN_MENU_MSG.FIELDS.price} (${draft.item.currency})`}
                value={draft.price}
                min={0}
                decimalScale={moneyDecimals(currencyFromOutlet(draft.item.currency))}
                thousandSeparator={draft.item.currency === "RM" ? "," : "."}
                decimalSeparator={draft.item.currency === "RM" ? "." : ","}
                onChange={(v) => setDraft({ ...draft, price: v })}
                data-testid="hq-menu-price"
              />
              <Switch
                label={CHAIN_MENU_MSG.FIELDS.active}
                checked={draft.active}
                onChange={(e) => setDraft({ ...draft, active: e.currentTarget.checked })}
              />
              <MultiSelect
                label={CHAIN_MENU_MSG.OUTLETS}
                data={draft.item.outlets.map((o) => ({ value: String(o.m_w_id), label: o.m_w_nama }))}
                value={draft.outlets}
                onChange={(outlets) => setDraft({ ...draft, outlets })}
                data-testid="hq-menu-outlets"
              />
              {error && <Alert color="red">{error}</Alert>}
              <Group justify="flex-end">
                <Button variant="default" mih={44} onClick={() => setDraft(null)}>
                  {CHAIN_MENU_MSG.CANCEL}
                </Button>
                <Button type="submit" mih={44} loading={save.isPending} disabled={draft.outlets.length === 0} data-testid="hq-menu-save">
                  {CHAIN_MENU_MSG.SAVE}
                </Button>
              </Group>
            </Stack>
          </form>
        )}
      </Modal>
    </Stack>
  );
}
