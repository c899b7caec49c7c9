/**
 * The order screen's dialogs and steps, each in its own chunk (React `lazy`): the menu and the cart
 * render without them, and a dialog's code (payment and its QRIS picture, the note form, Diskon,
 * member, Keluarkan Menu…) is fetched the first time it opens (components/MountWhenOpened.tsx).
 */
import { lazy } from "react";

export const PaymentFlow = lazy(async () => ({ default: (await import("./payment/PaymentFlow.tsx")).PaymentFlow }));
export const PaidStep = lazy(async () => ({ default: (await import("./payment/PaidStep.tsx")).PaidStep }));
export const UnsentLinesModal = lazy(async () => ({ default: (await import("./payment/UnsentLinesModal.tsx")).UnsentLinesModal }));
export const EditNoteModal = lazy(async () => ({ default: (await import("../dashboard/EditNoteModal.tsx")).EditNoteModal }));
export const DiscountModal = lazy(async () => ({ default: (await import("./DiscountModal.tsx")).DiscountModal }));
export const CashWithdrawalModal = lazy(async () => ({ default: (await import("./CashWithdrawalModal.tsx")).CashWithdrawalModal }));
export const MemberModal = lazy(async () => ({ default: (await import("./MemberModal.tsx")).MemberModal }));
export const PullMenuModal = lazy(async () => ({ default: (await import("./PullMenuModal.tsx")).PullMenuModal }));
export const LineActionModals = lazy(async () => ({ default: (await import("./lines/LineActionModals.tsx")).LineActionModals }));
