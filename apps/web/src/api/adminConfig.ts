/**
 * The back office's configuration lists (docs/API.md "Back office"): payment methods,
 * transaction types, vouchers and cash denominations. Money in minor units here (converted along
 * the shared schemas).
 */
import type {
  denominationBody,
  FormOf,
  paymentMethodBody,
  paymentMethodPatch,
  transactionTypePatch,
  voucherBody,
} from "@waroeng/domain/requests";
import type { adminDenomination, adminPaymentMethod, adminTransactionType, adminVoucherPage } from "@waroeng/domain/wire";
import type { z } from "zod";
import { api } from "./client.ts";
import { adminConfigReplies, requestSchemas } from "./replies.ts";

export type AdminPaymentMethod = z.output<typeof adminPaymentMethod>;
export type AdminTransactionType = z.output<typeof adminTransactionType>;
export type AdminVoucherPage = z.output<typeof adminVoucherPage>;
export type AdminVoucher = AdminVoucherPage["rows"][number];
export type AdminDenomination = z.output<typeof adminDenomination>;
export type PaymentMethodForm = FormOf<typeof paymentMethodBody>;
export type PaymentMethodChange = FormOf<typeof paymentMethodPatch>;
export type TransactionTypeChange = FormOf<typeof transactionTypePatch>;
export type VoucherForm = FormOf<typeof voucherBody>;
export type DenominationForm = FormOf<typeof denominationBody>;

export async function listAdminPaymentMethods(): Promise<AdminPaymentMethod[]> {
  return (await api.get<AdminPaymentMethod[]>("admin/payment-methods")).data;
}
export async function createPaymentMethod(form: PaymentMethodForm): Promise<AdminPaymentMethod> {
  return (await api.post<AdminPaymentMethod>("admin/payment-methods", form)).data;
}
export async function updatePaymentMethod(id: number, change: PaymentMethodChange): Promise<AdminPaymentMethod> {
  return (await api.put<AdminPaymentMethod>(`admin/payment-methods/${id}`, change)).data;
}

export async function listAdminTransactionTypes(): Promise<AdminTransactionType[]> {
  return (await api.get<AdminTransactionType[]>("admin/transaction-types")).data;
}
export async function updateTransactionType(id: number, change: TransactionTypeChange): Promise<AdminTransactionType> {
  return (await api.put<AdminTransactionType>(`admin/transaction-types/${id}`, change)).data;
}

export async function listAdminVouchers(page: number): Promise<AdminVoucherPage> {
  return (await api.get<AdminVoucherPage>("admin/vouchers", { page }, { reply: adminConfigReplies.vouchers })).data;
}
export async function createVoucher(form: VoucherForm): Promise<AdminVoucher> {
  return (
    await api.post<AdminVoucher>("admin/vouchers", form, undefined, { body: requestSchemas.voucherBody, reply: adminConfigReplies.voucher })
  ).data;
}
export async function updateVoucher(id: number, change: Partial<VoucherForm>): Promise<AdminVoucher> {
  return (
    await api.put<AdminVoucher>(`admin/vouchers/${id}`, change, { body: requestSchemas.voucherBody, reply: adminConfigReplies.voucher })
  ).data;
}

export async function listAdminDenominations(): Promise<AdminDenomination[]> {
  return (await api.get<AdminDenomination[]>("admin/denominations", undefined, { reply: adminConfigReplies.denominations })).data;
}
export async function createDenomination(form: DenominationForm): Promise<AdminDenomination> {
  return (
    await api.post<AdminDenomination>("admin/denominations", form, undefined, {
      body: requestSchemas.denominationBody,
      reply: adminConfigReplies.denomination,
    })
  ).data;
}
export async function updateDenomination(id: number, change: Partial<DenominationForm>): Promise<AdminDenomination> {
  return (
    await api.put<AdminDenomination>(`admin/denominations/${id}`, change, {
      body: requestSchemas.denominationBody,
      reply: adminConfigReplies.denomination,
    })
  ).data;
}
