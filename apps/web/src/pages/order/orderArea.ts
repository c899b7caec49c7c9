/**
 * Which area an order screen lives in: the cashier's `/order/{id}` (home `/dashboard`) or the
 * staff's `/kitchen-order/{id}` (home `/odcr`, orders §2.5: "A nota with status 2 or missing
 * redirects to odcr"). The one order screen (OrderPage and its components) reads it for where to
 * go back to, the height its layout leaves, and the header's words; nothing else differs.
 */
import { PRINT_MSG } from "@waroeng/domain";
import { createContext, useContext } from "react";

export interface OrderArea {
  /** Where SIMPAN PESANAN, a closed or missing order and the end of a payment lead. */
  home: string;
  /** Pixels the layout takes above and around the screen (header, padding). */
  chrome: number;
  /** Label of the order receiver in the header. */
  receiverLabel: string;
}

const CASHIER_AREA: OrderArea = {
  home: "/dashboard",
  chrome: 60,
  get receiverLabel() {
    return PRINT_MSG.SLIP_CASHIER;
  },
};
export const STAFF_AREA: OrderArea = {
  home: "/odcr",
  chrome: 100,
  get receiverLabel() {
    return PRINT_MSG.SLIP_WAITER;
  },
};

export const OrderAreaContext = createContext<OrderArea>(CASHIER_AREA);

/** The area of the order screen being shown (the cashier's unless a staff route provides STAFF_AREA). */
export function useOrderArea(): OrderArea {
  return useContext(OrderAreaContext);
}
