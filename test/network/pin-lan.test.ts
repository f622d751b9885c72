/**
 * The window served to the shop's network is no way around the counter's PIN (issue 25 §3): over real
 * HTTP, a paired device's guarded command without a grant is refused with `pin.required`; it unlocks
 * for itself and then goes through; a grant given to another client (the PC's own window) or to another
 * paired device is nothing to it.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { UnlockView } from '../../electron/common/contract/app-api';
import { GRANT_HEADER } from '../../electron/common/contract/pin';
import { DEFAULT_SETTINGS } from '../../electron/common/contract/settings';
import { msg, type Message } from '../../electron/common/messages/catalogue';
import { AppService } from '../../electron/core/app/app-service';
import { memoryTokenStore } from '../../electron/core/app/memory-token';
import { asCaller } from '../../electron/core/app/pin/caller';
import { PinLock } from '../../electron/core/app/pin/pin-lock';
import { fileSettingsStore } from '../../electron/core/app/settings-file';
import { LanWindow } from '../../electron/core/host/lan-window';
import { Ledger } from '../../electron/core/ledger';
import { SERVICE_INFO } from '../app/service-world';
import { rawRequest } from '../local-http';

const HOST = '127.0.0.2';
const PIN = '318642';
let dir: string;
let ledger: Ledger;
let lan: LanWindow;
let base: URL;
let service: AppService;

interface Answer {
  readonly status: number;
  readonly body: string;
  readonly cookie: string | undefined;
}

async function send(path: string, body: string, headers: Record<string, string>): Promise<Answer> {
  const answer = await rawRequest(base, {
    method: 'POST',
    path,
    headers: { 'Content-Length': Buffer.byteLength(body), ...headers },
    body,
  });
  return { status: answer.status, body: answer.text, cookie: answer.headers['set-cookie']?.[0] };
}

/** A device paired as the pairing page pairs it: its cookie. */
async function pairDevice(): Promise<string> {
  const { code } = lan.startPairing();
  const answer = await send('/pair', new URLSearchParams({ code }).toString(), {
    'Content-Type': 'application/x-www-form-urlencoded',
    Origin: base.origin,
  });
  expect(answer.status).toBe(303);
  return answer.cookie!.split(';')[0]!;
}

/** A command from a paired device's window: its cookie, the window's headers, its grant if any. */
async function command(cookie: string, name: string, args: unknown[], grant?: string) {
  const answer = await send(`/api/${name}`, JSON.stringify(args), {
    Cookie: cookie,
    'Content-Type': 'application/json',
    'X-OrderSlip': '1',
    ...(grant === undefined ? {} : { [GRANT_HEADER]: grant }),
  });
  return { status: answer.status, ...(JSON.parse(answer.body) as { result?: unknown; error?: Message }) };
}

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'orderslip-pin-lan-'));
  ledger = Ledger.open(join(dir, 'ledger.db'));
  const settings = fileSettingsStore(dir);
  service = new AppService({
    info: SERVICE_INFO,
    ledger,
    settings,
    token: memoryTokenStore(''),
    pin: new PinLock(),
  });
  await service.saveSettings({ settings: DEFAULT_SETTINGS, newPin: PIN });
  lan = new LanWindow({ dataDir: dir, root: dir, host: HOST });
  lan.serve(service);
  lan.apply({
    ...DEFAULT_SETTINGS,
    network: { ...DEFAULT_SETTINGS.network, serveWindow: { enabled: true, port: 0 } },
  });
  await lan.ready();
  base = new URL(lan.servedAt()![0]!);
});

afterAll(async () => {
  await lan?.stop();
  await service?.stop();
  ledger?.close();
  rmSync(dir, { recursive: true, force: true });
});

describe('a paired device and the PIN', () => {
  it('is refused a guarded command without a grant, and with a grant given to anyone else', async () => {
    const tablet = await pairDevice();
    const phone = await pairDevice();
    expect(await command(tablet, 'unpairDevice', ['nobody'])).toEqual({
      status: 422,
      error: msg('pin.required'),
    });
    // The PC's own window unlocked: its grant opens nothing on the tablet.
    const windows = await asCaller({ client: 'ipc', grant: null }, () => service.unlock(PIN));
    expect(await command(tablet, 'unpairDevice', ['nobody'], windows.grant)).toEqual({
      status: 422,
      error: msg('pin.required'),
    });
    // Nor does the phone's.
    const phones = (await command(phone, 'unlock', [PIN])).result as UnlockView;
    expect(await command(tablet, 'unpairDevice', ['nobody'], phones.grant)).toEqual({
      status: 422,
      error: msg('pin.required'),
    });
    expect(await command(phone, 'unpairDevice', ['nobody'], phones.grant)).toEqual({
      status: 200,
      result: null,
    });
  });

  it('unlocks for itself with the PIN, then its guarded commands go through', async () => {
    const tablet = await pairDevice();
    expect(await command(tablet, 'unlock', ['111111'])).toEqual({
      status: 422,
      error: msg('pin.wrong', { triesLeft: 4 }),
    });
    const { grant } = (await command(tablet, 'unlock', [PIN])).result as UnlockView;
    expect(await command(tablet, 'unpairDevice', ['nobody'], grant)).toEqual({ status: 200, result: null });
    // Reading stays open without one.
    expect((await command(tablet, 'getSettings', [])).status).toBe(200);
  });
});
