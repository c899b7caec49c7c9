/** Request schemas of the auth area (foundations §5 Login, §7). */
import { z } from "zod";

export const loginBody = z.object({
  email: z.string({ error: "Email harus diisi" }).trim().min(1, "Email harus diisi"),
  password: z.string({ error: "Password harus diisi" }).min(1, "Password harus diisi"),
  remember: z.union([z.boolean(), z.string()]).optional(),
});
export type LoginBody = z.infer<typeof loginBody>;

export const idParam = z.object({ id: z.coerce.number().int().positive("Id tidak valid") });
