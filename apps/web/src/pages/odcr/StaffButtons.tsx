import { Avatar, Card, Group, SimpleGrid, Text, UnstyledButton } from "@mantine/core";
import { SCREEN_MSG, UI_MSG } from "@waroeng/domain";
import type { StaffMember } from "../../api/staff.ts";

/** Open orders per staff member id (m_transaction_table_by), for the count under each name. */
export type TablesByStaff = Map<number, number>;

/**
 * STAF PELAYANAN (foundations §2 "Staff dashboard"): one big button per staff member who takes
 * orders; a tap opens the per-staff form, where that member takes one or several tables at once.
 */
export function StaffButtons({
  staff,
  counts,
  onPick,
}: {
  staff: StaffMember[];
  counts: TablesByStaff;
  onPick: (member: StaffMember) => void;
}) {
  return (
    <Card withBorder radius="lg" padding="sm" data-testid="section-staff">
      <Text fw={800} fz="sm" c="orange.9" mb="xs" style={{ letterSpacing: 1 }}>
        {SCREEN_MSG.STAFF_SERVICE}
      </Text>
      {staff.length === 0 ? (
        <Text c="dimmed" fz="sm" ta="center" py="md">
          {UI_MSG.NO_STAFF}
        </Text>
      ) : (
        <SimpleGrid cols={{ base: 2, sm: 3, lg: 6 }} spacing={8}>
          {staff.map((member) => {
            const open = counts.get(member.id) ?? 0;
            return (
              <UnstyledButton
                key={member.id}
                onClick={() => onPick(member)}
                data-testid={`staff-button-${member.id}`}
                aria-label={member.name}
                p="xs"
                mih={64}
                style={{
                  borderRadius: 12,
                  border: "1px solid var(--mantine-color-orange-3)",
                  background: "var(--mantine-color-orange-0)",
                }}
              >
                <Group gap="xs" wrap="nowrap">
                  <Avatar color="orange" variant="filled" radius="xl" size={36}>
                    {member.name.slice(0, 1).toUpperCase()}
                  </Avatar>
                  <div style={{ minWidth: 0 }}>
                    <Text fw={700} fz="sm" truncate>
                      {member.name}
                    </Text>
                    <Text fz="xs" c="dimmed" className="tabular">
                      {SCREEN_MSG.notaCount(open)}
                    </Text>
                  </div>
                </Group>
              </UnstyledButton>
            );
          })}
        </SimpleGrid>
      )}
    </Card>
  );
}
