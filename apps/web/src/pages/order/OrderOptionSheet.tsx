/**
 * The option sheet on the order screen (cashier `/order/{id}` and waiter `/kitchen-order/{id}`;
 * docs/API.md "Menu options"): a menu card's unit (Tambah: add-menu with the chosen options) or a
 * line's options (Simpan: POST line-options; a sent line says first that one unit is cancelled and a
 * new one added). `useOptionTaps` decides what a menu-card tap does and which lines open the sheet.
 */

import { useQuery } from "@tanstack/react-query";
import {
  type Currency,
  can,
  defaultOptionIds,
  LINE_STATUS,
  OPTION_SHEET_MSG,
  optionsDelta,
  PRODUCTION_STATUS,
  type Role,
} from "@waroeng/domain";
import { useState } from "react";
import { setLineOptions } from "../../api/lineActions.ts";
import { listMenus, type MenuItem } from "../../api/menu.ts";
import type { OrderLine } from "../../api/orders.ts";
import { queryKeys } from "../../api/queryKeys.ts";
import { OptionSheet, SentLineNotice } from "../../components/menu-options/OptionSheet.tsx";
import { groupRules, lineChoice, tapKind } from "../../components/menu-options/optionChoices.ts";
import { runAction } from "./lines/lineAction.ts";

/** What the sheet is open for: a new unit of a menu item, or a line's options. */
export type SheetTarget = { kind: "add"; item: MenuItem } | { kind: "line"; line: OrderLine; item: MenuItem | undefined };

/** The item a line is of, in the order's menu (`m_produk_id` of the line is the item's id). */
function itemOf(items: readonly MenuItem[] | undefined, line: OrderLine): MenuItem | undefined {
  return items?.find((m) => (m.m_produk_id || m.m_menu_id) === line.m_produk_id);
}

/**
 * A menu-card tap and a line's options on the order screen: `pick(item)` adds at once (no groups, or
 * every required group has a usable default: with the defaults) or opens the sheet; `changeOptions(line)`
 * opens the line's sheet where the role may change it (unsent: any ordering role; sent: the cancel
 * right, as Pembatalan), for a normal line of an item with groups or with options.
 */
export function useOptionTaps(transactionId: string, role: Role | string | null, addItem: (item: MenuItem, ids?: number[]) => void) {
  const [target, setTarget] = useState<SheetTarget | null>(null);
  // The order's whole menu (the menu panel's first list, shared in the cache): the groups of a line's item.
  const menu = useQuery({
    queryKey: queryKeys.menu.cards(transactionId, "all", null),
    queryFn: () => listMenus(transactionId),
    staleTime: 30_000,
  });
  const pick = (item: MenuItem) => {
    const groups = groupRules(item.option_groups);
    const kind = tapKind(groups, item.m_menu_harga_nominal);
    if (kind === "sheet") {
      setTarget({ kind: "add", item });
      return;
    }
    addItem(item, kind === "defaults" ? defaultOptionIds(groups) : undefined);
  };
  const changeOptions = (line: OrderLine): (() => void) | undefined => {
    if (line.status !== LINE_STATUS.NORMAL || line.id <= 0) {
      return undefined;
    }
    const sent = line.production_status === PRODUCTION_STATUS.SENT;
    if (sent && !can(role, "line.cancel")) {
      return undefined;
    }
    const item = itemOf(menu.data, line);
    const hasGroups = (item?.option_groups ?? []).length > 0;
    if (!hasGroups && (line.options ?? []).length === 0) {
      return undefined;
    }
    return () => setTarget({ kind: "line", line, item });
  };
  return { target, close: () => setTarget(null), pick, changeOptions };
}

interface OrderOptionSheetProps {
  target: SheetTarget | null;
  currency: Currency;
  busy: boolean;
  onClose: () => void;
  addItem: (item: MenuItem, ids: number[]) => void;
  reload: () => Promise<void>;
}

export function OrderOptionSheet({ target, currency, busy, onClose, addItem, reload }: OrderOptionSheetProps) {
  const [saving, setSaving] = useState(false);
  if (!target) {
    return null;
  }
  if (target.kind === "add") {
    const groups = groupRules(target.item.option_groups);
    return (
      <OptionSheet
        key={`add-${target.item.m_menu_id}`}
        title={target.item.m_menu_nama}
        groups={groups}
        basePrice={target.item.m_menu_harga_nominal}
        initial={defaultOptionIds(groups)}
        currency={currency}
        submitLabel={OPTION_SHEET_MSG.ADD}
        busy={busy}
        onClose={onClose}
        onSubmit={(ids) => {
          onClose();
          addItem(target.item, ids);
        }}
      />
    );
  }
  const { line } = target;
  const groups = groupRules(target.item?.option_groups);
  const options = line.options ?? [];
  const save = async (ids: number[]) => {
    setSaving(true);
    const ok = await runAction(() => setLineOptions(line.id, ids), OPTION_SHEET_MSG.SAVED);
    setSaving(false);
    if (ok) {
      onClose();
    }
    await reload().catch(() => undefined);
  };
  return (
    <OptionSheet
      key={`line-${line.id}`}
      title={line.m_produk_nama}
      groups={groups}
      // The line keeps the item's price it was added at; only the options are priced now.
      basePrice={line.price - optionsDelta(options)}
      initial={lineChoice(groups, options)}
      currency={currency}
      submitLabel={OPTION_SHEET_MSG.SAVE}
      notice={line.production_status === PRODUCTION_STATUS.SENT ? <SentLineNotice /> : undefined}
      busy={busy || saving}
      onClose={onClose}
      onSubmit={(ids) => void save(ids)}
    />
  );
}
