import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { say } from '../../electron/common/messages/say';
import { MessageError } from '../../electron/common/messages/errors';
import type { AddressProblem } from '../../electron/common/words/en/messages/printer';
import { normalizePrinterAddress, parsePrinterAddress } from '../../electron/common/syntax/printer-uri';
import { describeTarget, parsePrinterUri } from '../../electron/core/printer';

function refusal(parse: () => unknown): MessageError {
  try {
    parse();
  } catch (error) {
    if (error instanceof MessageError) return error;
    throw error;
  }
  throw new Error('the address was accepted');
}

describe('parsePrinterUri', () => {
  it.each([
    ['tcp://192.168.1.50', { kind: 'tcp', host: '192.168.1.50', port: 9100 }],
    ['tcp://192.168.1.50:9101', { kind: 'tcp', host: '192.168.1.50', port: 9101 }],
    ['tcp://printer.local:9100/', { kind: 'tcp', host: 'printer.local', port: 9100 }],
    ['TCP://Kitchen-Printer', { kind: 'tcp', host: 'Kitchen-Printer', port: 9100 }],
    ['tcp://[fe80::1]:9100', { kind: 'tcp', host: 'fe80::1', port: 9100 }],
    ['  tcp://10.0.0.7  ', { kind: 'tcp', host: '10.0.0.7', port: 9100 }],
    ['printer:EPSON_TM_T20III', { kind: 'queue', queue: 'EPSON_TM_T20III' }],
    ['printer:Bar printer (copy 1)', { kind: 'queue', queue: 'Bar printer (copy 1)' }],
    ['/dev/usb/lp0', { kind: 'device', path: '/dev/usb/lp0' }],
    ['/dev/ttyUSB0', { kind: 'device', path: '/dev/ttyUSB0' }],
    ['COM3', { kind: 'device', path: '\\\\.\\COM3' }],
    ['com12', { kind: 'device', path: '\\\\.\\COM12' }],
    ['\\\\.\\COM3', { kind: 'device', path: '\\\\.\\COM3' }],
    ['LPT1', { kind: 'device', path: '\\\\.\\LPT1' }],
    [
      join(tmpdir(), 'orderslip-test', 'lp0'),
      { kind: 'device', path: join(tmpdir(), 'orderslip-test', 'lp0') },
    ],
  ])('%s', (uri, target) => {
    expect(parsePrinterUri(uri)).toEqual(target);
  });

  it.each<[string, AddressProblem]>([
    ['', 'empty'],
    ['192.168.1.50', 'not-understood'],
    ['http://192.168.1.50', 'not-understood'],
    ['tcp://', 'no-host'],
    ['tcp://host:0', 'bad-port'],
    ['tcp://host:70000', 'not-network-address'],
    ['tcp://host:9100/path', 'extra-parts'],
    ['tcp://user@host', 'extra-parts'],
    ['printer:', 'no-queue'],
    ['printer:bad\nname', 'control-characters'],
    ['/home/shop/receipts.bin', 'not-understood'],
    ['relative/lp0', 'not-understood'],
    [tmpdir(), 'not-understood'],
  ])('refuses %j (%s), and the wording names the accepted forms', (uri, problem) => {
    const error = refusal(() => parsePrinterUri(uri));
    expect(error.said).toEqual({ code: 'printer.address-invalid', params: { address: uri, problem } });
    expect(error.message).toMatch(
      /tcp:\/\/host\[:port\].*printer:<queue name>.*\/dev\/usb\/lp0, \/dev\/ttyUSB0 or COM3/,
    );
    expect(say(error.said, 'nl')).toContain('printer:<naam van de wachtrij>');
    expect(say(error.said, 'fr')).toContain('printer:<nom de la file>');
  });

  it('the shared syntax alone takes no file for a device: only the engine knows its temp folder', () => {
    const standIn = join(tmpdir(), 'orderslip-test', 'lp0');
    expect(refusal(() => parsePrinterAddress(standIn)).said).toMatchObject({
      params: { problem: 'not-understood' },
    });
    expect(parsePrinterAddress('/dev/usb/lp0')).toEqual({ kind: 'device', path: '/dev/usb/lp0' });
  });

  it('describes targets for messages, the same in every language', () => {
    expect(describeTarget(parsePrinterUri('tcp://10.0.0.7'))).toBe('10.0.0.7:9100');
    expect(describeTarget(parsePrinterUri('tcp://[::1]:9101'))).toBe('[::1]:9101');
    expect(describeTarget(parsePrinterUri('printer:Bar'))).toBe('printer:Bar');
    expect(describeTarget(parsePrinterUri('/dev/usb/lp0'))).toBe('/dev/usb/lp0');
  });
});

describe('normalizePrinterAddress: what a person means by what they typed', () => {
  it.each([
    ['192.168.1.50', 'tcp://192.168.1.50:9100'],
    ['  192.168.1.50  ', 'tcp://192.168.1.50:9100'],
    ['192.168.1.50:9101', 'tcp://192.168.1.50:9101'],
    ['bar-printer', 'tcp://bar-printer:9100'],
    ['bar-printer.local', 'tcp://bar-printer.local:9100'],
    ['Kitchen.lan:9100', 'tcp://Kitchen.lan:9100'],
    ['fe80::1', 'tcp://[fe80::1]:9100'],
    ['[fe80::1]:9101', 'tcp://[fe80::1]:9101'],
  ])('%j → %s, which the engine accepts', (typed, address) => {
    expect(normalizePrinterAddress(typed)).toBe(address);
    expect(parsePrinterUri(normalizePrinterAddress(typed)).kind).toBe('tcp');
  });

  it.each([
    'tcp://192.168.1.50',
    'tcp://192.168.1.50:9101',
    'TCP://Kitchen',
    'printer:Bar',
    'printer:9100',
    '/dev/usb/lp0',
    'COM3',
    '\\\\.\\COM3',
    'http://192.168.1.50',
    'Bar printer',
    'C:\\printer.bin',
    '',
  ])('leaves %j as it is, for the parser to accept or explain', (typed) => {
    expect(normalizePrinterAddress(typed)).toBe(typed);
  });
});

describe('addresses that are typos, refused by the engine as by the form', () => {
  it('refuses digits and dots that are not a whole IPv4 address, and a port named without its number', () => {
    for (const [address, problem] of [
      ['tcp://192.168.1:9100', 'incomplete-ip'],
      ['tcp://192.168.1.300:9100', 'incomplete-ip'],
      ['tcp://lpt:9100', 'device-without-number'],
      ['tcp://COM:9100', 'device-without-number'],
    ] as const) {
      let thrown: unknown = null;
      try {
        parsePrinterAddress(address);
      } catch (error) {
        thrown = error;
      }
      expect(thrown, address).toBeInstanceOf(MessageError);
      expect((thrown as MessageError).said, address).toMatchObject({
        code: 'printer.address-invalid',
        params: { problem },
      });
    }
    expect(parsePrinterAddress('tcp://192.168.1.50')).toEqual({
      kind: 'tcp',
      host: '192.168.1.50',
      port: 9100,
    });
    expect(parsePrinterAddress('tcp://bar-printer.local:9101')).toMatchObject({ host: 'bar-printer.local' });
  });
});
