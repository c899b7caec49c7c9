import { describe, expect, expectTypeOf, it } from "vitest";
import { addMultipleBody, customMenuBody, type FormOf, type payBody, type saveModalBody } from "./index.ts";

describe("FormOf: the form a client sends, typed from the route's request schema", () => {
  it("names a wire form's fields by their wire names, switches as 0/1 too, and the server reads it", () => {
    const form: FormOf<typeof customMenuBody> = { tmp_transaction_detail_id: 7, qty: 2, custom_menu: "tidak pedas", takeaway_status: 1 };
    expect(customMenuBody.parse(form)).toEqual({ line: 7, qty: 2, note: "tidak pedas", takeaway: true });
    // @ts-expect-error the parsed name `line` is not a field the client sends
    const wrong: FormOf<typeof customMenuBody> = { line: 7 };
    expect(wrong).toBeDefined();
  });

  it("types a nested list of wire forms under their own wire names", () => {
    const form: FormOf<typeof addMultipleBody> = { tmp_transaction_id: 3, menu: [{ m_menu_id: 5, qty: 2, custom_menu: "" }] };
    expect(addMultipleBody.parse(form)).toEqual({ order: 3, menu: [{ item: 5, qty: 2, note: "" }] });
    type Entry = NonNullable<FormOf<typeof addMultipleBody>["menu"]>[number];
    expectTypeOf<Entry>().toHaveProperty("m_menu_id");
    expectTypeOf<Entry["qty"]>().toEqualTypeOf<number | undefined>();
    // @ts-expect-error the parsed name `item` is not a field the client sends
    const entry: Entry = { item: 5 };
    expect(entry).toBeDefined();
  });

  it("keeps a plain form's fields and their types (the payment form needs its money as numbers)", () => {
    expectTypeOf<FormOf<typeof payBody>["total"]>().toEqualTypeOf<number>();
    expectTypeOf<FormOf<typeof payBody>["multipayment"]>().toEqualTypeOf<{ payment_method: number; nominal: number }[] | undefined>();
    expectTypeOf<FormOf<typeof saveModalBody>["modal_detail"][number]>().toHaveProperty("rekap_modal_detail_qty");
  });
});
