/**
 * The fleet page (issue 25) in a real Chromium, against a fleet host over real HTTP: it asks for the
 * key, keeps it in the tab (never in the address) and shows every counter worst first, in Dutch and in
 * French; names from the counters stay text; a wrong key is said; and the page refreshes by itself.
 */
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  fleetHostUnderTest,
  KEY,
  MINUTE,
  printer,
  removeTempFolders,
  report,
  shop,
  T0,
  type HostUnderTest,
} from '../fleet/host-fixtures';
import { sharedBrowser, windowPage } from './world';

let browser: Browser;
let host: HostUnderTest;

beforeAll(async () => {
  [browser, host] = await Promise.all([sharedBrowser(), fleetHostUnderTest()]);
  // Shop Zuid: its printing counter fine, its standing-by counter out of paper. Shop Noord: silent.
  await host.post(
    report('zuid-front', { pcName: 'Toonbank Zuid', shops: [shop({ shopId: 1, name: 'Zuid' })] }),
  );
  await host.post(
    report('noord-front', { pcName: 'Toonbank Noord', shops: [shop({ shopId: 2, name: 'Noord' })] }),
  );
  host.setNow(T0 + 3 * MINUTE);
  await host.post(
    report('zuid-office', {
      pcName: '<img src=x onerror="window.pwned=1">Bureau',
      shops: [shop({ shopId: 1, name: 'Zuid', role: 'standing-by' })],
      printers: [printer({ name: 'Kassa', state: 'paper-out', problem: 'printer.paper-out' })],
    }),
  );
  await host.post(
    report('zuid-front', { pcName: 'Toonbank Zuid', shops: [shop({ shopId: 1, name: 'Zuid' })] }),
  );
});

afterAll(async () => {
  await host.stop();
  await browser.close();
  removeTempFolders();
});

async function signIn(page: Page, key: string): Promise<void> {
  await page.locator('#key').fill(key);
  await page.locator('#key-form button[type=submit]').click();
}

/** Each counter row's name and state, top to bottom, shop by shop. */
async function rows(page: Page): Promise<string[][]> {
  return page.locator('tr.counter').evaluateAll((trs) =>
    trs.map((tr) => [
      // The PC's name and its role; the last order printed is checked on its own.
      `${tr.querySelector('.name')?.firstChild?.textContent ?? ''}${tr.querySelector('.name .role')?.textContent ?? ''}`,
      tr.className.replace('counter ', ''),
    ]),
  );
}

describe('the fleet page', () => {
  it('in Dutch: asks for the key, then lists every counter worst first, names as text', async () => {
    const problems: string[] = [];
    const page = await windowPage(browser, 'nl-BE', problems);
    try {
      await page.goto(host.url);
      await expect.poll(() => page.locator('#key-form').isVisible()).toBe(true);
      expect(await page.locator('label[for=key]').textContent()).toBe('Vlootsleutel');
      await signIn(page, 'not-the-key-at-all');
      await page.locator('#key-refused').waitFor({ state: 'visible' });
      expect(await page.locator('#key-refused').textContent()).toBe('Dat is niet de vlootsleutel.');

      await signIn(page, KEY);
      await page.locator('tr.counter').first().waitFor();
      expect(await page.locator('.summary').textContent()).toBe('2 van 3 toonbanken vragen aandacht.');
      // Shops red first (Noord is silent; Zuid has a counter out of paper), each its counters worst first.
      expect(await page.locator('section.shop h2').allTextContents()).toEqual(['Noord', 'Zuid']);
      expect(await rows(page)).toEqual([
        ['Toonbank Noord drukt af', 'silent'],
        ['<img src=x onerror="window.pwned=1">Bureau staat klaar', 'red'],
        ['Toonbank Zuid drukt af', 'green'],
      ]);
      const office = page.locator('tr.counter.red');
      const printedAt = new Date('2026-11-28T08:55:00Z').toLocaleTimeString('nl-BE', {
        hour: '2-digit',
        minute: '2-digit',
      });
      expect(await office.locator('.last').textContent()).toBe(`laatst afgedrukt: nr. 41 om ${printedAt}`);
      expect(await office.locator('.reasons').textContent()).toBe('Kassa heeft geen papier meer');
      expect(await page.locator('tr.counter.silent .reasons').textContent()).toBe(
        'geen melding sinds 3 minuten',
      );
      // Its last 24 hours: runs of quarter hours (`s<n>`: n wide) that fill the day, the current one red.
      const runs = await office.locator('.slot').evaluateAll((slots) => slots.map((slot) => slot.className));
      expect(runs.reduce((sum, run) => sum + Number(/\bs(\d+)\b/.exec(run)?.[1]), 0)).toBe(96);
      expect(runs.at(-1)).toBe('slot red s1');
      expect(runs.slice(0, -1).every((run) => run.startsWith('slot silent '))).toBe(true);
      // The counter's name stayed text: no image was made of it, nothing ran.
      expect(await page.locator('main img').count()).toBe(0);
      // Scripts in the page's own terms: the tests are compiled without the DOM's types.
      expect(await page.evaluate('typeof window.pwned')).toBe('undefined');
      // The key lives in the tab, never in the address.
      expect(page.url()).toBe(host.url);
      expect(await page.evaluate(() => sessionStorage.getItem('orderslip-fleet-key'))).toBe(KEY);

      // It refreshes by itself: the paper is back, and the page says so without a reload.
      await host.post(
        report('zuid-office', {
          pcName: 'Bureau',
          shops: [shop({ shopId: 1, name: 'Zuid', role: 'standing-by' })],
        }),
      );
      // Polled from here: the page's CSP lets no script of the test's be evaluated in it.
      await expect
        .poll(() => page.locator('.summary').textContent(), { timeout: 60_000 })
        .toBe('1 van 3 toonbanken vraagt aandacht.');
      // A reload keeps the key (the tab's storage) and shows the list again.
      await page.reload();
      await page.locator('tr.counter').first().waitFor();
      expect(await page.locator('#key-form').isHidden()).toBe(true);
      // Chromium's one note of the refused key; nothing else went wrong (a CSP violation would be here).
      expect(problems).toEqual([expect.stringMatching(/status of 401/)]);
    } finally {
      await page.close();
    }
  });

  it('in French, from the browser’s language: the same list in its words', async () => {
    const problems: string[] = [];
    const page = await windowPage(browser, 'fr-BE', problems);
    // Zuid's office has paper again (as the Dutch test leaves it): only Noord is red.
    await host.post(
      report('zuid-office', {
        pcName: 'Bureau',
        shops: [shop({ shopId: 1, name: 'Zuid', role: 'standing-by' })],
      }),
    );
    try {
      await page.goto(host.url);
      expect(await page.title()).toBe('Flotte OrderSlip');
      await signIn(page, KEY);
      await page.locator('tr.counter').first().waitFor();
      expect(await page.locator('.summary').textContent()).toMatch(
        /^1 sur 3 comptoirs demande de l’attention\.$/,
      );
      expect(await page.locator('section.shop h2').first().textContent()).toBe('Noord');
      expect(await page.locator('tr.counter.silent .badge').textContent()).toBe('se tait');
      expect(await page.locator('tr.counter.silent .reasons').textContent()).toBe(
        'aucun rapport depuis 3 minutes',
      );
      expect(await page.locator('thead th').first().textContent()).toBe('Comptoir');
      // Forgetting the key empties the page and asks again.
      await page.locator('#sign-out').click();
      expect(await page.locator('tr.counter').count()).toBe(0);
      expect(await page.evaluate(() => sessionStorage.getItem('orderslip-fleet-key'))).toBeNull();
      expect(problems).toEqual([]);
    } finally {
      await page.close();
    }
  });
});
