/**
 * `node:http` and `node:https`, loaded with `require` rather than `import`. Imported as ES modules, their
 * every export is evaluated, and one of them loads fetch's undici with http2, tls and worker_threads:
 * about 7 MiB of an idle host's memory (docs/PERFORMANCE.md) for code OrderSlip never calls. `https`
 * (and so TLS) is loaded only when an https address is first used.
 */
import type * as Http from 'node:http';
import type * as Https from 'node:https';

export const http: typeof Http = process.getBuiltinModule('node:http');

let secure: typeof Https | null = null;
export function https(): typeof Https {
  secure ??= process.getBuiltinModule('node:https');
  return secure;
}
