/**
 * Head office · Menu, the pieces of one chain item shared by the table (tablet, desktop) and the
 * cards (phone): the outlets whose value differs with a "follow head office" per head-office override,
 * and the item as a card. Money: minor units, shown in each outlet's currency. Buttons are at least
 * 44 px high on a phone (a thumb's target).
 */
import { Badge, Button, Card, Group, Stack, Text } from "@mantine/core";
import { CHAIN_MENU_MSG, type ChainField, currencyFromOutlet, formatMoney } from "@waroeng/domain";
import type { HqMenuItem } from "../../api/hq.ts";

const money = (minor: number, currency: string) => formatMoney(minor, currencyFromOutlet(currency));

/** A field head office can give back to the chain value. */
export type FollowField = "name" | "price" | "active";

interface OverridesProps {
  item: HqMenuItem;
  /** Clears head office's override of `field` at the outlet `outletId`. */
  onFollow: (outletId: number, field: FollowField) => void;
  /** A phone: the follow buttons get a thumb-sized target. */
  phone?: boolean;
}

/** The outlets of `item` that differ from the chain, each override's owner, and "follow head office". */
export function HqMenuOverrides({ item, onFollow, phone = false }: OverridesProps) {
  const differing = item.outlets.filter((o) => o.overrides.length > 0);
  if (differing.length === 0) {
    return (
      <Text fz="sm" c="dimmed">
        {CHAIN_MENU_MSG.NO_OVERRIDES}
      </Text>
    );
  }
  return (
    <Stack gap={4}>
      {differing.map((o) => (
        <Group key={o.m_w_id} gap="xs" wrap="wrap" data-testid={`hq-menu-override-${o.m_w_id}`}>
          <Text fz="sm" fw={600}>
            {o.m_w_nama}: {money(o.price, o.currency)}
          </Text>
          {o.overrides.map((v) => (
            <Group key={`${v.field}-${v.source}`} gap={4} wrap="wrap">
              <Badge variant="light" color={v.source === "hq" ? "blue" : "orange"}>
                {CHAIN_MENU_MSG.FIELDS[v.field.split(":")[0] as ChainField] ?? v.field}{" "}
                {v.source === "hq" ? CHAIN_MENU_MSG.SOURCE_HQ : CHAIN_MENU_MSG.SOURCE_OUTLET}
              </Badge>
              {v.source === "hq" && (v.field !== "price" || o.currency === item.currency) && (
                <Button
                  size={phone ? "sm" : "compact-sm"}
                  mih={phone ? 44 : undefined}
                  variant="subtle"
                  onClick={() => onFollow(o.m_w_id, v.field as FollowField)}
                >
                  {CHAIN_MENU_MSG.FOLLOW_HQ}
                </Button>
              )}
            </Group>
          ))}
        </Group>
      ))}
    </Stack>
  );
}

interface CardProps extends OverridesProps {
  onEdit: () => void;
}

/** One chain item as a card on a phone: name, chain price, the outlets that differ, and Edit. */
export function HqMenuItemCard({ item, onFollow, onEdit }: CardProps) {
  return (
    <Card withBorder padding="sm" data-testid={`hq-menu-item-${item.name}`}>
      <Stack gap="xs">
        <Group justify="space-between" wrap="nowrap" align="flex-start">
          <Stack gap={2} style={{ minWidth: 0 }}>
            <Text fw={600}>{item.name}</Text>
            {!item.active && <Badge color="gray">{CHAIN_MENU_MSG.FIELDS.active}: ✕</Badge>}
          </Stack>
          <Text fw={600} className="tabular" data-testid="hq-menu-chain-price" style={{ whiteSpace: "nowrap" }}>
            {money(item.price, item.currency)}
          </Text>
        </Group>
        <HqMenuOverrides item={item} onFollow={onFollow} phone />
        <Button variant="light" fullWidth mih={44} data-testid={`hq-menu-edit-${item.name}`} onClick={onEdit}>
          {CHAIN_MENU_MSG.EDIT}
        </Button>
      </Stack>
    </Card>
  );
}
