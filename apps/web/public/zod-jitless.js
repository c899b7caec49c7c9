/*
 * Loaded by index.html as a classic script, before any module of the app: the Content-Security-Policy
 * forbids eval (docs/API.md "Security headers"), so zod must neither compile its fast paths with
 * `new Function` nor probe for it (the caught probe alone is reported as a CSP violation). zod reads
 * this global config object when its first module loads; with lazy chunks, a `z.config()` call in the
 * entry module would run after the domain chunk has already built its schemas.
 */
globalThis.__zod_globalConfig = Object.assign(globalThis.__zod_globalConfig || {}, { jitless: true });
