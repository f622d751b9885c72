/**
 * Finding what a command names (an order, a printer), or refusing with a message that names what was
 * asked for; and printers by name, as a person knows them.
 */
import type { AppSettings } from '../../common/contract/settings';
import { msg } from '../../common/messages/catalogue';
import { MessageError } from '../../common/messages/errors';
import type { Engine } from '../engine/engine';
import type { Ledger } from '../ledger/ledger';
import type { OrderEntry } from '../ledger/types';

/**
 * The dispatcher refuses an empty id before it gets here; a direct caller (the tray's menu, a test) is told
 * which argument it left out rather than that no order or printer is called ''.
 */
export function requireText(value: string, argument: string): string {
  if (value === '') throw new MessageError(msg('app.argument-missing', { argument }));
  return value;
}

/** The order, or a refusal that names what was asked for. */
export function requireOrder(ledger: Pick<Ledger, 'getOrder'>, orderId: string): OrderEntry {
  const id = requireText(orderId, 'orderId');
  const entry = ledger.getOrder(id);
  if (!entry) throw new MessageError(msg('app.no-such-order', { orderId: id }));
  return entry;
}

/** The printer's name, or a refusal naming it as the settings do (its id when they do not know it). */
export function requirePrinter(
  engine: Engine,
  printerId: string,
  printerName: (printerId: string) => string,
): string {
  const id = requireText(printerId, 'printerId');
  const runtime = engine.printerRuntime(id);
  if (!runtime) throw new MessageError(msg('app.no-such-printer', { printer: printerName(id) }));
  return runtime.name;
}

/** Printers by name: as set up now, or as last set up for one removed since (the ledger remembers). */
export function namesOf(
  settings: AppSettings,
  ledger: Pick<Ledger, 'knownPrinterName'>,
): (printerId: string) => string {
  const names = new Map(settings.printers.map((printer) => [printer.id, printer.name]));
  return (printerId) => names.get(printerId) ?? ledger.knownPrinterName(printerId) ?? printerId;
}
