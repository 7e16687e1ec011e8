// Zod compiles object parsers with `new Function` unless told not to, and probes for it first; under the
// Content-Security-Policy (no 'unsafe-eval' in production) that probe is reported as a violation even though Zod
// catches it. Imported for its effect by the browser code that parses with Zod (the Lumos chat).
import { z } from "zod";

z.config({ jitless: true });
