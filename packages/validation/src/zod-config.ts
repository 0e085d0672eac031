import { z } from 'zod';

// In browsers, zod's compiled object parsers first probe `new Function('')`; under our CSP (script-src 'self',
// no 'unsafe-eval') that probe is refused and reported as a CSP violation on every page that builds a schema,
// which Lighthouse counts against best practices. Jitless parsing is plenty fast for API answers and forms.
// The API server keeps the compiled parsers. Imported first by every module here that builds schemas.
if ('document' in globalThis) z.config({ jitless: true });
