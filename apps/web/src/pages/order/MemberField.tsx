/**
 * NIK/ID Member on the order screen (payment §5 "Member ID"): digits and dots; with no dot exactly
 * 5 digits above 0 (checked on key-up), then the member's name from GET /users/{id}; any failure
 * shows ID Tidak Valid. The id goes with the payment (`member_id`).
 */
import { Group, Text, TextInput } from "@mantine/core";
import { isValidMemberId, MAX_LENGTH, MSG, ORDER_MSG } from "@waroeng/domain";
import { useEffect, useState } from "react";
import { getMember } from "../../api/orderLevel.ts";

export function MemberField({ value, onChange }: { value: string; onChange: (value: string) => void }) {
  const [name, setName] = useState<string>("");
  useEffect(() => {
    const text = value.trim();
    if (text === "") {
      setName("");
      return;
    }
    if (!isValidMemberId(text)) {
      setName(MSG.MEMBER_ID_INVALID);
      return;
    }
    let live = true;
    getMember(text).then(
      (m) => live && setName(m.name),
      () => live && setName(MSG.MEMBER_ID_INVALID),
    );
    return () => {
      live = false;
    };
  }, [value]);
  return (
    <Group gap="xs" wrap="nowrap">
      <Text fz="sm" c="dimmed" style={{ whiteSpace: "nowrap" }}>
        {ORDER_MSG.MEMBER_ID}
      </Text>
      <TextInput
        size="xs"
        aria-label={ORDER_MSG.MEMBER_ID}
        value={value}
        onChange={(e) => onChange(e.currentTarget.value.replace(/[^\d.]/g, ""))}
        maxLength={MAX_LENGTH.memberId}
        inputMode="numeric"
        w={120}
        data-testid="member-id"
      />
      <Text fz="sm" fw={600} c={name === MSG.MEMBER_ID_INVALID ? "red" : "teal.8"} data-testid="member-name" lineClamp={1}>
        {name}
      </Text>
    </Group>
  );
}
