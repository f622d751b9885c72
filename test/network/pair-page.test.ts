/**
 * The pairing page over real HTTP (issue 23): a post to /pair from another site's page is refused and
 * costs the owner's code nothing, a post from the pairing page itself pairs (also from a browser that
 * sends no Origin on a same-origin form), and wrong tries are answered one after the other.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_SETTINGS } from '../../electron/common/contract/settings';
import { pairing as pairingEn } from '../../electron/common/words/en/window/pairing';
import { LanWindow, WRONG_CODE_DELAY_MS } from '../../electron/core/host/lan-window';
import { WRONG_TRIES } from '../../electron/core/network/pairing/pairing-store';
import { rawRequest } from '../local-http';

const HOST = '127.0.0.2';
let dir: string;
let lan: LanWindow;
let base: URL;

interface Answer {
  readonly status: number;
  readonly body: string;
  readonly cookie: string | undefined;
}

/** A form post to /pair with exactly these headers (Node's client adds no Origin of its own). */
async function post(code: string, headers: Record<string, string> = {}): Promise<Answer> {
  const body = new URLSearchParams({ code }).toString();
  const answer = await rawRequest(base, {
    method: 'POST',
    path: '/pair',
    headers: {
      'Content-Type': 'application/x-www-form-urlencoded',
      'Content-Length': Buffer.byteLength(body),
      'Accept-Language': 'en',
      ...headers,
    },
    body,
  });
  return { status: answer.status, body: answer.text, cookie: answer.headers['set-cookie']?.[0] };
}

/** What Chromium sends with the pairing page's own form. */
const sameOrigin = (): Record<string, string> => ({
  Origin: base.origin,
  'Sec-Fetch-Site': 'same-origin',
  Referer: `${base.origin}/pair`,
});

const wrongFor = (code: string): string => (code === '000000' ? '000001' : '000000');

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'orderslip-pair-page-'));
  lan = new LanWindow({ dataDir: dir, root: dir, host: HOST });
  lan.apply({
    ...DEFAULT_SETTINGS,
    network: { ...DEFAULT_SETTINGS.network, serveWindow: { enabled: true, port: 0 } },
  });
  await lan.ready();
  base = new URL(lan.servedAt()![0]!);
});

afterAll(async () => {
  await lan?.stop();
  rmSync(dir, { recursive: true, force: true });
});

describe('POST /pair', () => {
  it("refuses another site's post without counting it as a try; the pairing page's own post pairs", async () => {
    const { code } = lan.startPairing();
    const foreign: Record<string, string>[] = [
      { Origin: 'http://evil.example', 'Sec-Fetch-Site': 'cross-site' },
      { Origin: 'http://evil.example' },
      { 'Sec-Fetch-Site': 'cross-site' },
      { 'Sec-Fetch-Site': 'same-site', Origin: `http://${HOST}:1` },
      { Origin: 'null' },
      { Referer: 'http://evil.example/burn.html' },
      // DNS rebinding: a name on the internet made to point at this PC is "same-origin" to the browser.
      { Host: `evil.example:${base.port}`, Origin: `http://evil.example:${base.port}` },
    ];
    // More foreign posts than there are tries, each with the right code even: none is looked at.
    for (const headers of [...foreign, ...foreign]) {
      const answer = await post(wrongFor(code), headers);
      expect(answer.status, JSON.stringify(headers)).toBe(403);
      expect(answer.body).toContain(pairingEn.foreign.slice(0, 40));
      expect(answer.cookie).toBeUndefined();
    }
    expect((await post(code, { Origin: 'http://evil.example' })).status).toBe(403);
    expect(foreign.length * 2).toBeGreaterThan(WRONG_TRIES);
    expect(lan.devices()).toEqual([]);
    // The owner's code still works, from the page itself.
    const paired = await post(code, sameOrigin());
    expect(paired.status).toBe(303);
    expect(paired.cookie).toMatch(/^orderslip_pairing=/);
    expect(lan.devices()).toHaveLength(1);
  });

  it('pairs from a browser that sends no Origin and no Sec-Fetch-Site on a same-origin form, and by a local name', async () => {
    const { code } = lan.startPairing();
    const bare = await post(code);
    expect(bare.status).toBe(303);
    expect(bare.cookie).toMatch(/^orderslip_pairing=/);
    const next = lan.startPairing().code;
    expect((await post(next, { Referer: `${base.origin}/pair` })).status).toBe(303);
    // A name of the shop's own network (mDNS, the router's DNS) is this PC's own origin too.
    const local = `counter.fritz.box:${base.port}`;
    const named = lan.startPairing().code;
    expect(
      (await post(named, { Host: local, Origin: `http://${local}`, 'Sec-Fetch-Site': 'same-origin' })).status,
    ).toBe(303);
  });

  it('answers wrong tries one at a time: parallel posts wait for the penalty of the one before', async () => {
    const { code } = lan.startPairing();
    const started = performance.now();
    const answeredAfter: number[] = [];
    const tries = [1, 2, 3].map(() =>
      post(wrongFor(code), sameOrigin()).then((answer) => {
        answeredAfter.push(performance.now() - started);
        return answer;
      }),
    );
    const answers = await Promise.all(tries);
    expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200]);
    expect(answers.every((answer) => answer.body.includes('That code is not right'))).toBe(true);
    // The k-th answer cannot come before k penalties have passed (timers may fire a millisecond early).
    answeredAfter.forEach((after, index) => {
      expect(after).toBeGreaterThanOrEqual((index + 1) * WRONG_CODE_DELAY_MS - 5);
    });
    // Three tries spent, two left: the right code still pairs.
    expect((await post(code, sameOrigin())).status).toBe(303);
  }, 20_000);
});
