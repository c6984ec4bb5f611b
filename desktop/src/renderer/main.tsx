/*
 * The renderer's entry. zod compiles object parsers with `new Function` unless told not to, and
 * probes for it when a schema is built: under the console's CSP (no 'unsafe-eval') that probe is
 * a reported violation even though zod catches it. The flag (the object `z.config({ jitless: true
 * })` writes to) must be set before any chunk holding zod or the contract's schemas runs. The
 * console's lazy screens make those a shared chunk, which a static import would run before this
 * module's body, so the console is imported dynamically, after the flag.
 */
const zodGlobal = globalThis as { __zod_globalConfig?: Record<string, unknown> };
zodGlobal.__zod_globalConfig = { ...zodGlobal.__zod_globalConfig, jitless: true };

void import('./console');
