/**
 * The staff order entry, `/kitchen-order/{transactionId}` (orders §2.5 kitchenOrder): the same
 * order screen as the cashier's `/order/{id}` — same cart, same actions per role (the domain's
 * matrix), same popups — inside the staff layout; a closed or missing nota returns to `/odcr`.
 */

import { OrderPage } from "./OrderPage.tsx";
import { OrderAreaContext, STAFF_AREA } from "./orderArea.ts";

export function KitchenOrderPage() {
  return (
    <OrderAreaContext.Provider value={STAFF_AREA}>
      <OrderPage />
    </OrderAreaContext.Provider>
  );
}
