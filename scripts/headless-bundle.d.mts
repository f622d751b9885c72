import type { BuildOptions } from 'esbuild';

export declare const HEADLESS_BUNDLE_OPTIONS: BuildOptions;

/** The bundle's text with every character outside ASCII written as `\uXXXX` (see the script). */
export declare function asciiOnly(text: string): string;

/** Writes esbuild's output files (built with `write: false`) in ASCII, making their folder if missing. */
export declare function writeAscii(outputFiles: readonly { path: string; text: string }[]): void;
