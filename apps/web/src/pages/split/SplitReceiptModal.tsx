/**
 * The receipt modal after a split is paid (payment §2.2 "Cetak/Kirim Struk", §5 "Member ID" and
 * "Receipt send"): Bagi rata's tenders (one per share), the change for cash, NIK/ID Member with a search button, the member's name
 * (read-only), Nama Akun Pembayaran, Nomor HP, and Kirim WA / Cetak & Kirim WA / Cetak (each once),
 * then Selesai. The fields start from the bill's member id as payment §4 reads it (10+ characters
 * without a dot: a phone number; exactly 5: a member id). Cetak opens the printable receipt
 * (GET /cashier/print-transaksi/{id}/2); any choice saves the filled member, account name and phone on
 * the bill (POST /transaksi/save-member); the WA buttons check the fields and queue the receipt by
 * WhatsApp (GET /cashier/cronjob-wa/{number}/{id}, useReceiptWa), whose state shows under the buttons.
 */
import { Button, Group, SimpleGrid, Stack, Text, TextInput } from "@mantine/core";
import {
  type Currency,
  classifyMemberField,
  formatMoney,
  isCash,
  isValidMemberId,
  MAX_LENGTH,
  MSG,
  SCREEN_MSG,
  SPLIT_MSG,
} from "@waroeng/domain";
import { useEffect, useState } from "react";
import { ApiError } from "../../api/client.ts";
import { getMember } from "../../api/orderLevel.ts";
import { saveMember } from "../../api/payment.ts";
import { alertDialog } from "../../components/cashier-nav/dialogs.tsx";
import { ResultModal } from "../../components/ResultModal.tsx";
import { openReceiptWindow, printReceiptInto } from "../../components/receiptWindow.ts";
import { useReceiptWa, WaStateNote } from "../../components/test-wa/useReceiptWa.tsx";
import type { SplitPaid } from "./SplitPayFlow.tsx";

interface SplitReceiptModalProps {
  paid: SplitPaid | null;
  currency: Currency;
  /** The bill's stored member field (tmp_transaction_member_id). */
  storedMember: string;
  onDone: () => void;
}

export function SplitReceiptModal({ paid, currency, storedMember, onDone }: SplitReceiptModalProps) {
  const [memberId, setMemberId] = useState("");
  const [memberName, setMemberName] = useState("");
  const [account, setAccount] = useState("");
  const [phone, setPhone] = useState("");
  const [used, setUsed] = useState<string | null>(null);
  const wa = useReceiptWa();
  const resetWa = wa.reset;

  useEffect(() => {
    if (!paid) {
      return;
    }
    const kind = classifyMemberField(storedMember);
    setMemberId(kind === "none" ? "" : storedMember.trim());
    setPhone(kind === "phone" ? storedMember.trim() : "");
    setMemberName("");
    setAccount("");
    setUsed(null);
    resetWa();
  }, [paid, storedMember, resetWa]);

  const search = () => {
    const text = memberId.trim();
    if (!isValidMemberId(text)) {
      setMemberName(MSG.MEMBER_ID_INVALID);
      return;
    }
    getMember(text).then(
      (m) => setMemberName(m.name),
      () => setMemberName(MSG.MEMBER_ID_INVALID),
    );
  };

  const act = (kind: "wa" | "print-wa" | "print") => {
    if (!paid || ((kind === "wa" || kind === "print-wa") && !wa.check(phone, memberId))) {
      return;
    }
    setUsed(kind);
    if (kind !== "wa") {
      void printReceiptInto(openReceiptWindow(), paid.receiptId, 2); // opens its window now, inside the tap (popup blockers)
    }
    // The member, account name and phone go on the bill (POST /transaksi/save-member) with any choice.
    if (memberId.trim() || phone.trim() || account.trim()) {
      saveMember({ r_t_id: paid.receiptId, nomor_wa: phone.trim(), member_id: memberId.trim(), account_name: account.trim() }).catch(
        (e: unknown) => {
          setUsed(null);
          alertDialog({
            title: e instanceof ApiError ? e.title || MSG.OOPS_TITLE : MSG.OOPS_TITLE,
            message: e instanceof Error ? e.message : MSG.SOME_ERROR,
          });
        },
      );
    }
    if (kind !== "print") {
      void wa.send(phone, paid.receiptId);
    }
  };

  return (
    <ResultModal opened={paid !== null} title={SPLIT_MSG.RECEIPT_TITLE} data-testid="split-receipt">
      {paid && (
        <Stack gap="md">
          <Group justify="space-between">
            <Text c="dimmed">{SCREEN_MSG.TOTAL_PAID}</Text>
            <Text fw={800} fz="xl" className="tabular" data-testid="split-receipt-total">
              {formatMoney(paid.total, currency)}
            </Text>
          </Group>
          {paid.tenders && (
            <Stack gap={2} data-testid="split-receipt-tenders">
              {paid.tenders.map((t) => (
                <Group key={t.share} justify="space-between" data-testid="split-receipt-tender">
                  <Text fz="sm">{`${SPLIT_MSG.SHARE(t.share, paid.tenders?.length ?? 0)} · ${t.name}`}</Text>
                  <Text fz="sm" fw={600} className="tabular">
                    {formatMoney(t.amount, currency)}
                  </Text>
                </Group>
              ))}
            </Stack>
          )}
          {isCash(paid.method) && (
            <Group justify="space-between">
              <Text c="dimmed">{SCREEN_MSG.CHANGE}</Text>
              <Text fw={800} fz={32} c="green.8" className="tabular" data-testid="split-receipt-change">
                {formatMoney(paid.change, currency)}
              </Text>
            </Group>
          )}
          <Group align="flex-end" gap="xs" wrap="nowrap">
            <TextInput
              label="NIK/ID Member"
              value={memberId}
              onChange={(e) => setMemberId(e.currentTarget.value.replace(/[^\d.]/g, ""))}
              maxLength={MAX_LENGTH.memberId}
              inputMode="numeric"
              style={{ flex: 1 }}
              data-testid="split-receipt-member-id"
            />
            <Button h={36} variant="light" onClick={search} data-testid="split-receipt-member-search">
              {SCREEN_MSG.SEARCH}
            </Button>
          </Group>
          <TextInput
            label={SCREEN_MSG.MEMBER_NAME}
            value={memberName}
            readOnly
            c={memberName === MSG.MEMBER_ID_INVALID ? "red" : undefined}
            data-testid="split-receipt-member-name"
          />
          <TextInput
            label={SCREEN_MSG.PAYMENT_ACCOUNT_NAME}
            value={account}
            onChange={(e) => setAccount(e.currentTarget.value)}
            maxLength={MAX_LENGTH.name}
            data-testid="split-receipt-account"
          />
          <TextInput
            label={SCREEN_MSG.PHONE_NUMBER}
            value={phone}
            onChange={(e) => setPhone(e.currentTarget.value.replace(/[^\d.]/g, ""))}
            maxLength={MAX_LENGTH.phone}
            inputMode="tel"
            data-testid="split-receipt-phone"
          />
          <SimpleGrid cols={3} spacing="sm">
            <Button h={48} variant="light" disabled={used !== null} onClick={() => act("wa")} data-testid="split-receipt-wa">
              {SCREEN_MSG.SEND_WA}
            </Button>
            <Button h={48} variant="light" disabled={used !== null} onClick={() => act("print-wa")} data-testid="split-receipt-print-wa">
              {SCREEN_MSG.PRINT_SEND_WA}
            </Button>
            <Button h={48} variant="light" disabled={used !== null} onClick={() => act("print")} data-testid="split-receipt-print">
              {SCREEN_MSG.PRINT}
            </Button>
          </SimpleGrid>
          <WaStateNote wa={wa} testId="split-receipt-wa-state" />
          {used && (
            <Text fz="sm" c="teal.8" ta="center" data-testid="split-receipt-recorded">
              {SPLIT_MSG.RECEIPT_RECORDED}
            </Text>
          )}
          <Button size="lg" color="green" onClick={onDone} data-testid="split-receipt-done">
            {SCREEN_MSG.DONE}
          </Button>
        </Stack>
      )}
    </ResultModal>
  );
}
