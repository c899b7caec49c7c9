/**
 * Test factories: each builds one thing a test needs in the test app's database and returns its
 * ids, with defaults that make unique names, so a test asserts what it built and not what the demo
 * seed happens to hold (STYLE §5). Rows belong to a demo outlet ("DEMO", Rupiah, by default; "DEMO-KL"
 * for Ringgit) so the demo staff accounts the harness logs in as can see them. Money is in minor
 * units of the outlet's currency (rupiah; sen for RM), as stored (foundations spec §3).
 *
 * @example
 *   const { categoryId } = await buildCategory(t);
 *   const teh = await buildMenuItem(t, { category: categoryId, price: 5_000 });
 *   const { tableId } = await buildTable(t);
 *   const { orderId } = await openOrder(t, { table: tableId });
 *   const { code } = await buildVoucher(t, { value: 5_000 });
 */
export { type OutletRef, outletId, type Role, uniqueName } from "./factories/core.ts";
export * from "./factories/menu.ts";
export * from "./factories/menu-options.ts";
export * from "./factories/orders.ts";
export * from "./factories/places.ts";
export * from "./factories/split.ts";
export * from "./factories/stall.ts";
