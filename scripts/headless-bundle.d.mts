import type { BuildOptions } from 'esbuild';

export declare const HEADLESS_BUNDLE_OPTIONS: BuildOptions;
