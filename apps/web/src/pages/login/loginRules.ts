/**
 * The sign-in form's rules (the domain's `loginSchema`), loaded by LoginPage in a chunk of its own:
 * the login screen shows before zod arrives.
 */
export { loginSchema } from "@waroeng/domain";
