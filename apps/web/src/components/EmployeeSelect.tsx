/**
 * Karyawan (the staff forms of /odcr and Hal Ojol; foundations §5 "Staff-side note", orders §2.6):
 * a required, searchable pick of one staff member by id, its list shown above the dialog.
 */
import { Select, type SelectProps } from "@mantine/core";
import { SCREEN_MSG } from "@waroeng/domain";
import type { StaffMember } from "../api/staff.ts";

/** `staff` as the options (value: the id as text); the rest (value, onChange, error, test id, clearable) as for a Select. */
export function EmployeeSelect({ staff, ...props }: SelectProps & { staff: StaffMember[]; "data-testid"?: string }) {
  return (
    <Select
      size="md"
      label={SCREEN_MSG.EMPLOYEE}
      withAsterisk
      placeholder={SCREEN_MSG.CHOOSE_EMPLOYEE}
      data={staff.map((s) => ({ value: String(s.id), label: s.name }))}
      searchable
      comboboxProps={{ withinPortal: true }}
      {...props}
    />
  );
}
