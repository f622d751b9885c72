/**
 * Standing by is shown with its evidence (issue 23): where the shop table and the network settings say
 * which PC prints a shop, they also say what this PC's service watch saw — the last order that PC
 * confirmed, or the order that waits on it.
 */
import { describe, expect, it } from 'vitest';
import type { ShopClaimView } from '../../electron/common/contract/network';
import { LANGUAGES } from '../../electron/common/words/languages';
import { MESSAGES } from '../../src/lib/i18n.svelte';
import { standbyText } from '../../src/lib/problems';

const NOW = new Date('2026-11-22T10:00:00Z');
const ago = (seconds: number): string => new Date(NOW.getTime() - seconds * 1000).toISOString();

const claim = (watch: ShopClaimView['watch']): ShopClaimView => ({
  shopId: 1042,
  role: 'standby',
  printedBy: { pcName: 'Toonbank', address: '192.168.1.20' },
  since: ago(3600),
  chosen: false,
  watch,
});

describe('a shop printed by another PC', () => {
  it('says when that PC last confirmed an order', () => {
    const text = standbyText(
      MESSAGES.en,
      claim({ lastWatchedAt: ago(5), lastConfirmedAt: ago(40), waiting: null }),
      NOW,
      'en-GB',
    );
    expect(text).toBe('printed by Toonbank, last order confirmed 40 seconds ago');
  });

  it('says which order waits on it instead, in every language', () => {
    const watch = {
      lastWatchedAt: ago(5),
      lastConfirmedAt: ago(600),
      waiting: { orderNumber: '12', since: ago(120), count: 1 },
    };
    const texts = LANGUAGES.map((language) => standbyText(MESSAGES[language], claim(watch), NOW, 'en-GB'));
    expect(texts[LANGUAGES.indexOf('en')]).toMatch(/^printed by Toonbank, order 12 waiting since \d\d:\d\d$/);
    for (const text of texts) expect(text).toMatch(/Toonbank.*12/);
    expect(new Set(texts).size).toBe(LANGUAGES.length);
  });

  it('says so when nothing was confirmed yet, and nothing more before the first watch', () => {
    expect(
      standbyText(
        MESSAGES.en,
        claim({ lastWatchedAt: ago(5), lastConfirmedAt: null, waiting: null }),
        NOW,
        'en',
      ),
    ).toBe('printed by Toonbank, no order confirmed yet');
    expect(standbyText(MESSAGES.en, claim(null), NOW, 'en')).toBe('printed by Toonbank');
  });
});
