import type { Plugin } from 'vite';

/** What the window is made of: folders and files under the app's root. */
export declare const WINDOW_SOURCES: readonly string[];

/** The stamp's name inside a built window's folder. */
export declare const SOURCES_STAMP: string;

/** The hash of every file the window is made of, under `root`. */
export declare function windowSourcesHash(root: string): string;

/** True when `rendererDir` holds a whole window built from the sources under `root` as they are now. */
export declare function builtFromCurrentSources(rendererDir: string, root: string, hash?: string): boolean;

/** A Vite plugin that writes the stamp into the build's folder. */
export declare function stampWindowSources(root: string): Plugin;
