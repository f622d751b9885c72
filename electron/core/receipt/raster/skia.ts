/**
 * Skia (`@napi-rs/canvas`), loaded the first time a receipt is drawn rather than when the engine starts:
 * loading the native library costs about 30 MiB of memory, which a shop whose receipts are all text
 * never needs to pay (the idle footprint is a benchmark target, docs/PERFORMANCE.md).
 */
import { packageRequire } from '../../runtime/package-require';
import type * as SkiaModule from '@napi-rs/canvas';

const load = packageRequire(import.meta.url);

type Skia = typeof SkiaModule;

let skia: Skia | null = null;

export function loadSkia(): Skia {
  skia ??= load()('@napi-rs/canvas') as Skia;
  return skia;
}
