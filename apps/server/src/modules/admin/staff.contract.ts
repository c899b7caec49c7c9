/** The contract of the back office's Staf routes (issue 14), attached by lib/contract.ts. */
import { peopleReplies, replies } from "@waroeng/domain/wire";
import type { RouteContracts } from "../../lib/contract.ts";

const who =
  "Roles owner and kacab (`admin.manage`); only accounts of the session's outlet (another outlet's id → 404). A kacab may not give the owner role nor change an owner's account (403 `Hanya owner yang boleh mengatur akun owner`). Every change is one transaction with an audit row (entity `user`; never a password or hash).";

export const staffContract: RouteContracts = {
  "GET /admin/staff": {
    summary: "Staff accounts (back office)",
    description: `Every account of the outlet, active first then by name: \`id\`, \`name\`, \`email\` (the login), \`role\`, \`active\`, \`created_at\`; and \`assignable_roles\`, the roles the caller may give. ${who}`,
    response: replies(200, peopleReplies.staffList),
  },
  "POST /admin/staff": {
    summary: "Add a staff account (back office)",
    description: `Form: \`name\` (3–100), \`email\` (the login: an email or a user name, 3–254 of letters, digits, \`.@_+-\`; stored lower case, unique across outlets → 409 \`Login sudah dipakai\`), \`role\`, \`password\` (8–128, stored as an argon2id hash). The new user can log in at once. ${who}`,
    response: replies(200, peopleReplies.staff),
  },
  "POST /admin/staff/:id": {
    summary: "Edit a staff account's name and role (back office)",
    description: `Form: \`name\`, \`role\`. Changing one's own role → 409 \`Tidak bisa menonaktifkan atau mengubah role akun sendiri\`; taking the admin role from the outlet's last active owner/kacab → 409 \`Harus tersisa minimal satu owner atau kacab aktif\`. ${who}`,
    response: replies(200, peopleReplies.staff),
  },
  "POST /admin/staff/:id/password": {
    summary: "Reset a staff password (back office)",
    description: `Form: \`password\` (8–128). Every session of that user ends at once (the caller's own session stays when resetting one's own password): the next request with an old token is 401. ${who}`,
    response: replies(200, peopleReplies.staff),
  },
  "POST /admin/staff/:id/deactivate": {
    summary: "Deactivate a staff account (back office)",
    description: `The account stops logging in and every session of it ends at once: the reply comes after every server process dropped them from its session cache, so the user's next request is 401. Not one's own account, not the outlet's last active owner/kacab (409). ${who}`,
    response: replies(200, peopleReplies.staff),
  },
  "POST /admin/staff/:id/activate": {
    summary: "Reactivate a staff account (back office)",
    description: `The account can log in again (with its password as it was). ${who}`,
    response: replies(200, peopleReplies.staff),
  },
};
