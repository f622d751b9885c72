/**
 * "Find printers" finds label printers too: the virtual ZPL and TSPL label printers, over real sockets
 * on loopback addresses (Linux routes all of 127/8 to lo), are told apart from receipt printers and from
 * each other, a ZPL one by its `~HS` answer with the model and resolution its `~HI` gives, a TSPL one by
 * its `<ESC>!?` byte; the window gets the settings that fit (role label, protocol, dpi). The probes put
 * nothing on paper: no label comes out, and a silent receipt printer prints no text of them. A scan
 * over several ports of one address (the demo's printers) finds each.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { findNetworkPrinters, findPrinters, hostsInRange } from '../../electron/core/printer/discovery';
import { readZplIdentity } from '../../electron/core/printer/discovery-label';
import {
  probePrinter,
  type ProbeRequest,
  type ProbeTimeouts,
} from '../../electron/core/printer/discovery-probe';
import { VirtualLabelPrinter, VirtualPrinter } from '../../electron/demo/virtual-printer';
import { eventually } from '../engine/world';

/** Bounds a busy machine keeps: a printer slow to answer must not be listed as silent. */
const PATIENT = { connectMs: 3000, answerMs: 3000 };
const REQUESTS: readonly ProbeRequest[] = ['status', 'model', 'star', 'tspl', 'zpl'];
/*
 * A request that none of a scan's printers answers bounds no answer: silence stays silence however busy
 * the machine, so waiting it out may be short (250 ms). Only the requests a scan's printers answer keep
 * PATIENT's bound. A label printer waited out three unanswered requests at 3 s each before its own (9 s);
 * so each kind of printer is scanned in a call of its own, side by side, told only what it answers.
 */
const answering = (...answered: ProbeRequest[]): ProbeTimeouts => ({
  ...PATIENT,
  answerMsOf: Object.fromEntries(
    REQUESTS.filter((request) => !answered.includes(request)).map((request) => [request, 250]),
  ),
});
/** A printer silent on purpose: every wait short. */
const SILENT = answering();

const cleanups: (() => Promise<void>)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

async function labelPrinter(
  ...args: Parameters<typeof VirtualLabelPrinter.start>
): Promise<VirtualLabelPrinter> {
  const printer = await VirtualLabelPrinter.start(...args);
  cleanups.push(() => printer.close());
  return printer;
}

async function receiptPrinter(...args: Parameters<typeof VirtualPrinter.start>): Promise<VirtualPrinter> {
  const printer = await VirtualPrinter.start(...args);
  cleanups.push(() => printer.close());
  return printer;
}

describe('finding label printers', () => {
  it('tells ZPL and TSPL label printers from receipt printers on one port, with model and resolution', async () => {
    const zebra = await labelPrinter({ host: '127.0.0.2', protocol: 'zpl' });
    const port = zebra.port;
    await labelPrinter({ host: '127.0.0.3', port, protocol: 'zpl', dpi: 300 });
    const tsc = await labelPrinter({ host: '127.0.0.4', port, protocol: 'tspl' });
    await receiptPrinter({ host: '127.0.0.5', port });
    const silent = await receiptPrinter({ host: '127.0.0.6', port, mode: 'mute' });

    // Each kind in a scan of its own, side by side, waiting shortly only for what it never answers (the
    // silent receipt printer: everything). Each finds its printers and nothing else, in address order.
    const scan = (from: string, to: string, timeouts: ProbeTimeouts) =>
      findNetworkPrinters({ hosts: hostsInRange(from, to), port, timeouts, deadlineMs: 40_000 });
    const scans = await Promise.all([
      scan('127.0.0.2', '127.0.0.3', answering('zpl')),
      scan('127.0.0.4', '127.0.0.4', answering('tspl')),
      scan('127.0.0.5', '127.0.0.5', answering('status', 'model')),
      scan('127.0.0.6', '127.0.0.6', SILENT),
    ]);
    expect(scans.map((found) => found.map(({ host }) => host))).toEqual([
      ['127.0.0.2', '127.0.0.3'],
      ['127.0.0.4'],
      ['127.0.0.5'],
      ['127.0.0.6'],
    ]);
    const found = scans.flat();
    const by = (host: string) => found.find((printer) => printer.host === host);
    expect(by('127.0.0.2')?.label).toEqual({ protocol: 'zpl', modelName: 'ZD421-203dpi', dpi: 203 });
    expect(by('127.0.0.3')?.label).toEqual({ protocol: 'zpl', modelName: 'ZD421-300dpi', dpi: 300 });
    expect(by('127.0.0.4')?.label).toEqual({ protocol: 'tspl', modelName: null, dpi: null });
    // A receipt printer that answers is asked nothing of label printers; a silent one is, and stays silent.
    expect(by('127.0.0.5')).toMatchObject({ answersStatus: true, label: null });
    expect(by('127.0.0.6')).toMatchObject({ answersStatus: false, star: false, label: null });

    // Nothing came out: no label, and the silent receipt printer's paper got no text of the probes.
    expect(zebra.labels()).toEqual([]);
    expect(tsc.labels()).toEqual([]);
    await eventually('the silent printer read the probe', () => silent.jobs().length > 0, 10_000);
    for (const job of silent.jobs()) expect(job.text.trim()).toBe('');
  });

  it('lists a label printer with the settings that fit it, beside the receipt printer on another port', async () => {
    const receipt = await receiptPrinter({ host: '127.0.0.1' });
    const labels = await labelPrinter({ host: '127.0.0.1', protocol: 'zpl' });
    const found = await findPrinters({
      // One scan of both ports: Star's and TSPL's requests are answered by neither printer.
      network: {
        hosts: ['127.0.0.1'],
        ports: [receipt.port, labels.port],
        timeouts: answering('status', 'model', 'zpl'),
      },
      skipLocal: true,
    });
    const label = found.find((printer) => printer.uri === labels.uri);
    expect(label).toEqual({
      uri: labels.uri,
      kind: 'network',
      name: 'ZD421-203dpi',
      model: null,
      answersStatus: true,
      suggested: { role: 'label', dpi: 203 },
      labelProtocol: 'zpl',
    });
    expect(found.find((printer) => printer.uri === receipt.uri)).toMatchObject({
      model: 'epson-tm-t20',
      suggested: { model: 'epson-tm-t20' },
    });
    expect(found.find((printer) => printer.uri === receipt.uri)?.labelProtocol).toBeUndefined();
  });

  it('asks a receipt printer’s findings without label requests when told not to', async () => {
    const silent = await receiptPrinter({ host: '127.0.0.1', mode: 'mute' });
    // Silent on purpose: SILENT's short wait.
    const answer = await probePrinter('127.0.0.1', silent.port, {
      timeouts: SILENT,
      star: false,
      label: false,
    });
    expect(answer).toEqual({
      answersStatus: false,
      statusByte: null,
      modelName: null,
      star: false,
      label: null,
    });
  });

  it('reads a ZPL host identification, and nothing that is not one', () => {
    expect(readZplIdentity('ZT410-300dpi,V75.20.01Z,12,8176KB')).toEqual({
      modelName: 'ZT410-300dpi',
      dpi: 300,
    });
    expect(readZplIdentity('GK420d,V61.17.16Z,8,8192KB')).toEqual({ modelName: 'GK420d', dpi: 203 });
    // 6 dots per mm (152 dpi) is no resolution the settings know: the model still names it.
    expect(readZplIdentity('LP2824,V45,6,512KB')).toEqual({ modelName: 'LP2824', dpi: null });
    expect(readZplIdentity('000,0,0,0000,000,0,0,0,000,0,0,0')).toMatchObject({ modelName: '000' });
    expect(readZplIdentity('nonsense')).toBeNull();
    expect(readZplIdentity(',V1,8,1KB')).toBeNull();
  });
});
