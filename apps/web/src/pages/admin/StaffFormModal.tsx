/**
 * Back office · Staf: the form to add an account (name, login, role, password) or edit one (name,
 * role), and the password reset. The server validates every field; its message shows in the form.
 */
import { PasswordInput, Select, TextInput } from "@mantine/core";
import { PEOPLE_MSG, type Role, STAFF_LIMITS } from "@waroeng/domain";
import { useState } from "react";
import { createStaff, resetStaffPassword, type Staff, updateStaff } from "../../api/adminPeople.ts";
import { SaveFormModal } from "./AdminFormModal.tsx";

const roleLabel = (r: string) => PEOPLE_MSG.ROLE_LABELS[r as Role] ?? r;

/** Add (`staff` null) or edit an account. */
export function StaffFormModal(props: { staff: Staff | null; roles: string[]; onClose: () => void; onSaved: (message: string) => void }) {
  const { staff } = props;
  const [name, setName] = useState(staff?.name ?? "");
  const [email, setEmail] = useState(staff?.email ?? "");
  const [role, setRole] = useState<string | null>(staff?.role ?? null);
  const [password, setPassword] = useState("");
  const roles = staff && !props.roles.includes(staff.role) ? [...props.roles, staff.role] : props.roles;
  return (
    <SaveFormModal
      title={staff ? `${PEOPLE_MSG.EDIT} ${staff.name}` : PEOPLE_MSG.ADD_STAFF}
      onClose={props.onClose}
      save={async () =>
        staff
          ? updateStaff(staff.id, { name, role: (role ?? "") as Role })
          : createStaff({ name, email, role: (role ?? "") as Role, password })
      }
      savedMessage={staff ? PEOPLE_MSG.STAFF_SAVED : PEOPLE_MSG.STAFF_CREATED}
      onSaved={props.onSaved}
      errorTestId="staff-error"
      saveTestId="staff-save"
    >
      <TextInput
        label={PEOPLE_MSG.COL_NAME}
        value={name}
        maxLength={STAFF_LIMITS.nameMax}
        onChange={(e) => setName(e.currentTarget.value)}
        data-testid="staff-name"
        data-autofocus
      />
      <TextInput
        label={PEOPLE_MSG.COL_LOGIN}
        value={email}
        maxLength={STAFF_LIMITS.loginMax}
        disabled={staff !== null}
        onChange={(e) => setEmail(e.currentTarget.value)}
        data-testid="staff-login"
        autoComplete="off"
      />
      <Select
        label={PEOPLE_MSG.COL_ROLE}
        data={roles.map((r) => ({ value: r, label: roleLabel(r) }))}
        value={role}
        onChange={setRole}
        allowDeselect={false}
        size="md"
        data-testid="staff-role"
      />
      {!staff && (
        <PasswordInput
          label={PEOPLE_MSG.FIELD_PASSWORD}
          value={password}
          maxLength={STAFF_LIMITS.passwordMax}
          onChange={(e) => setPassword(e.currentTarget.value)}
          data-testid="staff-password"
          autoComplete="new-password"
        />
      )}
    </SaveFormModal>
  );
}

/** Sets a new password for `staff` (their sessions end). */
export function PasswordResetModal(props: { staff: Staff; onClose: () => void; onSaved: (message: string) => void }) {
  const [password, setPassword] = useState("");
  return (
    <SaveFormModal
      title={`${PEOPLE_MSG.RESET_PASSWORD}: ${props.staff.name}`}
      onClose={props.onClose}
      save={() => resetStaffPassword(props.staff.id, password)}
      savedMessage={PEOPLE_MSG.PASSWORD_RESET}
      onSaved={props.onSaved}
      errorTestId="staff-error"
      saveTestId="staff-password-save"
    >
      <PasswordInput
        label={PEOPLE_MSG.FIELD_NEW_PASSWORD}
        value={password}
        maxLength={STAFF_LIMITS.passwordMax}
        onChange={(e) => setPassword(e.currentTarget.value)}
        data-testid="staff-new-password"
        autoComplete="new-password"
        data-autofocus
      />
    </SaveFormModal>
  );
}
