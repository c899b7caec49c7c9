/**
 * Replies of the line actions (docs/API.md "Line actions"; orders §2.5, §7; payment §2.1, §7):
 * custom notes, quantities, reduce with reason, warranty and cancel, edit menu, cancel dishes.
 */
import { z } from "zod";
import { envelope } from "./envelope.ts";
import { dish } from "./kitchen.ts";
import { orderLine } from "./orders.ts";

export const lineActionReplies = {
  /** The lines the action changed or made (a split: the remaining line, then the new one). */
  lines: envelope(z.array(orderLine).describe("the lines changed or made, oldest first")),
  /** The line after the change. */
  line: envelope(orderLine),
  /** The line after the change, or null when it reached 0 and was removed. */
  lineOrNull: envelope(orderLine.nullable()),
  /** Dishes (m_dish_status). */
  dishes: envelope(z.array(dish)),
};
