/**
 * Keeps `npm run bench -- --peers` from rotting: at a tiny size it must still give OrderSlip's figures
 * with their ratio to the best peer, every contender timed in every round, and every contender's bytes
 * read back as the same receipt (the fairness check: order number, names with accents, € amounts, QR
 * payload, picture height and ink, ZPL words). No timing is asserted: that is what the bench is for.
 */
import { describe, expect, it } from 'vitest';
import type { Figure } from '../../bench/lib/figure';
import { formatTable } from '../../bench/lib/table';
import { measurePeers } from '../../bench/scenarios/peers';

interface ContenderDetail {
  samplesMs: number[];
  paperMm?: number;
  fairness: { passed: boolean; checked: number; problems: string[] };
  lessWork: string[];
}

const contendersOf = (f: Figure): Record<string, ContenderDetail> =>
  f.detail?.['contenders'] as Record<string, ContenderDetail>;

describe('the side by side with the peer libraries at a tiny size', () => {
  it('gives OrderSlip ÷ best peer for every figure, every contender timed and read back', () => {
    const rounds = 2;
    const log: string[] = [];
    const found = measurePeers(
      { typicalOrders: 3, bigRepeats: 1, imageTypicalOrders: 1, imageBigRepeats: 1, rounds },
      (line) => log.push(line),
    );
    expect(found.map((f) => f.name)).toEqual([
      'peers: text receipt, typical order',
      'peers: text receipt, 60-line order',
      'peers: image receipt, typical order',
      'peers: image receipt, typical order, paper',
      'peers: image receipt, 60-line order',
      'peers: image receipt, 60-line order, paper',
      'peers: ZPL labels, 3 per order',
    ]);
    const expected: Record<string, string[]> = {
      'peers: text receipt, typical order': [
        'orderslip',
        'escpos',
        'node-thermal-printer',
        'receiptline',
        'receipt-printer-encoder',
      ],
      'peers: image receipt, typical order': [
        'orderslip',
        'receipt-printer-encoder-canvas',
        'receiptline-svg',
      ],
      'peers: ZPL labels, 3 per order': ['orderslip', 'jszpl'],
    };
    for (const f of found) {
      expect(Number.isFinite(f.value)).toBe(true);
      expect(f.detail?.['vsBestPeer']).toBeGreaterThan(0);
      if (f.unit === 'mm') continue;
      // The ratio to the fastest peer of all, and to the fastest that printed the same receipt.
      expect(f.detail?.['vsBestPeerSameReceipt']).toBeGreaterThan(0);
      const contenders = contendersOf(f);
      const ids = expected[f.name];
      if (ids) expect(Object.keys(contenders)).toEqual(ids);
      for (const [id, c] of Object.entries(contenders)) {
        // Timed in every round, and every job of the figure read back before that.
        expect(c.samplesMs, id).toHaveLength(rounds);
        expect(c.fairness.checked, id).toBeGreaterThan(0);
        if (id !== 'orderslip') expect(c.lessWork.length, id).toBeGreaterThan(0);
      }
    }
    // Where every contender prints the same receipt (the typical orders fit PC858; so do the labels'
    // words), the check must pass for each of them: a contender that prints less is not compared.
    for (const name of Object.keys(expected)) {
      const f = found.find((figure) => figure.name === name)!;
      for (const [id, c] of Object.entries(contendersOf(f)))
        expect(c.fairness, id).toMatchObject({ passed: true });
    }
    // The 60-line order holds "bœuf": OrderSlip spells it in Latin, and the check says which peers print "?".
    const big = contendersOf(found[1]!);
    expect(big['orderslip']?.fairness.passed).toBe(true);
    expect(big['escpos']?.fairness.problems.join()).toContain('no transliteration');
    // Image receipts: paper measured for every contender, a picture with ink.
    const paper = found[3]!.detail?.['contenders'] as Record<string, { paperMm: number }>;
    for (const c of Object.values(paper)) expect(c.paperMm).toBeGreaterThan(20);
    expect(formatTable(found)).toContain('÷ best peer');
    expect(log.join('\n')).toMatch(/@node-escpos\/core .* OrderSlip ÷ this/);
  });
});
