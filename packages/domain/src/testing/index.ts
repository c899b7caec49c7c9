/** Test fixtures shared by the domain, server, web and browser tests (`@waroeng/domain/testing`); never imported by product code. */
export * from "./qris-sticker.ts";
export * from "./receipt-fixture.ts";
