import { config } from 'zod';

// The CSP has no 'unsafe-eval'. Zod probes for `new Function` when a schema is built, and the
// browser reports that probe as a CSP violation even though zod catches it: stay jitless.
// main.tsx imports this module first, before any contract schema is created.
config({ jitless: true });
