/**
 * The engine as a shop runs it (default timings, a ledger file on disk), in this process, against the
 * peers process over real sockets: HTTP to the simulator, raw TCP to the virtual printers.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { EngineConfig } from '../../electron/core/engine/config';
import { Engine } from '../../electron/core/engine/engine';
import { Ledger } from '../../electron/core/ledger';
import { printerSettings, type PrinterSettings } from '../../electron/common/model/printer-settings';
import type { PeersInfo } from '../peers/protocol';
import { must } from './must';

export interface EngineWorld {
  readonly engine: Engine;
  readonly ledger: Ledger;
  readonly config: EngineConfig;
  /** The ledger's file. */
  readonly ledgerPath: string;
  close(): Promise<void>;
}

/** The bench's label printer: ZPL, 58 × 40 mm at 203 dpi, one order label per order and a cake label per plate. */
export function benchLabelPrinter(uri: string): PrinterSettings {
  const base = printerSettings({ id: 'labels', name: 'Labels', uri });
  return {
    ...base,
    role: 'label',
    label: {
      ...base.label,
      protocol: 'zpl',
      widthMm: 58,
      heightMm: 40,
      orderLabels: true,
      cakeLabels: true,
      count: 'per-order',
    },
  };
}

/**
 * Shop i prints on printer i modulo the number of printers, one copy, 80 mm, verified; with a label
 * printer, every shop also prints its labels on it (routed beside its receipt printer).
 */
export function benchConfig(info: PeersInfo, pollIntervalMs: number): EngineConfig {
  const receipts: PrinterSettings[] = info.printerUris.map((uri, index) =>
    printerSettings({ id: `p${index + 1}`, name: `Counter ${index + 1}`, uri }),
  );
  const labels = info.labelPrinterUri === null ? null : benchLabelPrinter(info.labelPrinterUri);
  const printers = labels ? [...receipts, labels] : receipts;
  return {
    connection: { baseUrl: info.url, tenant: info.tenant, token: info.token },
    shops: info.shopIds.map((shopId, index) => ({
      shopId,
      printerIds: [must(receipts[index % receipts.length], 'a printer').id, ...(labels ? [labels.id] : [])],
    })),
    defaultPrinterIds: printers.map((printer) => printer.id),
    printers,
    pollIntervalMs,
    retentionDays: 90,
  };
}

/** A new ledger in a temporary folder and an engine on it, not started yet. */
export function createEngineWorld(info: PeersInfo, pollIntervalMs: number): EngineWorld {
  const dir = mkdtempSync(join(tmpdir(), 'orderslip-bench-engine-'));
  const ledgerPath = join(dir, 'ledger.db');
  const ledger = Ledger.open(ledgerPath);
  const config = benchConfig(info, pollIntervalMs);
  const engine = new Engine({ config, ledger });
  return {
    engine,
    ledger,
    config,
    ledgerPath,
    async close() {
      await engine.stop();
      ledger.close();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

/** Resolves when `condition` holds, checked every `everyMs`; rejects with `what` after `timeoutMs`. */
export async function until(
  what: string,
  condition: () => boolean | Promise<boolean>,
  timeoutMs: number,
  everyMs = 20,
): Promise<void> {
  const deadline = performance.now() + timeoutMs;
  while (!(await condition())) {
    if (performance.now() > deadline)
      throw new Error(`Timed out after ${timeoutMs / 1000} s waiting until ${what}.`);
    await new Promise((done) => setTimeout(done, everyMs));
  }
}
