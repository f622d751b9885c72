/**
 * Printer addresses on this computer: the pure syntax (electron/common/syntax/printer-uri.ts) plus
 * what only the engine can know — a file under the temp directory stands in for a device in tests.
 */
import { tmpdir } from 'node:os';
import { isAbsolute, relative } from 'node:path';
import { parsePrinterAddress, type PrinterTarget } from '../../common/syntax/printer-uri';

export {
  DEFAULT_TCP_PORT,
  describeTarget,
  normalizePrinterAddress,
  type PrinterTarget,
} from '../../common/syntax/printer-uri';

function isUnderTmpdir(path: string): boolean {
  if (!isAbsolute(path)) return false;
  const inside = relative(tmpdir(), path);
  return inside !== '' && !inside.startsWith('..') && !isAbsolute(inside);
}

/** Decodes a printer address, or throws a `MessageError` that names the accepted forms. */
export function parsePrinterUri(uri: string): PrinterTarget {
  return parsePrinterAddress(uri, isUnderTmpdir);
}
