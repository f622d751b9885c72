/**
 * The fleet host over real HTTP, on a clock the test moves: the key on every keyed path, reports
 * decoded at the edge or refused with a message code, alerts to a real webhook receiver when a
 * counter goes silent or red and when it is back (once, across a restart), /metrics as OpenMetrics,
 * and the page's list escaped and in the reader's language.
 */
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { FLEET_PATHS, type FleetView } from '../../electron/common/contract/fleet';
import { MAX_REPORT_BYTES } from '../../electron/core/fleet/fleet-http';
import { FLEET_PAGE_STYLE } from '../../electron/core/fleet/fleet-page-style';
import { ROOT } from '../headless/cli-process';
import { eventually } from '../engine/world';
import {
  fleetHostUnderTest,
  KEY,
  MINUTE,
  printer,
  removeTempFolders,
  report,
  shop,
  T0,
  tempFolder,
  webhookReceiver,
  type HostUnderTest,
} from './host-fixtures';

const hosts: HostUnderTest[] = [];
const closers: (() => Promise<void>)[] = [];

async function started(options: Parameters<typeof fleetHostUnderTest>[0] = {}): Promise<HostUnderTest> {
  const host = await fleetHostUnderTest(options);
  hosts.push(host);
  return host;
}

const about = (bodies: Record<string, unknown>[]) =>
  bodies.filter((body) => body['counter'] !== 'probe').map((body) => [body['counter'], body['event']]);

async function view(host: HostUnderTest): Promise<FleetView> {
  const response = await host.get(FLEET_PATHS.view);
  expect(response.status).toBe(200);
  return (await response.json()) as FleetView;
}

afterEach(async () => {
  for (const host of hosts.splice(0)) await host.stop();
  for (const close of closers.splice(0)) await close();
  removeTempFolders();
});

describe('the fleet key', () => {
  it('refuses a report, the view and /metrics without the key or with a wrong one, and keeps nothing', async () => {
    const host = await started();
    for (const key of [null, 'not-the-fleet-key', `${KEY}x`, KEY.slice(0, -1)]) {
      const posted = await host.post(report('intruder'), key);
      expect(posted.status).toBe(401);
      expect(posted.headers.get('www-authenticate')).toMatch(/^Bearer/);
      expect(await posted.json()).toEqual({ error: { code: 'fleet-host.key-refused', params: {} } });
      for (const path of [FLEET_PATHS.view, FLEET_PATHS.page, '/metrics'])
        expect((await host.get(path, key)).status).toBe(401);
    }
    // "Basic" with the key, or the key alone, is not a Bearer key either.
    const basic = await fetch(new URL(FLEET_PATHS.view, host.url), {
      headers: { authorization: `Basic ${KEY}` },
    });
    expect(basic.status).toBe(401);
    const bare = await fetch(new URL(FLEET_PATHS.view, host.url), { headers: { authorization: KEY } });
    expect(bare.status).toBe(401);
    expect((await view(host)).counters).toEqual([]);
    expect((await host.post(report('front'))).status).toBe(204);
    expect((await view(host)).counters.map((counter) => counter.counterId)).toEqual(['front']);
  });

  it('serves the page itself without the key: it holds nothing until the key is typed', async () => {
    const host = await started();
    await host.post(report('front', { pcName: 'Secret PC name' }));
    const page = await host.get('/', null);
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain('<input id="key"');
    expect(html).not.toContain('Secret PC name');
    // Its own script and style only, by their hashes: nothing a counter's name could smuggle in runs.
    const csp = page.headers.get('content-security-policy') ?? '';
    const script = /<script>([\s\S]*)<\/script>/.exec(html)?.[1] ?? '';
    const hash = createHash('sha256').update(script).digest('base64');
    expect(csp).toContain(`script-src 'sha256-${hash}'`);
    expect(csp).not.toContain('unsafe-inline');
  });
});

describe('reports', () => {
  it('refuses what does not decode, with a message code saying where, and keeps nothing of it', async () => {
    const host = await started();
    const refusal = async (body: unknown) => {
      const response = await host.post(body);
      expect(response.status).toBe(400);
      return ((await response.json()) as { error: unknown }).error;
    };
    expect(await refusal('{"counterId":')).toEqual({ code: 'fleet-host.report-not-json', params: {} });
    expect(await refusal([])).toEqual({
      code: 'fleet-host.report-invalid',
      params: { path: '$', expected: 'object' },
    });
    expect(await refusal({ ...report('a'), counterId: '' })).toMatchObject({
      params: { path: 'counterId', expected: 'short-text' },
    });
    expect(
      await refusal(report('a', { printers: [printer(), printer({ state: 'on fire' as never })] })),
    ).toEqual({
      code: 'fleet-host.report-invalid',
      params: { path: 'printers[1].state', expected: 'printer-state' },
    });
    expect(await refusal(report('a', { shops: [shop({ held: -1 })] }))).toMatchObject({
      params: { path: 'shops[0].held', expected: 'whole-number' },
    });
    expect(await refusal(report('a', { sentAt: 'yesterday' }))).toMatchObject({
      params: { path: 'sentAt', expected: 'time' },
    });
    // A name that would write on the terminal of whoever runs fleet-status.
    expect(await refusal(report('a', { pcName: 'PC\u001b[2J' }))).toMatchObject({
      params: { path: 'pcName', expected: 'short-text' },
    });
    const tooLarge = await host.post({ ...report('a'), padding: 'x'.repeat(MAX_REPORT_BYTES) });
    expect(tooLarge.status).toBe(413);
    expect(await tooLarge.json()).toMatchObject({ error: { code: 'fleet-host.report-too-large' } });
    expect((await host.get(FLEET_PATHS.report)).status).toBe(405);
    expect((await view(host)).counters).toEqual([]);
  });

  it('takes a problem code it does not know (a newer counter) without it, and still counts the printer', async () => {
    const host = await started();
    const newer = report('a', {
      printers: [printer({ state: 'problem', problem: 'printer.melted' as never })],
      problems: ['printer.melted' as never, 'printer.paper-out'],
    });
    expect((await host.post(newer)).status).toBe(204);
    const [counter] = (await view(host)).counters;
    expect(counter?.report.printers).toEqual([{ name: 'Kassa', state: 'problem', problem: null }]);
    expect(counter?.report.problems).toEqual(['printer.paper-out']);
    expect(counter?.red).toBe(true);
  });
});

describe('alerts', () => {
  it('tells the webhook when a counter goes silent, when it is back, and when it is red, once each', async () => {
    const hook = await webhookReceiver();
    closers.push(hook.close);
    const host = await started({ webhook: hook.url });
    await host.post(report('front', { pcName: 'Toonbank Zuid' }));
    host.setNow(T0 + 2 * MINUTE - 1);
    // A millisecond short of two minutes it is not silent: the view says so, and so did every look the
    // host took meanwhile (the exact list of alerts at the end has no early one).
    expect((await view(host)).counters.find((c) => c.counterId === 'front')?.red).toBe(false);
    await host.post(report('other'));
    host.setNow(T0 + 2 * MINUTE);
    await eventually('the webhook hears that the counter is silent', () => hook.bodies.length >= 1);
    expect(hook.bodies[0]).toMatchObject({
      source: 'orderslip-fleet',
      event: 'silent',
      counter: 'front',
      pc: 'Toonbank Zuid',
      reasons: [{ kind: 'silent', seconds: 120 }],
      text: 'De toonbank Toonbank Zuid heeft zich 2 minuten niet gemeld: ze staat misschien uit, is gestopt of zit zonder netwerk.',
    });
    expect(host.logged.map((message) => message.code)).toContain('fleet-host.alert-silent');

    await host.post(report('front', { pcName: 'Toonbank Zuid' }));
    await eventually('the webhook hears that it is back', () => hook.bodies.length >= 2);
    expect(hook.bodies[1]).toMatchObject({ event: 'back', counter: 'front' });

    await host.post(
      report('front', {
        pcName: 'Toonbank Zuid',
        printers: [printer({ name: 'Kassa', state: 'paper-out', problem: 'printer.paper-out' })],
      }),
    );
    await eventually('the webhook hears that it is red', () => hook.bodies.length >= 3);
    expect(hook.bodies[2]).toMatchObject({
      event: 'red',
      reasons: [{ kind: 'printer-down', printer: 'Kassa', state: 'paper-out' }],
      text: 'De toonbank Toonbank Zuid vraagt aandacht: Kassa heeft geen papier meer.',
    });
    // The same state again is no news: more reports and more looks send nothing more.
    const other = report('other');
    for (let i = 0; i < 3; i++) await host.post(other);
    await host.post(
      report('front', { pcName: 'Toonbank Zuid', printers: [printer({ state: 'paper-out' })] }),
    );
    await host.post(other);
    expect(hook.bodies.map((body) => [body['counter'], body['event']])).toEqual([
      ['front', 'silent'],
      ['front', 'back'],
      ['front', 'red'],
    ]);
  });

  it('neither repeats an alert nor loses one across a restart of the fleet host', async () => {
    const hook = await webhookReceiver();
    closers.push(hook.close);
    const dataDir = tempFolder();
    const first = await started({ dataDir, webhook: hook.url });
    await first.post(report('front'));
    await first.post(report('office'));
    first.setNow(T0 + 3 * MINUTE);
    await eventually('both counters are announced silent', () => about(hook.bodies).length >= 2);
    await first.post(report('office'));
    await eventually('office is announced back', () => about(hook.bodies).length >= 3);
    await first.stop();
    hosts.splice(hosts.indexOf(first), 1);

    // Down for ten minutes: office fell silent meanwhile, front stayed silent.
    const second = await started({ dataDir, webhook: hook.url, now: T0 + 13 * MINUTE });
    await eventually('office is announced silent after the restart', () => about(hook.bodies).length >= 4);
    // A later event bounds the check: office back again is told after anything the restart sent.
    await second.post(report('office'));
    await eventually('office is announced back again', () => about(hook.bodies).length >= 5);
    const told = about(hook.bodies);
    // The first two went out together (their order is the network's); the rest one by one.
    expect([...told.slice(0, 2)].sort()).toEqual([
      ['front', 'silent'],
      ['office', 'silent'],
    ]);
    expect(told.slice(2)).toEqual([
      ['office', 'back'],
      ['office', 'silent'],
      ['office', 'back'],
    ]);
  });
});

/**
 * OpenMetrics text as its grammar has it: families declared by TYPE (and HELP) before their samples,
 * each sample `name{label="value",…} number`, label values escaped, and `# EOF` as the last line.
 */
function parseOpenMetrics(text: string): Map<string, { labels: Record<string, string>; value: number }[]> {
  expect(text.endsWith('# EOF\n')).toBe(true);
  const lines = text.slice(0, -'# EOF\n'.length).split('\n').filter(Boolean);
  const families = new Map<string, string>();
  const samples = new Map<string, { labels: Record<string, string>; value: number }[]>();
  for (const line of lines) {
    const declared = /^# (TYPE|HELP|UNIT) ([a-zA-Z_:][a-zA-Z0-9_:]*) (.*)$/.exec(line);
    if (declared) {
      if (declared[1] === 'TYPE') {
        expect(['gauge', 'counter', 'info', 'stateset', 'unknown']).toContain(declared[3]);
        families.set(declared[2]!, declared[3]!);
      }
      continue;
    }
    const sample = /^([a-zA-Z_:][a-zA-Z0-9_:]*)(?:\{(.*)\})? (-?[0-9.e+-]+|NaN|[+-]Inf)$/.exec(line);
    expect(sample, `not an OpenMetrics line: ${line}`).not.toBeNull();
    const [, name, labelText = ''] = sample!;
    expect(families.has(name!), `${name} has no TYPE`).toBe(true);
    const labels: Record<string, string> = {};
    const labelPattern = /([a-zA-Z_][a-zA-Z0-9_]*)="((?:[^"\\\n]|\\[\\n"])*)"(,|$)/gy;
    let consumed = 0;
    for (let match = labelPattern.exec(labelText); match; match = labelPattern.exec(labelText)) {
      labels[match[1]!] = match[2]!.replace(/\\(.)/g, (_, c: string) => (c === 'n' ? '\n' : c));
      consumed = labelPattern.lastIndex;
    }
    expect(consumed, `labels of ${line}`).toBe(labelText.length);
    samples.set(name!, [...(samples.get(name!) ?? []), { labels, value: Number(sample![3]) }]);
  }
  return samples;
}

describe('/metrics', () => {
  it('serves OpenMetrics: each counter’s report age and red, each printer up, held and late per shop', async () => {
    const host = await started();
    await host.post(
      report('front', {
        pcName: 'Toonbank "Zuid" \\ 1',
        printers: [printer({ name: 'Kassa' }), printer({ name: 'Etiket', state: 'paper-out' })],
        shops: [shop({ shopId: 4, held: 2, late: 1 })],
      }),
    );
    host.setNow(T0 + 30_000);
    await host.post(report('office'));
    host.setNow(T0 + 45_000);
    const response = await host.get('/metrics');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('application/openmetrics-text');
    const samples = parseOpenMetrics(await response.text());
    const pc = 'Toonbank "Zuid" \\ 1';
    expect(samples.get('orderslip_fleet_counter_last_report_age_seconds')).toEqual([
      { labels: { counter: 'front', pc }, value: 45 },
      { labels: { counter: 'office', pc: 'PC office' }, value: 15 },
    ]);
    expect(samples.get('orderslip_fleet_counter_red')).toEqual([
      { labels: { counter: 'front', pc }, value: 1 },
      { labels: { counter: 'office', pc: 'PC office' }, value: 0 },
    ]);
    expect(samples.get('orderslip_fleet_printer_up')).toEqual(
      expect.arrayContaining([
        { labels: { counter: 'front', pc, printer: 'Kassa' }, value: 1 },
        { labels: { counter: 'front', pc, printer: 'Etiket' }, value: 0 },
      ]),
    );
    expect(samples.get('orderslip_fleet_shop_orders_held')).toContainEqual({
      labels: { counter: 'front', pc, shop: '4' },
      value: 2,
    });
    expect(samples.get('orderslip_fleet_shop_orders_late')).toContainEqual({
      labels: { counter: 'front', pc, shop: '4' },
      value: 1,
    });
    expect(samples.get('orderslip_fleet_counters')).toEqual([{ labels: {}, value: 2 }]);
  });
});

describe('the page', () => {
  it('is in the language of ?lang=, else of the browser, else English', async () => {
    const host = await started();
    const title = async (path: string, acceptLanguage?: string) => {
      const response = await fetch(new URL(path, host.url), {
        headers: acceptLanguage ? { 'accept-language': acceptLanguage } : {},
      });
      return /<title>(.*)<\/title>/.exec(await response.text())?.[1];
    };
    expect(await title('/?lang=fr', 'nl-BE')).toBe('Flotte OrderSlip');
    expect(await title('/', 'nl-BE,nl;q=0.9,en;q=0.8')).toBe('OrderSlip-vloot');
    expect(await title('/', 'es-ES, fr;q=0.5, de;q=0.9')).toBe('OrderSlip-Flotte');
    expect(await title('/', 'es')).toBe('OrderSlip fleet');
    expect(await title('/?lang=xx')).toBe('OrderSlip fleet');
  });

  it('lists what the counters sent as text, never as markup', async () => {
    const host = await started();
    await host.post(
      report('x"><img src=x onerror=alert(1)>', {
        pcName: '<script>alert("pc")</script>',
        printers: [printer({ name: '<b>Kassa</b>', state: 'offline' })],
        shops: [shop({ name: "Bakker's <i>Zuid</i>" })],
      }),
    );
    const body = await (await host.get(`${FLEET_PATHS.page}?lang=nl`)).text();
    expect(body).not.toMatch(/<script|<img|<b>|<i>/);
    expect(body).toContain('&lt;script&gt;alert(&quot;pc&quot;)&lt;/script&gt;');
    expect(body).toContain('&lt;b&gt;Kassa&lt;/b&gt; is offline');
    expect(body).toContain('Bakker&#39;s &lt;i&gt;Zuid&lt;/i&gt;');
    expect(body).toContain('data-counter="x&quot;&gt;&lt;img src=x onerror=alert(1)&gt;"');
  });
});

describe('the page’s look', () => {
  it('has the window’s colours: the :root block of src/app.css, as it is there', () => {
    const css = readFileSync(join(ROOT, 'src/app.css'), 'utf8');
    const root = /^:root \{[\s\S]*?^\}/m.exec(css)?.[0];
    expect(root).toContain('--bad:');
    expect(FLEET_PAGE_STYLE).toContain(root);
  });
});
