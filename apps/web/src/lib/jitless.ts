/**
 * Imported first by main.tsx, before any schema is built: the Content-Security-Policy forbids eval
 * (docs/API.md "Security headers"), so zod must not compile its fast paths with `new Function` nor
 * probe for it (the caught probe alone is reported as a CSP violation).
 */
import { z } from "zod";

z.config({ jitless: true });
