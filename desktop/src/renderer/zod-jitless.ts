import { z } from 'zod';

/**
 * zod compiles object parsers with `new Function` unless told not to, and probes for it when a
 * schema is created: under the console's CSP (script-src 'self', no 'unsafe-eval') that probe is
 * a reported violation even though zod catches it. This module is main.tsx's first import, so it
 * runs before any module that creates a schema (@conf/common, the admin console).
 */
z.config({ jitless: true });
