import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { describeTarget, parsePrinterUri } from '../../electron/core/printer';

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

  it.each([
    ['', 'is empty'],
    ['192.168.1.50', 'is not understood'],
    ['http://192.168.1.50', 'is not understood'],
    ['tcp://', 'has no host name'],
    ['tcp://host:0', 'has a port outside 1-65535'],
    ['tcp://host:70000', 'is not a valid network address'],
    ['tcp://host:9100/path', 'has parts a printer address cannot have'],
    ['tcp://user@host', 'has parts a printer address cannot have'],
    ['printer:', 'names no print queue'],
    ['printer:bad\nname', 'has control characters'],
    ['/home/shop/receipts.bin', 'is not understood'],
    ['relative/lp0', 'is not understood'],
    [tmpdir(), 'is not understood'],
  ])('refuses %j: %s, and names the accepted forms', (uri, why) => {
    expect(() => parsePrinterUri(uri)).toThrowError(why);
    expect(() => parsePrinterUri(uri)).toThrowError(
      /tcp:\/\/host\[:port\].*printer:<queue name>.*\/dev\/usb\/lp0, \/dev\/ttyUSB0 or COM3/,
    );
  });

  it('describes targets for messages', () => {
    expect(describeTarget(parsePrinterUri('tcp://10.0.0.7'))).toBe('10.0.0.7:9100');
    expect(describeTarget(parsePrinterUri('tcp://[::1]:9101'))).toBe('[::1]:9101');
    expect(describeTarget(parsePrinterUri('printer:Bar'))).toBe('print queue "Bar"');
    expect(describeTarget(parsePrinterUri('/dev/usb/lp0'))).toBe('/dev/usb/lp0');
  });
});
