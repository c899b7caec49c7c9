/**
 * One dish unit in the kitchen (`m_dish_status`) as these helpers see it: flags are 0 or 1.
 *
 * @example
 * const dish: DishFlags = { is_ready: 1, is_served: 0 };
 *
 * Spec: 02-orders-kitchen §3 (dish status).
 */
export interface DishFlags {
  is_ready: number;
  is_served: number;
}

/**
 * Which kitchen-prep group a nota belongs to: `"completed"` when every dish is ready
 * (`is_ready === 1`), otherwise `"notCompleted"`. A nota with no dishes is `"notCompleted"`:
 * nothing was cooked, so it is not shown as done.
 *
 * @param dishes - the nota's dishes.
 * @returns `"completed"` | `"notCompleted"`.
 * @example
 * notaProgress([{ is_ready: 1, is_served: 0 }, { is_ready: 1, is_served: 1 }]); // "completed"
 * notaProgress([{ is_ready: 1, is_served: 0 }, { is_ready: 0, is_served: 0 }]); // "notCompleted"
 *
 * Spec: 02-orders-kitchen §2.1 (completed / not completed groups), §4.
 */
export function notaProgress(dishes: readonly DishFlags[]): "completed" | "notCompleted" {
  return dishes.length > 0 && dishes.every((dish) => dish.is_ready === 1) ? "completed" : "notCompleted";
}

/**
 * Whether every dish of a nota is served (`is_served === 1`): the pickup screen then shows
 * `Selesai`. A nota with no dishes gives false.
 *
 * @param dishes - the nota's dishes.
 * @returns true when there is at least one dish and all are served.
 * @example
 * allServed([{ is_ready: 1, is_served: 1 }]); // true
 *
 * Spec: 02-orders-kitchen §2.3 ('Selesai' only when all dishes are served), §4.
 */
export function allServed(dishes: readonly DishFlags[]): boolean {
  return dishes.length > 0 && dishes.every((dish) => dish.is_served === 1);
}

/**
 * Whether tapping a dish on the pickup screen serves it: only a ready dish not yet served.
 *
 * @param dish - the dish flags.
 * @returns true when `is_ready === 1` and `is_served === 0`.
 * @example
 * canServe({ is_ready: 0, is_served: 0 }); // false
 *
 * Spec: 02-orders-kitchen §2.3, §4 (serving is actionable only when is_ready is 1).
 */
export function canServe(dish: DishFlags): boolean {
  return dish.is_ready === 1 && dish.is_served !== 1;
}
