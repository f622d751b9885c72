/**
 * The window's commands through the AppService, on the simulator and virtual printers: a refusal is a
 * message with its code, "today" on Status is the shop's day, a test print works on a printer the
 * wizard has not saved yet, the preview is laid out as the paper prints, the language is kept.
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { decodeOrder } from '../../electron/core/api/decode-order';
import type { AppService, DiagnosticsTarget } from '../../electron/core/app/app-service';
import { fileSettingsStore } from '../../electron/core/app/settings-file';
import type { Ledger } from '../../electron/core/ledger';
import type { Order } from '../../electron/common/model/order';
import { printerSettings, type PrinterSettings } from '../../electron/common/model/printer-settings';
import type { AppEvent, DiagnosticsExportView } from '../../electron/common/contract/app-api';
import type { AppLanguage, AppSettings } from '../../electron/common/contract/settings';
import { DEFAULT_SETTINGS } from '../../electron/common/contract/settings';
import { msg, type Message } from '../../electron/common/messages/catalogue';
import { say } from '../../electron/common/messages/say';
import { MessageError } from '../../electron/common/messages/errors';
import { AWKWARD_ORDERS, type Simulator } from '../../electron/demo/simulator';
import { VirtualPrinter } from '../../electron/demo/virtual-printer';
import { eventually } from '../engine/world';
import { ServiceWorld } from './service-world';

const TENANT = 'bakery';
const TOKEN = 'commands-secret-token';

let world: ServiceWorld;
let dir: string;
let sim: Simulator;
let printer: VirtualPrinter;
let ledger: Ledger;
let service: AppService;
let shopId: number;
/** The ledger's clock: orders are recorded as having arrived at this time. */
let clock: Date | null;

const settingsStore = () => fileSettingsStore(dir);

function settingsWith(printers: readonly PrinterSettings[], patch: Partial<AppSettings> = {}): AppSettings {
  return world.settingsWith(printers, patch);
}

function serviceOn(settings: AppSettings, token: string, diagnostics?: DiagnosticsTarget): AppService {
  // A bound, not a wait: reprint answers as soon as the printer proved it (500 ms was missed under load).
  return world.service(settings, { token, reprintWaitMs: 30_000, ...(diagnostics ? { diagnostics } : {}) });
}

const counter = () => printerSettings({ id: 'counter', name: 'Counter', uri: printer.uri, language: 'en' });

beforeEach(async () => {
  clock = null;
  world = await ServiceWorld.open({
    seed: 11,
    tenant: TENANT,
    token: TOKEN,
    ledger: { now: () => clock ?? new Date() },
  });
  ({ dir, sim, printer, ledger, shopId } = world);
  service = serviceOn(settingsWith([counter()]), TOKEN);
  await service.start();
});

afterEach(async () => {
  await service.stop();
  await world.close();
});

/** Waits until an asynchronous condition holds (the engine's `eventually` takes a synchronous one). */
async function until(
  description: string,
  condition: () => Promise<boolean>,
  timeoutMs = 8_000,
): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error(`Timed out waiting until ${description}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

/** What a command was refused with. */
async function refusal(command: Promise<unknown>): Promise<Message> {
  try {
    await command;
  } catch (error) {
    if (error instanceof MessageError) return error.said;
    throw error;
  }
  throw new Error('the command was not refused');
}

/** An order of the fixtures as the ledger keeps it, with its own id, due date and client. */
function fixtureOrder(id: string, dueDate: string, firstName = 'Zoë'): Order {
  const decoded = decodeOrder(AWKWARD_ORDERS[0]!.order);
  if (!decoded.ok) throw new Error('fixture does not decode');
  const order = decoded.order;
  return { ...order, id, due: { ...order.due, date: dueDate }, client: { ...order.client, firstName } };
}

function record(order: Order, arrivedAt: Date | null = null): void {
  clock = arrivedAt;
  ledger.recordOrder({ tenant: TENANT, shopId, order, printerIds: [] });
  clock = null;
}

function localDate(date: Date): string {
  const two = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${two(date.getMonth() + 1)}-${two(date.getDate())}`;
}

describe('a refused command', () => {
  it('throws a MessageError whose code and parameters the window words, naming what it is about', async () => {
    expect(await refusal(service.pausePrinter('kitchen'))).toEqual(
      msg('app.no-such-printer', { printer: 'kitchen' }),
    );
    expect(await refusal(service.markHandled('nope'))).toEqual(msg('app.no-such-order', { orderId: 'nope' }));
    expect(await refusal(service.cancelReprint(4242))).toEqual(msg('app.no-such-job', { jobId: 4242 }));
    expect(await refusal(service.retryPrinter(''))).toEqual(
      msg('app.argument-missing', { argument: 'printerId' }),
    );
    expect(await refusal(service.answerUnverified('x', 'maybe' as 'came-out'))).toEqual(
      msg('app.bad-answer', { answer: 'maybe' }),
    );
    expect(await refusal(service.setDemoPrinterFault('none'))).toEqual(msg('app.not-demo'));
    const said = await refusal(service.getOrder('f5fd7c72-missing'));
    expect(say(said, 'nl')).toBe(
      'Er is geen bestelling f5fd7c72-missing in de geschiedenis. Vernieuw het venster.',
    );
  });

  it('names the order and the printer when a reprint was already sent', async () => {
    const [order] = sim.addOrders(1, { shopId });
    const id = String(order!.id);
    await eventually('confirmed', () => sim.isConfirmed(id, TENANT));
    const outcome = await service.reprint(id, 'counter');
    expect(outcome.outcome).toBe('printed');
    expect(outcome.detail).toMatchObject({ code: 'app.reprint-printed', params: { printer: 'Counter' } });
    const said = await refusal(service.cancelReprint(outcome.jobId));
    expect(said).toMatchObject({
      code: 'app.reprint-already-sent',
      params: { order: { id }, printer: 'Counter' },
    });
    expect(say(said, 'en')).toMatch(
      /^The reprint of .+ cannot be cancelled any more: it was already sent to Counter\.$/,
    );
  });

  it('says what is missing when OrderSlip is not set up, in the connection and in every refusal', async () => {
    await service.stop();
    service = serviceOn(settingsWith([counter()]), '');
    await service.start();
    const status = await service.getStatus();
    const missing = msg('app.not-set-up', { problems: [msg('app.enter-token')] });
    expect(status.connection).toEqual({ state: 'not_configured', detail: missing });
    expect(say(missing, 'fr')).toBe('OrderSlip n’est pas encore configuré. Saisissez le jeton d’accès.');
    expect(await refusal(service.retryNow(null))).toEqual(
      msg('app.not-running', { problems: [msg('app.enter-token')] }),
    );
  });
});

describe('"today" on Status', () => {
  it('counts orders due today apart from those that arrived today', async () => {
    const now = new Date();
    const today = localDate(now);
    const tomorrow = localDate(new Date(now.getFullYear(), now.getMonth(), now.getDate() + 1));
    const yesterday = new Date(now.getFullYear(), now.getMonth(), now.getDate() - 1, 12);
    record(fixtureOrder('due-today-arrived-yesterday', today), yesterday);
    record(fixtureOrder('due-today-arrived-yesterday-too', today), yesterday);
    record(fixtureOrder('due-tomorrow-arrived-today', tomorrow));
    record(fixtureOrder('due-today-arrived-today', today));
    await until('the shop is polled', async () => (await service.getStatus()).shops.length > 0);
    const shop = (await service.getStatus()).shops.find((candidate) => candidate.shopId === shopId);
    expect(shop).toMatchObject({ dueToday: 3, arrivedToday: 2 });
  });
});

describe('a test print', () => {
  it('prints on a printer the wizard has not saved, before anything is set up, outside the engine', async () => {
    await service.stop();
    service = serviceOn({ ...DEFAULT_SETTINGS }, '');
    await service.start();
    const bar = await VirtualPrinter.start();
    try {
      const outcome = await service.testPrint(
        printerSettings({ id: 'new', name: 'Bar', uri: bar.uri, language: 'nl' }),
      );
      expect(outcome.outcome).toBe('printed');
      expect(outcome.message.code).toMatch(/^printer\./);
      expect(bar.jobs()).toHaveLength(1);
      expect(printer.jobs()).toHaveLength(0);
      expect(ledger.counts().pendingJobs).toBe(0);
      // The wizard's printer is decoded as a saved one would be: a missing address is refused, by name.
      expect(
        await refusal(service.testPrint({ ...printerSettings({ id: 'x', name: 'Toog', uri: '' }) })),
      ).toEqual(msg('app.printer-without-address', { printer: 'Toog' }));
    } finally {
      await bar.close();
    }
  });

  it('clears a saved printer’s untested mark once it printed, and only then', async () => {
    await service.stop();
    service = serviceOn(settingsWith([{ ...counter(), untested: true }]), TOKEN);
    await service.start();
    const kinds = async () => (await service.getStatus()).problems.map((problem) => problem.kind);
    expect(await kinds()).toContain('printer-untested');

    await printer.setMode('offline');
    const failed = await service.testPrint('counter');
    expect(failed.outcome).toBe('failed');
    expect(settingsStore().load().printers[0]?.untested).toBe(true);

    await printer.setMode('ready');
    const events: AppEvent[] = [];
    service.subscribe((event) => events.push(event));
    await until(
      'the printer answers again',
      async () => (await service.testPrint('counter')).outcome === 'printed',
    );
    expect(settingsStore().load().printers[0]).not.toHaveProperty('untested');
    expect(await kinds()).not.toContain('printer-untested');
    expect(events).toContainEqual({ type: 'status-changed' });
  });

  it('of a printer changed on screen but not saved waits its turn behind the order printing on that device', async () => {
    // A slow printer: an order's receipt takes over a second, a test receipt less.
    const slow = await VirtualPrinter.start({ printMsPerLine: 25 });
    try {
      await service.stop();
      const saved = printerSettings({ id: 'slow', name: 'Toog', uri: slow.uri, language: 'nl' });
      service = serviceOn(settingsWith([saved]), TOKEN);
      await service.start();
      sim.addOrders(1, { shopId });
      await until(
        'the order is printing',
        async () => (await service.getStatus()).printers[0]?.state === 'printing',
      );
      // Renamed and set to 58 mm on screen: tested as it stands, on the same device.
      const outcome = await service.testPrint({ ...saved, name: 'Toog (nieuw)', paperWidth: 58 });
      expect(outcome.outcome).toBe('printed');
      const texts = slow.jobs().map((job) => job.text);
      expect(texts).toHaveLength(2);
      // The order's receipt came out whole first; the test receipt (shorter, so first were it sent on a
      // second connection at once) after it.
      expect(texts[1]).toContain('Toog (nieuw)');
      expect(texts[0]).not.toContain('Toog (nieuw)');
    } finally {
      await slow.close();
    }
  });

  it('of the wizard’s copy of a saved untested printer, unchanged, clears its mark too', async () => {
    await service.stop();
    service = serviceOn(settingsWith([{ ...counter(), untested: true }]), TOKEN);
    await service.start();
    const outcome = await service.testPrint({ ...counter(), untested: true });
    expect(outcome.outcome).toBe('printed');
    expect(settingsStore().load().printers[0]).not.toHaveProperty('untested');
  });
});

describe('the preview of an order', () => {
  it('starts with the shop’s name when its printer prints for several shops, as the paper does', async () => {
    const route = (id: number) => ({ shopId: id, name: null, city: null, printerIds: ['counter'] });
    const order = fixtureOrder('shop-name-order', '2030-01-01');
    record(order);
    const firstText = async (): Promise<string> => {
      const receipt = (await service.getOrder(order.id, 'counter')).receipt;
      const first = receipt?.blocks.find((block) => block.kind === 'text' || block.kind === 'raster');
      return first?.kind === 'text' || first?.kind === 'raster' ? first.text : '';
    };

    await service.stop();
    service = serviceOn(settingsWith([counter()], { shops: [route(shopId)] }), TOKEN);
    await service.start();
    expect(await firstText()).not.toBe(order.shop.name);

    await service.stop();
    service = serviceOn(settingsWith([counter()], { shops: [route(shopId), route(shopId + 1)] }), TOKEN);
    await service.start();
    expect(await firstText()).toBe(order.shop.name);
  });

  it('is laid out with the receipt context printing uses: a Star printer on ISO-8859-15 prints PC858', async () => {
    const star = printerSettings({
      id: 'star',
      name: 'Star',
      uri: printer.uri,
      type: 'star',
      characterSet: 'ISO8859_15_LATIN9',
      copies: 2,
      printMode: 'text',
    });
    const epson = printerSettings({
      id: 'epson',
      name: 'Epson',
      uri: printer.uri,
      characterSet: 'ISO8859_15_LATIN9',
      printMode: 'text',
    });
    // The same Star in `auto` draws the name it cannot print: the preview holds that picture.
    const drawing = printerSettings({ ...star, id: 'drawing', name: 'Drawing', printMode: 'auto' });
    await service.stop();
    service = serviceOn(settingsWith([star, epson, drawing]), TOKEN);
    const order = fixtureOrder('preview-order', '2030-01-01', 'Šárka');
    record(order);

    const onStar = (await service.getOrder(order.id, 'star')).receipt;
    expect(onStar?.characterSet).toBe('PC858_EURO');
    const starText = JSON.stringify(onStar?.blocks);
    expect(starText).not.toContain('Šárka');
    expect(starText).toContain('árka');
    expect(starText).toContain('Kopie 1/2');

    const onEpson = (await service.getOrder(order.id, 'epson')).receipt;
    expect(onEpson?.characterSet).toBe('ISO8859_15_LATIN9');
    expect(JSON.stringify(onEpson?.blocks)).toContain('Šárka');
    expect(JSON.stringify(onEpson?.blocks)).not.toContain('Kopie');

    const drawn = (await service.getOrder(order.id, 'drawing')).receipt;
    const pictures = drawn?.blocks.filter((block) => block.kind === 'raster') ?? [];
    expect(pictures.length).toBeGreaterThan(0);
    expect(pictures.map((block) => block.text).join('\n')).toContain('Šárka');
    expect(pictures.every((block) => block.widthDots === 576)).toBe(true);
  });
});

describe('the app’s language', () => {
  it('is saved with the settings, kept over a restart, and refused when OrderSlip does not speak it', async () => {
    expect((await service.getSettings()).settings.language).toBe('system');
    const events: AppEvent[] = [];
    service.subscribe((event) => events.push(event));
    await service.setLanguage('fr');
    expect((await service.getSettings()).settings.language).toBe('fr');
    expect(fileSettingsStore(dir).load().language).toBe('fr');
    expect(events).toContainEqual({ type: 'status-changed' });
    // The engine ran on: nothing was restarted for a language.
    expect((await service.getStatus()).printers.map((p) => p.printerId)).toEqual(['counter']);
    expect(await refusal(service.setLanguage('it' as AppLanguage))).toEqual(
      msg('app.bad-language', { language: 'it' }),
    );
    expect(fileSettingsStore(dir).load().language).toBe('fr');
  });
});

describe('pause and resume', () => {
  it('after resume, the printer’s real state is asked again, not left paused', async () => {
    await until(
      'the printer is ready',
      async () => (await service.getStatus()).printers[0]?.state === 'ready',
    );
    await service.pausePrinter('counter');
    expect((await service.getStatus()).printers[0]?.state).toBe('paused');
    await printer.setMode('paper-out');
    await service.resumePrinter('counter');
    await until(
      'the printer says it is out of paper',
      async () => (await service.getStatus()).printers[0]?.state === 'paper_out',
    );
  });
});

describe('exported diagnostics', () => {
  it('go to the host’s target with a dated name, and never hold the token', async () => {
    await service.stop();
    const saved: { content: string; name: string }[] = [];
    service = serviceOn(settingsWith([counter()]), TOKEN, {
      logFiles: () => [],
      save: (content, name): Promise<DiagnosticsExportView> => {
        saved.push({ content, name });
        return Promise.resolve({ saved: 'download', fileName: name, content });
      },
    });
    await service.start();
    const view = await service.exportDiagnostics();
    expect(view.saved).toBe('download');
    expect(saved).toHaveLength(1);
    expect(saved[0]!.name).toMatch(/^orderslip-diagnostics-\d{4}-\d{2}-\d{2}-\d{4}\.json$/);
    expect(saved[0]!.content).not.toContain(TOKEN);
    expect(JSON.parse(saved[0]!.content)).toMatchObject({ token: { stored: true } });
  });
});
