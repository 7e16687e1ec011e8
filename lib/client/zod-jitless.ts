// Zod compiles object parsers with `new Function` unless told not to, and probes for it first; under the
// Content-Security-Policy (no 'unsafe-eval' in production) that probe is reported as a violation even though Zod
// catches it. Imported for its effect by the browser code that parses with Zod: the Lumos chat's stream reader
// (lib/chat/stream.ts), which the chat loads on first send, so Zod stays out of the shell's bundle.
import { z } from "zod";

z.config({ jitless: true });
