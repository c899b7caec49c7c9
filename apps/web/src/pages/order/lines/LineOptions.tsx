/**
 * The options of a cart line (orders §2.5, payment §2.1): a menu per line opening the line-action
 * popups. Unsent lines: custom note, quantity, reduce, edit; sent lines: Garansi / Pembatalan, Hapus
 * (sent dishes), reduce, edit. Cancel, warranty and edit only for roles with `line.cancel`
 * (opp: notes and quantities of unsent lines only, payment §6); the server checks the same.
 */
import { ActionIcon, Menu } from "@mantine/core";
import { can, LABELS, LINE_MSG, LINE_STATUS, PRODUCTION_STATUS, type Role } from "@waroeng/domain";
import type { OrderLine } from "../../../api/orders.ts";
import type { LineActionKind } from "./lineAction.ts";

interface LineOptionsProps {
  line: OrderLine;
  role: Role | string | null;
  busy: boolean;
  onPick: (kind: LineActionKind) => void;
}

/** The actions a role may take on a line as it is now (none for a line that is not status 0). */
function lineActions(line: OrderLine, role: Role | string | null): LineActionKind[] {
  if (line.status !== LINE_STATUS.NORMAL) {
    return [];
  }
  const change = can(role, "line.cancel");
  if (line.production_status !== PRODUCTION_STATUS.SENT) {
    return change ? ["note", "qty", "reduce", "edit"] : ["note", "qty", "reduce"];
  }
  return change ? ["cancel", "dishes", "reduce", "edit"] : [];
}

/** Read at render (the labels follow the language). */
const LABEL = (): Record<LineActionKind, string> => ({
  note: LINE_MSG.NOTE,
  qty: LINE_MSG.MULTI_QTY_TITLE,
  reduce: LINE_MSG.REDUCE_TITLE,
  cancel: `${LABELS.WARRANTY} / ${LABELS.CANCELLATION}`,
  dishes: LINE_MSG.CANCEL_DISHES_TITLE,
  edit: LINE_MSG.EDIT_MENU_TITLE,
});

export function LineOptions({ line, role, busy, onPick }: LineOptionsProps) {
  const actions = lineActions(line, role);
  if (actions.length === 0) {
    return null;
  }
  return (
    <Menu position="bottom-end" withinPortal shadow="md" width={210}>
      <Menu.Target>
        <ActionIcon size={40} variant="subtle" color="gray" disabled={busy} aria-label={LINE_MSG.OPTIONS} data-testid="line-options">
          ⋮
        </ActionIcon>
      </Menu.Target>
      <Menu.Dropdown>
        {actions.map((kind) => (
          <Menu.Item key={kind} onClick={() => onPick(kind)} data-testid={`opt-${kind}`}>
            {LABEL()[kind]}
          </Menu.Item>
        ))}
      </Menu.Dropdown>
    </Menu>
  );
}
