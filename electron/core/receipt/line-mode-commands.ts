/**
 * The style commands of a printer's line mode (alignment, size, bold, inverted, line feed), as
 * node-thermal-printer writes them for Epson and Star. Asked of the library once per printer type and
 * kept, so the library stays the one that knows these bytes while a receipt's lines are gathered in one
 * buffer (`byte-builder.ts`) instead of going through the library one small piece at a time.
 */
import type { ThermalPrinter } from 'node-thermal-printer';
import type { PrinterType } from '../../common/model/printer-settings';
import { thermalPrinter } from './print-libraries';

export interface LineModeCommands {
  readonly alignLeft: Uint8Array;
  readonly alignCenter: Uint8Array;
  readonly alignRight: Uint8Array;
  /** Epson's size command (ESC !) also clears bold: the sizes go before bold. */
  readonly sizeNormal: Uint8Array;
  readonly sizeTall: Uint8Array;
  readonly sizeLarge: Uint8Array;
  readonly boldOn: Uint8Array;
  readonly boldOff: Uint8Array;
  readonly invertOn: Uint8Array;
  readonly invertOff: Uint8Array;
  readonly newLine: Uint8Array;
}

const known = new Map<PrinterType, LineModeCommands>();

export function lineModeCommands(type: PrinterType): LineModeCommands {
  const cached = known.get(type);
  if (cached) return cached;
  const { PrinterTypes, ThermalPrinter: Printer } = thermalPrinter();
  const written = (write: (printer: ThermalPrinter) => void): Uint8Array => {
    // No interface and no character set: the printer holds exactly the command it was asked for.
    const printer = new Printer({
      type: type === 'star' ? PrinterTypes.STAR : PrinterTypes.EPSON,
      interface: '',
    });
    write(printer);
    return new Uint8Array(printer.getBuffer());
  };
  const commands: LineModeCommands = {
    alignLeft: written((printer) => printer.alignLeft()),
    alignCenter: written((printer) => printer.alignCenter()),
    alignRight: written((printer) => printer.alignRight()),
    sizeNormal: written((printer) => printer.setTextNormal()),
    sizeTall: written((printer) => printer.setTextDoubleHeight()),
    sizeLarge: written((printer) => printer.setTextQuadArea()),
    boldOn: written((printer) => printer.bold(true)),
    boldOff: written((printer) => printer.bold(false)),
    invertOn: written((printer) => printer.invert(true)),
    invertOff: written((printer) => printer.invert(false)),
    newLine: written((printer) => printer.newLine()),
  };
  known.set(type, commands);
  return commands;
}
