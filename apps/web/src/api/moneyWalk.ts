/**
 * The money walk of the API client (the domain's `mapMoney`: a reply or form walked along its zod
 * schema), in a chunk of its own: only a ringgit outlet converts money, so a rupiah outlet's screens
 * never download it (nor the zod parser it uses to tell a union's options apart).
 */
export { mapMoney } from "@waroeng/domain";
