/**
 * QRIS at payment (static QRIS with the amount): asks the server for the bill's charge (POST
 * /qris/charge: the outlet's static QRIS turned dynamic with the amount), shows its QR, the amount
 * (with the unique code when the outlet adds one) and the merchant name the payload carries; the
 * cashier confirms "Sudah diterima" once the customer's app shows success, and the bill is paid
 * through the same payment as every other method (method QRIS, the charge's `order_id`). Closing it
 * cancels the charge. The QR's text is on the image as `data-qr-string`.
 *
 * Gateway mode (`mode: "gateway"`): no "Sudah diterima" — the dialog polls GET /qris/status (the
 * server asks the gateway and pays the bill itself once the money settled) and, paid, hands the bill
 * to the receipt flow by itself (`onPaidByGateway`); a charge that ended unpaid (cancelled — e.g. an
 * older QR of the bill was paid late — or expired) stops the waiting; money that arrived without a bill is shown as
 * money to return.
 */
import { Alert, Button, Center, Group, Image, Loader, Stack, Text } from "@mantine/core";
import { useQuery } from "@tanstack/react-query";
import { type Currency, formatMoney, PAY_MSG, QRIS_MSG } from "@waroeng/domain";
import QRCode from "qrcode";
import { useEffect, useRef, useState } from "react";
import { cancelQris, chargeQris, type QrisCharge, qrisStatus } from "../../../api/qris.ts";
import { queryKeys } from "../../../api/queryKeys.ts";
import { PayModal } from "./PayModal.tsx";

interface QrisPayModalProps {
  opened: boolean;
  transactionId: number;
  /** The bill's rounded total (minor units). */
  total: number;
  currency: Currency;
  busy: boolean;
  /** A split bill's `splitId`, as its payment sends it. */
  splitId?: string;
  onClose: () => void;
  /** "Sudah diterima": pay the bill with method QRIS and this charge. */
  onPay: (charge: QrisCharge) => void;
  /** Gateway mode: the server paid the bill (`rekap_id`) once the gateway reported the money. */
  onPaidByGateway?: (rekapId: number) => void;
}

/** How often the till asks about a gateway charge while its QR is shown (ms). */
export const GATEWAY_POLL_MS = 2000;

/** A button label that wraps instead of being cut on a phone. */
const WRAP = { label: { whiteSpace: "normal", textAlign: "center", lineHeight: 1.2 } } as const;

/** The QR image of a payload (a data URL), made in the browser. */
function useQrImage(text: string | undefined): string | null {
  const [src, setSrc] = useState<string | null>(null);
  useEffect(() => {
    setSrc(null);
    if (!text) {
      return;
    }
    let live = true;
    QRCode.toDataURL(text, { margin: 2, width: 320, errorCorrectionLevel: "M" })
      .then((url) => live && setSrc(url))
      .catch(() => live && setSrc(null));
    return () => {
      live = false;
    };
  }, [text]);
  return src;
}

export function QrisPayModal({
  opened,
  transactionId,
  total,
  currency,
  busy,
  splitId,
  onClose,
  onPay,
  onPaidByGateway,
}: QrisPayModalProps) {
  const charge = useQuery({
    queryKey: queryKeys.qris.charge(transactionId, splitId ?? "", total),
    queryFn: () => chargeQris({ tmp_transaction_id: transactionId, total, ...(splitId ? { splitId } : {}) }),
    enabled: opened,
    staleTime: 0,
    gcTime: 0,
    retry: false,
  });
  const c = opened ? charge.data : undefined;
  const gateway = c?.mode === "gateway";
  const status = useQuery({
    queryKey: queryKeys.qris.status(c?.order_id ?? ""),
    queryFn: () => qrisStatus(c?.order_id ?? ""),
    enabled: opened && gateway,
    refetchInterval: (q) => (q.state.data && q.state.data.status !== "pending" ? false : GATEWAY_POLL_MS),
    staleTime: 0,
    gcTime: 0,
    retry: false,
  });
  const now = gateway ? status.data : undefined;
  // The QR shown ended without paying this bill (an older QR of the bill paid it, the bill changed,
  // or its time ran out): the dialog stops waiting for it.
  const ended = now !== undefined && (now.status === "cancelled" || now.status === "expired");
  const handedOver = useRef<string | null>(null);
  useEffect(() => {
    if (now?.status === "paid" && now.rekap_id !== null && handedOver.current !== now.order_id) {
      handedOver.current = now.order_id;
      onPaidByGateway?.(now.rekap_id);
    }
  }, [now, onPaidByGateway]);
  const image = useQrImage(c?.qr_string);
  const close = () => {
    if (c && c.status === "pending" && now?.status !== "paid") {
      cancelQris(c.order_id).catch(() => undefined);
    }
    onClose();
  };
  const fmt = (n: number) => formatMoney(n, currency);
  return (
    <PayModal opened={opened} onClose={close} title={QRIS_MSG.DIALOG_TITLE} busy={busy} size="md">
      {charge.isError ? (
        <Stack gap="md">
          <Alert color="red" data-testid="qris-error">
            {charge.error instanceof Error ? charge.error.message : String(charge.error)}
          </Alert>
          <Button h={52} variant="default" onClick={close} data-testid="qris-close">
            {PAY_MSG.CANCEL}
          </Button>
        </Stack>
      ) : !c ? (
        <Center py="xl">
          <Loader />
        </Center>
      ) : (
        <Stack gap="sm" align="stretch" data-testid="qris-dialog" data-order-id={c.order_id} data-mode={c.mode}>
          <Text ta="center" fz="lg" fw={800} data-testid="qris-merchant">
            {c.merchant_name}
            <Text span c="dimmed" fw={500} fz="sm">
              {" · "}
              {c.merchant_city}
            </Text>
          </Text>
          <Center>
            {image ? (
              <Image
                src={image}
                alt={QRIS_MSG.SCAN_HINT}
                w={260}
                h={260}
                fit="contain"
                data-testid="qris-qr"
                data-qr-string={c.qr_string}
              />
            ) : (
              <Loader />
            )}
          </Center>
          <Text ta="center" c="dimmed" fz="sm">
            {QRIS_MSG.SCAN_HINT}
          </Text>
          <Text ta="center" fz={36} fw={800} c="orange.9" className="tabular" data-testid="qris-amount">
            {fmt(c.amount)}
          </Text>
          {c.unique_amount > 0 && (
            <Group justify="center" gap="xs" data-testid="qris-unique">
              <Text fz="sm" c="dimmed">
                {QRIS_MSG.BILL_TOTAL} {fmt(c.bill_total)}
              </Text>
              <Text fz="sm" fw={700}>
                + {QRIS_MSG.UNIQUE_AMOUNT} {fmt(c.unique_amount)}
              </Text>
            </Group>
          )}
          <Text ta="center" fz="xs" c="dimmed" data-testid="qris-expires">
            {QRIS_MSG.EXPIRES}{" "}
            {new Date(c.expires_at).toLocaleTimeString("id-ID", { hour: "2-digit", minute: "2-digit", timeZone: "Asia/Jakarta" })}
          </Text>
          {now && now.to_return > 0 && (
            <Alert color="orange" data-testid="qris-to-return">
              {QRIS_MSG.TO_RETURN} · {fmt(now.to_return)}
            </Alert>
          )}
          {gateway && ended ? (
            <Alert color="gray" data-testid="qris-not-waiting">
              {QRIS_MSG.NOT_WAITING}
            </Alert>
          ) : gateway ? (
            <Text ta="center" fz="sm" fw={600} c="pink.9" data-testid="qris-waiting">
              {QRIS_MSG.WAITING}
            </Text>
          ) : (
            <Text ta="center" fz="sm" data-testid="qris-check">
              {QRIS_MSG.CHECK_HINT}
            </Text>
          )}
          <Group grow wrap="nowrap">
            <Button h={52} variant="default" disabled={busy} onClick={close} styles={WRAP} data-testid="qris-cancel">
              {PAY_MSG.CANCEL}
            </Button>
            {!gateway && (
              <Button h={52} color="pink.8" loading={busy} onClick={() => onPay(c)} styles={WRAP} data-testid="qris-received">
                {QRIS_MSG.RECEIVED}
              </Button>
            )}
          </Group>
        </Stack>
      )}
    </PayModal>
  );
}
