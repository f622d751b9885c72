/**
 * The length of every ESC/POS (and Star line mode) command we may meet, so that a reader can step over
 * command arguments and image data without mistaking those bytes for text or for real-time commands.
 * Used by the job parser (whole buffers) and by the virtual printer (a growing stream).
 */

export type Dialect = 'epson' | 'star';

export type Token =
  | { readonly kind: 'text'; readonly length: number }
  | { readonly kind: 'command'; readonly name: string; readonly length: number }
  /** Bytes no command explains; `length` of them are skipped. */
  | { readonly kind: 'unknown'; readonly length: number };

/** Total command length, `null` when more bytes are needed to know it, `'invalid'` for bad parameters. */
type Measure = (b: Uint8Array, at: number) => number | null | 'invalid';

interface Rule {
  /** A fixed name, or one built from the bytes (for families such as `GS ( X`). */
  readonly name: string | ((b: Uint8Array, at: number) => string);
  readonly measure: Measure;
}

const fixed = (name: string, length: number): Rule => ({ name, measure: () => length });
const rule = (name: Rule['name'], measure: Measure): Rule => ({ name, measure });

/** `byte(b, i)` or undefined past the end: measures return null (need more) on undefined. */
const at = (b: Uint8Array, i: number): number | undefined => (i < b.length ? b[i] : undefined);

function word(b: Uint8Array, i: number): number | null {
  const low = at(b, i);
  const high = at(b, i + 1);
  return low === undefined || high === undefined ? null : low + high * 256;
}

/** `prefix pL pH data[pL + pH·256]` where pL sits at `headerLength`. */
const lengthPrefixed =
  (headerLength: number): Measure =>
  (b, i) => {
    const n = word(b, i + headerLength);
    return n === null ? null : headerLength + 2 + n;
  };

/** Data that runs up to and including a terminator byte (within `max` bytes). */
const terminated =
  (headerLength: number, terminator: number, max: number): Measure =>
  (b, i) => {
    for (let j = i + headerLength; j < i + headerLength + max; j++) {
      const value = at(b, j);
      if (value === undefined) return null;
      if (value === terminator) return j - i + 1;
    }
    return 'invalid';
  };

const MNEMONICS: Readonly<Record<number, string>> = {
  0x00: 'NUL',
  0x01: 'SOH',
  0x04: 'EOT',
  0x05: 'ENQ',
  0x06: 'ACK',
  0x07: 'BEL',
  0x0a: 'LF',
  0x0c: 'FF',
  0x10: 'DLE',
  0x14: 'DC4',
  0x19: 'EM',
  0x1b: 'ESC',
  0x1c: 'FS',
  0x1d: 'GS',
  0x1e: 'RS',
  0x20: 'SP',
};

const mnemonic = (byte: number): string => MNEMONICS[byte] ?? String.fromCharCode(byte);

/** Name a command from its first `count` bytes: `1d 28 48` → `GS ( H`. */
const named =
  (count: number) =>
  (b: Uint8Array, i: number): string =>
    Array.from(b.subarray(i, i + count), mnemonic).join(' ');

// ---------------------------------------------------------------- Epson ESC/POS

const escAmpersand: Measure = (b, i) => {
  // ESC & y c1 c2 [x d1…d(y·x)] for each character c1…c2
  const y = at(b, i + 2);
  const c1 = at(b, i + 3);
  const c2 = at(b, i + 4);
  if (y === undefined || c1 === undefined || c2 === undefined) return null;
  if (c2 < c1) return 'invalid';
  let length = 5;
  for (let c = c1; c <= c2; c++) {
    const x = at(b, i + length);
    if (x === undefined) return null;
    length += 1 + y * x;
  }
  return length;
};

const escStar: Measure = (b, i) => {
  const m = at(b, i + 2);
  const n = word(b, i + 3);
  if (m === undefined || n === null) return null;
  if (m === 0 || m === 1) return 5 + n;
  if (m === 32 || m === 33) return 5 + n * 3;
  return 'invalid';
};

const EPSON_ESC: Readonly<Record<number, Rule>> = {
  0x0c: fixed('ESC FF', 2),
  0x20: fixed('ESC SP', 3),
  0x21: fixed('ESC !', 3),
  0x24: fixed('ESC $', 4),
  0x25: fixed('ESC %', 3),
  0x26: rule('ESC &', escAmpersand),
  0x28: rule(named(3), lengthPrefixed(3)),
  0x2a: rule('ESC *', escStar),
  0x2d: fixed('ESC -', 3),
  0x32: fixed('ESC 2', 2),
  0x33: fixed('ESC 3', 3),
  0x3d: fixed('ESC =', 3),
  0x3f: fixed('ESC ?', 3),
  0x40: fixed('ESC @', 2),
  // Not in Epson's reference for every model, but node-thermal-printer's beep() emits ESC B n t.
  0x42: fixed('ESC B', 4),
  0x44: rule('ESC D', terminated(2, 0x00, 33)),
  0x45: fixed('ESC E', 3),
  0x47: fixed('ESC G', 3),
  0x4a: fixed('ESC J', 3),
  0x4b: fixed('ESC K', 3),
  0x4c: fixed('ESC L', 2),
  0x4d: fixed('ESC M', 3),
  0x52: fixed('ESC R', 3),
  0x53: fixed('ESC S', 2),
  0x54: fixed('ESC T', 3),
  0x55: fixed('ESC U', 3),
  0x56: fixed('ESC V', 3),
  0x57: fixed('ESC W', 10),
  0x5c: fixed('ESC \\', 4),
  0x61: fixed('ESC a', 3),
  0x63: fixed('ESC c', 4),
  0x64: fixed('ESC d', 3),
  0x65: fixed('ESC e', 3),
  0x69: fixed('ESC i', 2),
  0x6d: fixed('ESC m', 2),
  0x70: fixed('ESC p', 5),
  0x72: fixed('ESC r', 3),
  0x74: fixed('ESC t', 3),
  0x75: fixed('ESC u', 3),
  0x76: fixed('ESC v', 2),
  0x7b: fixed('ESC {', 3),
};

const gsBarcode: Measure = (b, i) => {
  const m = at(b, i + 2);
  if (m === undefined) return null;
  if (m <= 6) return terminated(3, 0x00, 256)(b, i);
  if (m >= 65 && m <= 79) {
    const n = at(b, i + 3);
    return n === undefined ? null : 4 + n;
  }
  return 'invalid';
};

const gsCut: Measure = (b, i) => {
  const m = at(b, i + 2);
  if (m === undefined) return null;
  if (m === 0 || m === 1 || m === 48 || m === 49) return 3;
  if ([65, 66, 97, 98, 103, 104].includes(m)) return 4;
  return 'invalid';
};

const gsRaster: Measure = (b, i) => {
  // GS v 0 m xL xH yL yH d1…dk, k = (xL + xH·256) · (yL + yH·256)
  const zero = at(b, i + 2);
  if (zero === undefined) return null;
  if (zero !== 0x30) return 'invalid';
  const x = word(b, i + 4);
  const y = word(b, i + 6);
  return x === null || y === null ? null : 8 + x * y;
};

const gsDownloadImage: Measure = (b, i) => {
  const x = at(b, i + 2);
  const y = at(b, i + 3);
  return x === undefined || y === undefined ? null : 4 + x * y * 8;
};

const gsLargeGraphics: Measure = (b, i) => {
  // GS 8 L p1 p2 p3 p4 m fn …: a 4-byte length for graphics too large for GS ( L
  const bytes = [at(b, i + 3), at(b, i + 4), at(b, i + 5), at(b, i + 6)];
  if (bytes.some((value) => value === undefined)) return null;
  const [p1 = 0, p2 = 0, p3 = 0, p4 = 0] = bytes;
  return 7 + p1 + p2 * 0x100 + p3 * 0x10000 + p4 * 0x1000000;
};

const EPSON_GS: Readonly<Record<number, Rule>> = {
  0x21: fixed('GS !', 3),
  0x24: fixed('GS $', 4),
  0x28: rule(named(3), lengthPrefixed(3)),
  0x2a: rule('GS *', gsDownloadImage),
  0x2f: fixed('GS /', 3),
  0x38: rule(named(3), gsLargeGraphics),
  0x3a: fixed('GS :', 2),
  0x42: fixed('GS B', 3),
  0x45: fixed('GS E', 3),
  0x48: fixed('GS H', 3),
  0x49: fixed('GS I', 3),
  0x4c: fixed('GS L', 4),
  0x50: fixed('GS P', 4),
  0x54: fixed('GS T', 3),
  0x56: rule('GS V', gsCut),
  0x57: fixed('GS W', 4),
  0x5c: fixed('GS \\', 4),
  0x5e: fixed('GS ^', 5),
  0x61: fixed('GS a', 3),
  0x62: fixed('GS b', 3),
  0x63: fixed('GS c', 2),
  0x66: fixed('GS f', 3),
  0x67: fixed('GS g', 6),
  0x68: fixed('GS h', 3),
  0x6b: rule('GS k', gsBarcode),
  0x72: fixed('GS r', 3),
  0x76: rule('GS v 0', gsRaster),
  0x77: fixed('GS w', 3),
  // Print density: not in Epson's reference, but node-thermal-printer emits it.
  0x7c: fixed('GS |', 3),
};

const EPSON_FS: Readonly<Record<number, Rule>> = {
  0x21: fixed('FS !', 3),
  0x26: fixed('FS &', 2),
  0x28: rule(named(3), lengthPrefixed(3)),
  0x2d: fixed('FS -', 3),
  0x2e: fixed('FS .', 2),
  0x43: fixed('FS C', 3),
  0x53: fixed('FS S', 4),
  0x57: fixed('FS W', 3),
  0x70: fixed('FS p', 4),
};

const dleEot: Measure = (b, i) => {
  const n = at(b, i + 2);
  if (n === undefined) return null;
  return n === 7 || n === 8 ? 4 : 3;
};

const dleDc4: Measure = (b, i) => {
  const fn = at(b, i + 2);
  if (fn === undefined) return null;
  if (fn === 1 || fn === 2) return 5;
  if (fn === 7) return 4;
  if (fn === 8) return 10;
  return 'invalid';
};

const EPSON_DLE: Readonly<Record<number, Rule>> = {
  0x04: rule('DLE EOT', dleEot),
  0x05: fixed('DLE ENQ', 3),
  0x14: rule('DLE DC4', dleDc4),
};

const EPSON_SINGLE: Readonly<Record<number, string>> = {
  0x09: 'HT',
  0x0a: 'LF',
  0x0c: 'FF',
  0x0d: 'CR',
  0x18: 'CAN',
};

// ---------------------------------------------------------------- Star line mode

const starQr: Measure = (b, i) => {
  const sub = at(b, i + 3);
  if (sub === undefined) return null;
  if (sub === 0x53) return 6; // ESC GS y S n m
  if (sub === 0x50) return 4; // ESC GS y P
  if (sub === 0x44) {
    // ESC GS y D 1 m nL nH d1…dk
    const n = word(b, i + 6);
    return n === null ? null : 8 + n;
  }
  return 'invalid';
};

const starPdf417: Measure = (b, i) => {
  const sub = at(b, i + 3);
  if (sub === undefined) return null;
  if (sub === 0x53) {
    const n = at(b, i + 4);
    if (n === undefined) return null;
    return n === 0x30 ? 8 : 6;
  }
  if (sub === 0x50) return 4;
  if (sub === 0x44) {
    const n = word(b, i + 4);
    return n === null ? null : 6 + n;
  }
  return 'invalid';
};

const STAR_ESC_GS: Readonly<Record<number, Rule>> = {
  // ESC GS ETX s n1 n2: document start / end (StarPRNT's checked block)
  0x03: fixed('ESC GS ETX', 6),
  // ESC GS BEL m n1 n2: ring the buzzer
  0x07: fixed('ESC GS BEL', 6),
  0x61: fixed('ESC GS a', 4),
  0x74: fixed('ESC GS t', 4),
  0x78: rule(named(4), starPdf417),
  0x79: rule(named(4), starQr),
};

const STAR_ESC_RS: Readonly<Record<number, Rule>> = {
  0x41: fixed('ESC RS A', 4),
  // ESC RS E n: clear the ETB counter / ETB status
  0x45: fixed('ESC RS E', 4),
  0x46: fixed('ESC RS F', 4),
  0x61: fixed('ESC RS a', 4),
  0x64: fixed('ESC RS d', 4),
  0x72: fixed('ESC RS r', 4),
};

/**
 * Star raster graphics, `ESC * r X …` (STAR Graphic Mode Command Specifications, §3-2): A B C R a b
 * stand alone; the settings carry their number as ASCII decimal digits ending in NUL (`ESC * r E 1 3 NUL`);
 * the margins have a fifth letter (`ESC * r m l n NUL`).
 */
const STAR_RASTER_BARE = new Set([0x41, 0x42, 0x43, 0x52, 0x61, 0x62]);
const STAR_RASTER_NUMBERED = new Set([0x44, 0x45, 0x46, 0x4b, 0x50, 0x51, 0x54, 0x59, 0x65, 0x74]);
/** "up to 255 digits", says the spec: room for them and the NUL. */
const STAR_RASTER_MAX_DIGITS = 256;

const starRasterSetting: Measure = (b, i) => {
  const r = at(b, i + 2);
  const letter = at(b, i + 3);
  if (r === undefined || letter === undefined) return null;
  if (r !== 0x72) return 'invalid';
  if (STAR_RASTER_BARE.has(letter)) return 4;
  if (STAR_RASTER_NUMBERED.has(letter)) return terminated(4, 0x00, STAR_RASTER_MAX_DIGITS)(b, i);
  if (letter === 0x6d) {
    const side = at(b, i + 4);
    if (side === undefined) return null;
    if (side !== 0x6c && side !== 0x72) return 'invalid';
    return terminated(5, 0x00, STAR_RASTER_MAX_DIGITS)(b, i);
  }
  return 'invalid';
};

const starRasterName = (b: Uint8Array, i: number): string =>
  at(b, i + 3) === 0x6d ? named(5)(b, i) : named(4)(b, i);

const starBitImage =
  (bytesPerUnit: number): Measure =>
  (b, i) => {
    const n = word(b, i + 2);
    return n === null ? null : 4 + n * bytesPerUnit;
  };

const STAR_ESC: Readonly<Record<number, Rule>> = {
  // ESC ACK SOH: real-time automatic status request
  0x06: fixed('ESC ACK SOH', 3),
  0x07: fixed('ESC BEL', 4),
  // ESC FF NUL / EOT / EM / LF: end a raster page (FF, EOT, EM or LF mode)
  0x0c: rule(named(3), () => 3),
  0x2a: rule(starRasterName, starRasterSetting),
  0x2d: fixed('ESC -', 3),
  0x30: fixed('ESC 0', 2),
  0x31: fixed('ESC 1', 3),
  0x32: fixed('ESC 2', 2),
  0x33: fixed('ESC 3', 3),
  0x34: fixed('ESC 4', 2),
  0x35: fixed('ESC 5', 2),
  0x3d: fixed('ESC =', 3),
  // ESC ? LF NUL: reset the printer
  0x3f: fixed('ESC ?', 4),
  0x40: fixed('ESC @', 2),
  0x42: rule('ESC B', terminated(2, 0x00, 17)),
  0x44: rule('ESC D', terminated(2, 0x00, 33)),
  0x45: fixed('ESC E', 2),
  0x46: fixed('ESC F', 2),
  0x4b: rule('ESC K', starBitImage(1)),
  0x4c: rule('ESC L', starBitImage(1)),
  0x51: fixed('ESC Q', 3),
  0x52: fixed('ESC R', 3),
  0x57: fixed('ESC W', 3),
  0x61: fixed('ESC a', 3),
  0x62: rule('ESC b', terminated(6, 0x1e, 256)),
  0x64: fixed('ESC d', 3),
  0x68: fixed('ESC h', 3),
  0x69: fixed('ESC i', 4),
  0x6b: rule('ESC k', starBitImage(24)),
  0x6c: fixed('ESC l', 3),
  0x7a: fixed('ESC z', 3),
};

const STAR_SINGLE: Readonly<Record<number, string>> = {
  0x07: 'BEL',
  0x09: 'HT',
  0x0a: 'LF',
  0x0b: 'VT',
  0x0c: 'FF',
  0x0d: 'CR',
  0x0e: 'SO',
  0x0f: 'SI',
  0x12: 'DC2',
  0x14: 'DC4',
  0x17: 'ETB',
  0x18: 'CAN',
  0x19: 'EM',
  0x1a: 'SUB',
  0x1c: 'FS',
  0x1e: 'RS',
};

/** In Star raster mode: `b n1 n2 d…` (a row, then the next row) and `k n1 n2 d…` (a row, same row). */
const STAR_RASTER_ROWS: Readonly<Record<number, Rule>> = {
  0x62: rule('b', lengthPrefixed(1)),
  0x6b: rule('k', lengthPrefixed(1)),
};

// ---------------------------------------------------------------- scanning

function applyRule(rule: Rule | undefined, b: Uint8Array, i: number, keyLength: number): Token | null {
  if (!rule) return i + keyLength <= b.length ? { kind: 'unknown', length: keyLength } : null;
  const length = rule.measure(b, i);
  if (length === null) return null;
  if (length === 'invalid') return { kind: 'unknown', length: keyLength };
  if (i + length > b.length) return null;
  const name = typeof rule.name === 'string' ? rule.name : rule.name(b, i);
  return { kind: 'command', name, length };
}

function nested(
  table: Readonly<Record<number, Rule>>,
  b: Uint8Array,
  i: number,
  keyLength: number,
): Token | null {
  const key = at(b, i + keyLength - 1);
  if (key === undefined) return null;
  return applyRule(table[key], b, i, keyLength);
}

function scanEpson(b: Uint8Array, i: number, first: number): Token | null {
  const single = EPSON_SINGLE[first];
  if (single !== undefined) return { kind: 'command', name: single, length: 1 };
  if (first === 0x1b) return nested(EPSON_ESC, b, i, 2);
  if (first === 0x1d) return nested(EPSON_GS, b, i, 2);
  if (first === 0x1c) return nested(EPSON_FS, b, i, 2);
  if (first === 0x10) return nested(EPSON_DLE, b, i, 2);
  return { kind: 'unknown', length: 1 };
}

function scanStar(b: Uint8Array, i: number, first: number, raster: boolean): Token | null {
  if (raster) {
    const row = STAR_RASTER_ROWS[first];
    if (row) return applyRule(row, b, i, 1);
    // Raster mode prints no text: a printable byte there is no command.
    if (isText(first)) return { kind: 'unknown', length: 1 };
  }
  const single = STAR_SINGLE[first];
  if (single !== undefined) return { kind: 'command', name: single, length: 1 };
  if (first !== 0x1b) return { kind: 'unknown', length: 1 };
  const second = at(b, i + 1);
  if (second === undefined) return null;
  if (second === 0x1d) return nested(STAR_ESC_GS, b, i, 3);
  if (second === 0x1e) return nested(STAR_ESC_RS, b, i, 3);
  return applyRule(STAR_ESC[second], b, i, 2);
}

const isText = (byte: number): boolean => byte >= 0x20;

/**
 * The token that starts at `offset`: a run of printable bytes, one whole command, or bytes no command
 * explains. `null` when the bytes end inside a command (a stream must wait for more).
 * `starRaster`: the Star printer is in raster mode (after `ESC * r A`), where `b` and `k` start rows of
 * binary data rather than text. A reader of a whole stream should use CommandScanner, which keeps track.
 */
export function scanToken(
  bytes: Uint8Array,
  offset: number,
  dialect: Dialect,
  starRaster = false,
): Token | null {
  const first = at(bytes, offset);
  if (first === undefined) return null;
  if (dialect === 'star') {
    if (starRaster || !isText(first)) return scanStar(bytes, offset, first, starRaster);
  } else if (!isText(first)) {
    return scanEpson(bytes, offset, first);
  }
  let end = offset + 1;
  while (end < bytes.length && isText(bytes[end] ?? 0)) end++;
  return { kind: 'text', length: end - offset };
}

/**
 * Tokens of one stream, in order, with the state that changes how the next bytes read: Star's raster
 * mode (entered by `ESC * r A`, left by `ESC * r B` or a reset `ESC ?`). Call `next` with the same
 * growing buffer; a `null` consumes nothing and changes no state.
 */
export class CommandScanner {
  private raster = false;

  constructor(readonly dialect: Dialect) {}

  /** True while a Star printer is in raster mode. */
  get inStarRaster(): boolean {
    return this.raster;
  }

  next(bytes: Uint8Array, offset: number): Token | null {
    const token = scanToken(bytes, offset, this.dialect, this.raster);
    if (token?.kind === 'command' && this.dialect === 'star') {
      if (token.name === 'ESC * r A') this.raster = true;
      else if (token.name === 'ESC * r B' || token.name === 'ESC ?') this.raster = false;
    }
    return token;
  }
}
