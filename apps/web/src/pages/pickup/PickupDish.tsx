import { ActionIcon, UnstyledButton } from "@mantine/core";
import { canServe, type DishFlags } from "@waroeng/domain";
import type { Dish } from "../../api/kitchen.ts";
import classes from "./pickup.module.css";

type DishState = "waiting" | "ready" | "served";

function stateOf(dish: DishFlags): DishState {
  if (dish.is_served === 1) {
    return "served";
  }
  return dish.is_ready === 1 ? "ready" : "waiting";
}

const STATE_LABEL: Record<DishState, string> = { waiting: "Menunggu dapur", ready: "Siap · ketuk untuk sajikan", served: "Disajikan" };

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
        {dish.custom_menu ? <span className={classes.dishNote}>{dish.custom_menu}</span> : null}
        <span className={classes.dishState}>{STATE_LABEL[state]}</span>
      </UnstyledButton>
      <ActionIcon
        size={48}
        radius="md"
        variant={served ? "light" : "outline"}
        color={served ? "red" : "green"}
        disabled={!served && !canServe(dish)}
        onClick={served ? onUnserve : onServe}
        aria-label={served ? "Kembalikan menu" : "Sajikan menu"}
        data-testid={served ? "pickup-dish-unserve" : "pickup-dish-serve"}
      >
        <span style={{ fontSize: 24, fontWeight: 900, lineHeight: 1 }}>{served ? "✕" : "✓"}</span>
      </ActionIcon>
    </div>
  );
}
