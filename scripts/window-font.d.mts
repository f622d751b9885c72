export interface FontTable {
  readonly tag: string;
  readonly checksum: number;
  readonly data: Buffer;
}

export declare const FONT_MODULE: string;
export declare const WINDOW_FONT: string;
export declare function sfntTables(font: Buffer): FontTable[];
export declare function woffTables(woff: Buffer, inflate: (packed: Buffer) => Buffer): FontTable[];
export declare function woffOf(font: Buffer): Buffer;
export declare function readPackagedFont(): Buffer;
