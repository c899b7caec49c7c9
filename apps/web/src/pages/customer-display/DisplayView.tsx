/**
 * What the customer display shows for a state (pure: the page feeds it the state and the screen
 * `displayScreen` chose): the outlet's welcome when idle; the bill's lines as the cashier adds them
 * with discounts, tax, service, rounding and the total; at payment the total to pay and the QRIS to
 * scan when a charge is live; after payment "Terima kasih" and the change. Large type on a dark
 * background; lines beside the totals on a landscape screen, above them on a portrait one.
 */
import { Box, Group, Image, Stack, Text } from "@mantine/core";
import { currencyFromOutlet, DISPLAY_MSG, type DisplayScreen, formatMoney, moneyDecimals } from "@waroeng/domain";
import QRCode from "qrcode";
import { useEffect, useState } from "react";
import type { DisplayState } from "../../api/customerDisplay.ts";

/** The display's colours: light text on near-black (contrast above 15:1), an accent for totals. */
export const DISPLAY_COLORS = { bg: "#0f1115", panel: "#1b1e24", text: "#f5f5f5", dim: "#b8bcc6", accent: "#ffb454", ok: "#7ee2a8" };

type Bill = NonNullable<DisplayState["bill"]>;
type Qris = NonNullable<DisplayState["qris"]>;
/** Formats money of the state (major unit). */
type FormatMoney = (major: number) => string;
/** A totals row: its label, signed amount (a deduction negative) and test id. */
type TotalsRow = readonly [label: string, amount: number, testId: string];

/** Money of the state (major unit) as the outlet formats it. */
function useMoney(state: DisplayState): FormatMoney {
  const currency = currencyFromOutlet(state.currency);
  const factor = 10 ** moneyDecimals(currency);
  return (major) => formatMoney(Math.round(major * factor), currency);
}

function Lines({ bill, money, big }: { bill: Bill; money: FormatMoney; big: boolean }) {
  if (bill.lines.length === 0) {
    return (
      <Text c={DISPLAY_COLORS.dim} fz={big ? 28 : 20}>
        {DISPLAY_MSG.NO_LINES}
      </Text>
    );
  }
  return (
    <Stack gap={big ? 14 : 10} data-testid="display-lines">
      {bill.lines.map((l, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: lines have no id on the display's wire; their order is the bill's
        <Group key={i} justify="space-between" align="flex-start" wrap="nowrap" gap="md" data-testid="display-line">
          <Box style={{ minWidth: 0 }}>
            <Text fz={big ? 30 : 20} fw={600} c={DISPLAY_COLORS.text} lh={1.2} style={{ overflowWrap: "anywhere" }}>
              <span data-testid="display-line-qty">{l.qty}×</span> <span data-testid="display-line-name">{l.name}</span>
            </Text>
            {l.notes && (
              <Text fz={big ? 22 : 16} c={DISPLAY_COLORS.dim} style={{ overflowWrap: "anywhere" }} data-testid="display-line-notes">
                {l.notes}
              </Text>
            )}
            {l.qty > 1 && (
              <Text fz={big ? 20 : 15} c={DISPLAY_COLORS.dim}>
                @ {money(l.price)}
              </Text>
            )}
          </Box>
          <Text fz={big ? 30 : 20} fw={600} c={DISPLAY_COLORS.text} style={{ whiteSpace: "nowrap" }} data-testid="display-line-amount">
            {money(l.amount)}
          </Text>
        </Group>
      ))}
    </Stack>
  );
}

function Row({ label, value, big, testId }: { label: string; value: string; big: boolean; testId: string }) {
  return (
    <Group justify="space-between" wrap="nowrap" data-testid={testId}>
      <Text fz={big ? 24 : 18} c={DISPLAY_COLORS.dim}>
        {label}
      </Text>
      <Text fz={big ? 24 : 18} c={DISPLAY_COLORS.text} style={{ whiteSpace: "nowrap" }}>
        {value}
      </Text>
    </Group>
  );
}

function Totals({ bill, money, big, label }: { bill: Bill; money: FormatMoney; big: boolean; label: string }) {
  const rows: TotalsRow[] = [
    [DISPLAY_MSG.SUBTOTAL, bill.subtotal, "display-subtotal"],
    [DISPLAY_MSG.DISCOUNT, -bill.discount, "display-discount"],
    [DISPLAY_MSG.VOUCHER, -bill.voucher, "display-voucher"],
    [DISPLAY_MSG.TAX, bill.tax, "display-tax"],
    [DISPLAY_MSG.SERVICE, bill.service_charge, "display-service"],
    [DISPLAY_MSG.CASH_WITHDRAWAL, bill.cash_withdrawal, "display-cash-withdrawal"],
    [DISPLAY_MSG.ROUNDING, bill.rounding, "display-rounding"],
  ];
  return (
    <Stack gap={big ? 8 : 4}>
      {rows
        .filter(([name, value]) => value !== 0 || name === DISPLAY_MSG.SUBTOTAL)
        .map(([name, value, testId]) => (
          <Row key={testId} label={name} value={value < 0 ? `− ${money(-value)}` : money(value)} big={big} testId={testId} />
        ))}
      <Group justify="space-between" wrap="nowrap" mt={big ? 8 : 4} data-testid="display-total">
        <Text fz={big ? 34 : 24} fw={800} c={DISPLAY_COLORS.text}>
          {label}
        </Text>
        <Text fz={big ? 48 : 32} fw={800} c={DISPLAY_COLORS.accent} style={{ whiteSpace: "nowrap" }} data-testid="display-total-amount">
          {money(bill.total)}
        </Text>
      </Group>
    </Stack>
  );
}

/** The QR of a live QRIS charge, with its amount and merchant. */
function QrisPiece({ qris, money, big }: { qris: Qris; money: FormatMoney; big: boolean }) {
  const [src, setSrc] = useState("");
  useEffect(() => {
    let live = true;
    QRCode.toDataURL(qris.qr_string, { margin: 2, width: 320, errorCorrectionLevel: "M" })
      .then((url) => live && setSrc(url))
      .catch(() => live && setSrc(""));
    return () => {
      live = false;
    };
  }, [qris.qr_string]);
  return (
    <Stack align="center" gap={8} data-testid="display-qris">
      <Text fz={big ? 26 : 20} fw={700} c={DISPLAY_COLORS.text}>
        {DISPLAY_MSG.SCAN_QRIS}
      </Text>
      {src && <Image src={src} alt="QRIS" w={big ? 300 : 220} h={big ? 300 : 220} style={{ background: "#fff", borderRadius: 8 }} />}
      <Text fz={big ? 22 : 18} c={DISPLAY_COLORS.dim}>
        {qris.merchant_name}
      </Text>
      <Text fz={big ? 36 : 28} fw={800} c={DISPLAY_COLORS.accent}>
        {money(qris.amount)}
      </Text>
    </Stack>
  );
}

export interface DisplayViewProps {
  state: DisplayState;
  screen: DisplayScreen;
  /** Landscape: lines beside the totals; portrait: above them. */
  landscape: boolean;
  /** Large type (a tablet); false on a phone-sized screen. */
  big: boolean;
}

/** The whole display for `state` on `screen` (see the module doc). */
export function DisplayView({ state, screen, landscape, big }: DisplayViewProps) {
  const money = useMoney(state);
  const bill = state.bill;
  if (screen === "idle" || !bill) {
    return (
      <Stack align="center" justify="center" h="100%" gap="md" data-testid="display-idle">
        <Text fz={big ? 64 : 40} fw={800} c={DISPLAY_COLORS.text} ta="center" data-testid="display-outlet">
          {state.m_w_nama}
        </Text>
        <Text fz={big ? 32 : 22} c={DISPLAY_COLORS.dim} ta="center">
          {DISPLAY_MSG.WELCOME}
        </Text>
      </Stack>
    );
  }
  if (screen === "thanks") {
    const paid = state.paid;
    return (
      <Stack align="center" justify="center" h="100%" gap={big ? "lg" : "md"} data-testid="display-thanks">
        <Text fz={big ? 72 : 44} fw={800} c={DISPLAY_COLORS.ok} ta="center">
          {DISPLAY_MSG.THANK_YOU}
        </Text>
        {paid && (
          <Stack gap={4} align="center">
            <Text fz={big ? 28 : 20} c={DISPLAY_COLORS.dim}>
              {DISPLAY_MSG.PAID} {money(paid.total)}
            </Text>
            {paid.change > 0 && (
              <>
                <Text fz={big ? 32 : 22} c={DISPLAY_COLORS.text}>
                  {DISPLAY_MSG.CHANGE}
                </Text>
                <Text fz={big ? 64 : 40} fw={800} c={DISPLAY_COLORS.accent} data-testid="display-change">
                  {money(paid.change)}
                </Text>
              </>
            )}
          </Stack>
        )}
      </Stack>
    );
  }
  const paying = screen === "payment";
  const qris = paying ? state.qris : null;
  const totals = <Totals bill={bill} money={money} big={big} label={paying ? DISPLAY_MSG.TO_PAY : DISPLAY_MSG.TOTAL} />;
  // With a QR to scan, the panel holds the QR and its amount alone; the totals go under the lines,
  // so that neither is pushed off a landscape screen.
  const side = (
    <Stack gap={big ? "lg" : "sm"} justify="flex-end" style={{ flexShrink: 0 }}>
      {qris ? <QrisPiece qris={qris} money={money} big={big} /> : totals}
    </Stack>
  );
  return (
    <Box
      data-testid={paying ? "display-payment" : "display-order"}
      style={{ display: "flex", flexDirection: landscape ? "row" : "column", gap: big ? 32 : 16, height: "100%", minHeight: 0 }}
    >
      <Stack gap={big ? "md" : "xs"} style={{ flex: 1, minHeight: 0, minWidth: 0 }}>
        <Group justify="space-between" wrap="nowrap">
          <Text fz={big ? 28 : 20} fw={700} c={DISPLAY_COLORS.text}>
            {DISPLAY_MSG.YOUR_ORDER}
          </Text>
          <Text fz={big ? 22 : 16} c={DISPLAY_COLORS.dim} data-testid="display-nota">
            {bill.nota}
          </Text>
        </Group>
        <Box style={{ flex: 1, minHeight: 0, overflowY: "auto" }}>
          <Lines bill={bill} money={money} big={big} />
        </Box>
        {qris && totals}
      </Stack>
      <Box
        style={{
          width: landscape ? "40%" : "100%",
          background: DISPLAY_COLORS.panel,
          borderRadius: 12,
          padding: big ? 24 : 14,
          display: "flex",
          flexDirection: "column",
          justifyContent: landscape ? "space-between" : "flex-end",
          gap: 16,
        }}
      >
        {landscape && (
          <Text fz={big ? 26 : 18} fw={700} c={DISPLAY_COLORS.dim} ta="center">
            {state.m_w_nama}
          </Text>
        )}
        {side}
      </Box>
    </Box>
  );
}
