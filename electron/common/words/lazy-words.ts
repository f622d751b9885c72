/**
 * A part of a language's words (its window, a label's, its notifications) made at its first read: in the
 * headless host's bundles each words index takes those parts through this (`lazyWordParts` in
 * scripts/headless-bundle.mjs), so a host that polls and prints does not make the words of a window it
 * never shows. Read as the object itself is: keys, values, spread, `in`, JSON. Words are constants: a
 * change is refused, as a frozen object would, rather than lost. A Proxy cannot be structured-cloned, and
 * `util.inspect` shows it as `{}`: no words object crosses a thread or IPC in the headless host, and a log
 * line says messages, not words objects.
 */
export function lazyWords<T extends object>(make: () => T): T {
  let made: T | undefined;
  const words = (): T => (made ??= make());
  const refuse = (): never => {
    throw new TypeError('Words cannot be changed');
  };
  return new Proxy({} as T, {
    get: (_, key) => Reflect.get(words(), key),
    has: (_, key) => Reflect.has(words(), key),
    ownKeys: () => Reflect.ownKeys(words()),
    getOwnPropertyDescriptor: (_, key) => {
      const found = Reflect.getOwnPropertyDescriptor(words(), key);
      // The target is empty and extensible: a property it reports must be configurable.
      return found && { ...found, configurable: true };
    },
    set: refuse,
    defineProperty: refuse,
    deleteProperty: refuse,
    setPrototypeOf: refuse,
    preventExtensions: refuse,
  });
}
