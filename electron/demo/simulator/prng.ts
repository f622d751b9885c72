/**
 * A small seeded random source (mulberry32). Demo data, tests and benchmarks need the same orders for
 * the same seed on every machine, which Math.random and crypto cannot give.
 */
export class Rng {
  private state: number;

  constructor(seed: number) {
    this.state = seed >>> 0;
  }

  /** A number in [0, 1). */
  next(): number {
    this.state = (this.state + 0x6d2b79f5) >>> 0;
    let t = this.state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  }

  /** A whole number from min to max, both included. */
  int(min: number, max: number): number {
    return min + Math.floor(this.next() * (max - min + 1));
  }

  chance(probability: number): boolean {
    return this.next() < probability;
  }

  pick<T>(items: readonly T[]): T {
    const item = items[Math.floor(this.next() * items.length)];
    if (item === undefined) throw new RangeError('cannot pick from an empty list');
    return item;
  }

  weighted<T>(items: readonly (readonly [T, number])[]): T {
    const sum = items.reduce((total, [, weight]) => total + weight, 0);
    let roll = this.next() * sum;
    for (const [item, weight] of items) {
      roll -= weight;
      if (roll < 0) return item;
    }
    const last = items[items.length - 1];
    if (last === undefined) throw new RangeError('cannot pick from an empty list');
    return last[0];
  }

  /** `count` distinct items, in a random order. */
  sample<T>(items: readonly T[], count: number): T[] {
    const pool = [...items];
    const chosen: T[] = [];
    while (chosen.length < count && pool.length > 0) {
      const [item] = pool.splice(Math.floor(this.next() * pool.length), 1);
      if (item !== undefined) chosen.push(item);
    }
    return chosen;
  }

  digits(count: number): string {
    let text = '';
    for (let i = 0; i < count; i++) text += String(this.int(0, 9));
    return text;
  }

  /** A version-4-shaped UUID drawn from this source, so seeded data keeps the same ids. */
  uuid(): string {
    const bytes: number[] = [];
    for (let i = 0; i < 16; i++) bytes.push(this.int(0, 255));
    bytes[6] = ((bytes[6] ?? 0) & 0x0f) | 0x40;
    bytes[8] = ((bytes[8] ?? 0) & 0x3f) | 0x80;
    const hex = bytes.map((byte) => byte.toString(16).padStart(2, '0')).join('');
    return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
  }
}

/** FNV-1a: folds a text (a tenant id) into a seed, so each tenant gets its own stream. */
export function hashString(text: string, basis = 0x811c9dc5): number {
  let hash = basis >>> 0;
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash >>> 0;
}
