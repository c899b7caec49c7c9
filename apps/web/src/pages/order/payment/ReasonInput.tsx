/**
 * The reason asked by Lost Bill, Gratis and Batalkan Pembayaran (payment §2.1, §6): a required
 * text of at least MIN_LENGTH.paymentReason characters once trimmed (the server refuses shorter).
 */
import { Textarea } from "@mantine/core";
import { MAX_LENGTH, MIN_LENGTH, PAY_MSG } from "@waroeng/domain";

/** Whether `reason` is long enough to send. */
export const reasonReady = (reason: string): boolean => reason.trim().length >= MIN_LENGTH.paymentReason;

/** The Alasan field (up to MAX_LENGTH.note characters). */
export function ReasonInput(p: { value: string; onChange: (value: string) => void; testId: string }) {
  return (
    <Textarea
      label={PAY_MSG.REASON}
      required
      autosize
      minRows={2}
      maxLength={MAX_LENGTH.note}
      value={p.value}
      onChange={(e) => p.onChange(e.currentTarget.value)}
      data-testid={p.testId}
    />
  );
}
