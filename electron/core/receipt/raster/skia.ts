/**
 * Skia (`@napi-rs/canvas`), loaded the first time a receipt is drawn rather than when the engine starts:
 * loading the native library costs about 30 MiB of memory, which a shop whose receipts are all text
 * never needs to pay (the idle footprint is a benchmark target, docs/PERFORMANCE.md).
 */
import { createRequire } from 'node:module';
import type * as SkiaModule from '@napi-rs/canvas';

type Skia = typeof SkiaModule;

let skia: Skia | null = null;

export function loadSkia(): Skia {
  skia ??= createRequire(import.meta.url)('@napi-rs/canvas') as Skia;
  return skia;
}
