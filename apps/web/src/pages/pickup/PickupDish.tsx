import { ActionIcon, UnstyledButton } from "@mantine/core";
import { canServe, type DishFlags, LINE_MSG, WEB_MSG } from "@waroeng/domain";
import type { Dish } from "../../api/kitchen.ts";
import { DishOptions } from "../kitchen/DishOptions.tsx";
import classes from "./pickup.module.css";

type DishState = "waiting" | "ready" | "served";

function stateOf(dish: DishFlags): DishState {
  if (dish.is_served === 1) {
    return "served";
  }
  return dish.is_ready === 1 ? "ready" : "waiting";
}

const STATE_LABEL: Record<DishState, string> = {
  get waiting() {
    return WEB_MSG.WAITING_KITCHEN;
  },
  get ready() {
    return WEB_MSG.READY_TAP_TO_SERVE;
  },
  get served() {
    return LINE_MSG.SERVED;
  },
};

/**
 * One dish on a pickup card: the name badge serves it (only when ready and not served), and the
 * check/cross icon toggles served; un-serving is confirmed by the caller (spec 02 §2.3, §4).
 */
export function PickupDish({ dish, onServe, onUnserve }: { dish: Dish; onServe: () => void; onUnserve: () => void }) {
  const state = stateOf(dish);
  const served = state === "served";
  return (
    <div className={classes.dish} data-testid="pickup-dish" data-state={state}>
      <UnstyledButton
        className={classes.dishBadge}
        data-state={state}
        data-testid="pickup-dish-badge"
        disabled={!canServe(dish)}
        aria-disabled={!canServe(dish)}
        onClick={() => {
          if (canServe(dish)) {
            onServe();
          }
        }}
      >
        {served ? "✓ " : ""}
        {dish.m_menu_nama}
        <DishOptions options={dish.options} note={dish.custom_note} size={17} inherit />
        <span className={classes.dishState}>{STATE_LABEL[state]}</span>
      </UnstyledButton>
      <ActionIcon
        size={48}
        radius="md"
        variant={served ? "light" : "outline"}
        color={served ? "red" : "green"}
        disabled={!served && !canServe(dish)}
        onClick={served ? onUnserve : onServe}
        aria-label={served ? WEB_MSG.UNSERVE : WEB_MSG.SERVE}
        data-testid={served ? "pickup-dish-unserve" : "pickup-dish-serve"}
      >
        <span style={{ fontSize: 24, fontWeight: 900, lineHeight: 1 }}>{served ? "✕" : "✓"}</span>
      </ActionIcon>
    </div>
  );
}
