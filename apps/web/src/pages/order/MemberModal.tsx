/**
 * NIK/ID Member in a popup opened from Pilihan Lainnya (payment §5 "Member ID"): the field and the
 * member's name as MemberField shows them; the id stays with the order screen until the payment.
 */
import { Button, Group, Modal, Stack } from "@mantine/core";
import { LABELS, ORDER_MSG } from "@waroeng/domain";
import { MemberField } from "./MemberField.tsx";

export function MemberModal({
  opened,
  value,
  onChange,
  onClose,
}: {
  opened: boolean;
  value: string;
  onChange: (value: string) => void;
  onClose: () => void;
}) {
  return (
    <Modal opened={opened} onClose={onClose} title={ORDER_MSG.MEMBER_ID} centered size="sm">
      <Stack gap="sm">
        <MemberField value={value} onChange={onChange} />
        <Group justify="flex-end">
          <Button h={40} onClick={onClose} data-testid="member-done">
            {LABELS.CLOSE}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
