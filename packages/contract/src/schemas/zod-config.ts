import { z } from 'zod'

// zod compiles object parsers with `new Function` where it may. In the storefront the Content-Security-Policy
// (script-src 'self') forbids that, and every try is logged as a violation: parse without it there. The API,
// under no such policy, keeps the faster compiled parsers. Every schema module imports this file first; it is
// the package's one module with a side effect (package.json `sideEffects`).
if ('document' in globalThis) z.config({ jitless: true })
