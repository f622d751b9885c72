import type { BuildOptions } from 'esbuild';

export declare const HEADLESS_BUNDLE_OPTIONS: BuildOptions;

/** The bundle's text with every character outside ASCII written as `\uXXXX` (see the script). */
export declare function asciiOnly(text: string): string;
