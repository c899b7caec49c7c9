/** Request schemas of the auth area (foundations §5 Login, §7). Limits: MAX_LENGTH of @waroeng/domain. */

import { z } from "zod";
import { boundedText, FIELD_MSG, loginSchema, MAX_LENGTH } from "../index.ts";

export const loginBody = z.object({
  email: loginSchema.shape.email,
  password: loginSchema.shape.password,
  remember: z.union([z.boolean(), boundedText(MAX_LENGTH.flag, FIELD_MSG.FLAG_INVALID)]).optional(),
});
export type LoginBody = z.infer<typeof loginBody>;

/**
 * `GET /users/{id}`: a staff user id, or a member id (payment §5 Member ID: digits and dots; with
 * no dot exactly 5 digits). At most MAX_LENGTH.memberId characters.
 */
export const userOrMemberParam = z.object({
  id: z
    .string()
    .trim()
    .min(1, FIELD_MSG.ID_REQUIRED)
    .max(MAX_LENGTH.memberId, FIELD_MSG.ID_REQUIRED)
    .regex(/^[\d.]+$/, FIELD_MSG.ID_REQUIRED),
});
