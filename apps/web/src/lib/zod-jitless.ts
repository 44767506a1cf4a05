/**
 * The app's Content-Security-Policy allows no eval (script-src 'self'). zod compiles fast object
 * parsers with `new Function` when it may, and probes for that at the first parse; under this
 * policy the probe is refused and the browser reports a CSP violation, even though zod then falls
 * back. Set before zod loads (main.tsx imports this first), `jitless` tells zod never to try.
 * zod reads its configuration from this global (its `z.config()` writes the same object).
 */
const holder = globalThis as { __zod_globalConfig?: { jitless?: boolean } };
(holder.__zod_globalConfig ??= {}).jitless = true;

export {};
