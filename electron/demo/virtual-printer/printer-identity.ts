/**
 * What the virtual printer says about itself to `GS I n` (Epson ESC/POS "Transmit printer ID"), so
 * discovery and the test print can be tested against a printer that names its model.
 *
 * Answers, as an Epson TM sends them:
 *  - n = 1 or 49, printer model ID: one byte, 0x20;
 *  - n = 2 or 50, type ID: one byte, 0x02 (bit 1: autocutter fitted; bit 0 clear: no two-byte characters);
 *  - n = 3 or 51, version ID: one byte, 0x01;
 *  - n = 65 firmware version, 66 maker, 67 model name, 68 serial number, 69 additional fonts: a header
 *    block `5F <ASCII text> 00` ("1.00 ESC/POS", "EPSON", "TM-T20III", "VP<port>", "" — no extra fonts).
 *  - any other n: nothing.
 * The one-byte answers look like other one-byte answers (0x02 reads as a GS r 1 answer): ask 65–69,
 * whose `5F … 00` block cannot be mistaken, as OrderSlip's answer decoder reads it.
 */

export interface PrinterIdentity {
  readonly maker: string;
  readonly model: string;
  readonly serial: string;
}

const MODEL_ID = 0x20;
const TYPE_ID = 0x02;
const VERSION_ID = 0x01;
const FIRMWARE = '1.00 ESC/POS';
const BLOCK_HEADER = 0x5f;
const NUL = 0x00;

/** Printable ASCII only: a NUL or a byte ≥ 0x80 inside the text would break the block. */
const ascii = (text: string): number[] =>
  Array.from(text, (char) => {
    const code = char.charCodeAt(0);
    return code >= 0x20 && code < 0x7f ? code : 0x3f;
  });

const block = (text: string): number[] => [BLOCK_HEADER, ...ascii(text), NUL];

export function identityAnswer(n: number, identity: PrinterIdentity): number[] {
  switch (n) {
    case 1:
    case 49:
      return [MODEL_ID];
    case 2:
    case 50:
      return [TYPE_ID];
    case 3:
    case 51:
      return [VERSION_ID];
    case 65:
      return block(FIRMWARE);
    case 66:
      return block(identity.maker);
    case 67:
      return block(identity.model);
    case 68:
      return block(identity.serial);
    case 69:
      return block('');
    default:
      return [];
  }
}
