import type { BuildOptions, Plugin } from 'esbuild';

export declare const HEADLESS_BUNDLE_OPTIONS: BuildOptions;

/** The bundle's text with every character outside ASCII written as `\uXXXX` (see the script). */
export declare function asciiOnly(text: string): string;

/** Writes esbuild's output files (built with `write: false`) in ASCII, making their folder if missing. */
export declare function writeAscii(outputFiles: readonly { path: string; text: string }[]): void;

/** The host's two bundles beside its entry: `run` alone, and every command (see the script). */
export declare const HOST_BUNDLES: readonly ('run' | 'tools')[];

/** The file of the bundle `part` beside the entry named `entryFileName` (`cli.run.cjs`). */
export declare function hostBundleFileName(entryFileName: string, part: string): string;

/** A words index with its window, paper and notification words made at their first use (see the script). */
export declare function lazyWordParts(source: string): string;

/** The esbuild plugin that gives every words index of a bundle `lazyWordParts`. */
export declare const lazyWordPartsPlugin: Plugin;

/** Builds the headless host at `outfile`, with the files of the packages it loads late beside it. */
export declare function buildHeadless(outfile: string): Promise<void>;

/** Every file `buildHeadless(outfile)` writes: the entry first. */
export declare function headlessFiles(outfile: string): string[];

/** The file a bundle named `bundleFileName` loads the package `pkg` from (`cli.libphonenumber-js.cjs`). */
export declare function lazyPackageFileName(bundleFileName: string, pkg: string): string;

/** The languages whose words live in a file of their own beside the bundle. */
export declare const FILED_LANGUAGES: readonly string[];

/** The file a bundle named `bundleFileName` loads `language`'s words from (`cli.words-fr.cjs`). */
export declare function wordsFileName(bundleFileName: string, language: string): string;
