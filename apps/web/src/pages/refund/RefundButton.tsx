/**
 * REFUND on a paid bill (history and history by date; payment §2.3, §4 Refund flow): opens the
 * refund screen of bill `billId`; disabled once the bill was refunded (one refund per bill).
 */
import { Button, type ButtonProps } from "@mantine/core";
import { REFUND_MSG } from "@waroeng/domain";
import { useNavigate } from "react-router";

export function RefundButton({ billId, refunded, testId, ...button }: ButtonProps & { billId: number; refunded: boolean; testId: string }) {
  const navigate = useNavigate();
  return (
    <Button
      h={48}
      {...button}
      variant="outline"
      color="red"
      disabled={refunded}
      onClick={() => navigate(`/refund/${billId}`)}
      data-testid={testId}
    >
      {REFUND_MSG.REFUND_MARK_BUTTON}
    </Button>
  );
}
