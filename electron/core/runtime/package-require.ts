/**
 * `require` for the packages the engine loads late (a library at the first print, js-yaml at the first
 * update feed), made at its first use. `createRequire` lives in Node's `node:module`, which an `import`
 * of it loads as the engine starts, with its module loader's parts: a host that only idles never needs
 * it (docs/PERFORMANCE.md). `process.getBuiltinModule` loads a part of Node at the call instead.
 */
export function packageRequire(moduleUrl: string): () => NodeJS.Require {
  let made: NodeJS.Require | undefined;
  return () => (made ??= process.getBuiltinModule('node:module').createRequire(moduleUrl));
}
