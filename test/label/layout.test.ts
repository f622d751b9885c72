import { describe, expect, it } from 'vitest';
import { buildLabels } from '../../electron/core/label/build-labels';
import { testLabels } from '../../electron/core/label/test-labels';
import { elementBox, labelTextUnits, labelTextWidth, layoutLabel } from '../../electron/common/label/layout';
import {
  labelGeometry,
  type LabelContent,
  type LabelElement,
  type LaidOutLabel,
} from '../../electron/common/label/label';
import {
  DEFAULT_LABEL_SETTINGS,
  printerSettings,
  type Dpi,
} from '../../electron/common/model/printer-settings';
import { CAKES_WITH_PLATES, FIXTURES, PICK_UP_CAKE, PRINTED_AT, line, option } from '../receipt/fixtures';

const SIZES: readonly (readonly [number, number])[] = [
  [25, 15],
  [58, 40],
  [62, 29],
  [100, 50],
  [100, 150],
  [120, 200],
  [25, 200],
  [120, 15],
];
const DPIS: readonly Dpi[] = [203, 300];

const printer = printerSettings({
  id: 'labels',
  uri: 'tcp://127.0.0.1:9100',
  role: 'label',
  label: { ...DEFAULT_LABEL_SETTINGS, count: 'per-lines', linesPerLabel: 2 },
});

const UNICODE_PLATE = {
  ...PICK_UP_CAKE,
  lines: [
    line('Verjaardagstaart', 1, 'st', 3000, {
      options: [
        option('Tekstplaatje', 0, {
          type: 'text',
          meta: '🎂 Sto lat, Małgorzata Wójcik!\nعيد ميلاد سعيد يا ليلى',
        }),
        option('Kaarsjes', 0),
      ],
    }),
  ],
};
/** As much as an order may put on a label: a long name and a plate at its limit (500 characters, 12 lines). */
const HUGE = {
  ...PICK_UP_CAKE,
  orderNumber: '12345678901234567890',
  client: { ...PICK_UP_CAKE.client, firstName: 'Anne-Marie-Louise '.repeat(6), lastName: 'Van den Bossche' },
  lines: [
    line('Verjaardagstaart '.repeat(10), 3, 'st', 3000, {
      options: [
        option('Plaatje', 0, {
          type: 'text',
          meta: Array.from({ length: 12 }, () => 'Proficiat met je verjaardag lieve').join('\n'),
        }),
        ...Array.from({ length: 10 }, (_, index) => option(`Optie ${index}`, 0)),
      ],
    }),
  ],
};

function contents(): LabelContent[] {
  const orders = [...Object.values(FIXTURES), UNICODE_PLATE, HUGE];
  return [
    ...orders.flatMap((order) => buildLabels(order, printer, { kind: 'reprint', printedAt: PRINTED_AT })),
    ...testLabels(printer, PRINTED_AT),
  ];
}

function texts(label: LaidOutLabel): Extract<LabelElement, { kind: 'text' }>[] {
  return label.elements.filter(
    (element): element is Extract<LabelElement, { kind: 'text' }> => element.kind === 'text',
  );
}

describe('layoutLabel', () => {
  it('keeps every element inside the label, and every text within its width, at every size and resolution', () => {
    for (const content of contents()) {
      for (const [width, height] of SIZES) {
        for (const dpi of DPIS) {
          const geometry = labelGeometry(width, height, dpi);
          const label = layoutLabel(content, geometry);
          for (const element of label.elements) {
            const box = elementBox(element);
            const where = `${content.kind} ${width}x${height}@${dpi} ${JSON.stringify(element)}`;
            expect(box.x >= 0 && box.y >= 0, where).toBe(true);
            expect(box.x + box.width <= geometry.widthDots, where).toBe(true);
            expect(box.y + box.height <= geometry.heightDots, where).toBe(true);
            if (element.kind === 'text') {
              expect(labelTextWidth(element.text, element.fontDots) <= element.width, where).toBe(true);
              expect(element.text).not.toContain('\n');
            }
          }
          // Never dropped: the headline and the due time, whatever the size.
          const shown = texts(label)
            .map((element) => element.text)
            .join(' ');
          expect(shown, `${width}x${height}`).toContain(content.due.split(' ')[0]);
        }
      }
    }
  });

  it('prints the headline huge on one line on an order label, above everything else in size', () => {
    for (const [width, height] of [
      [58, 40],
      [62, 29],
      [100, 50],
      [100, 150],
    ] as const) {
      const [order] = buildLabels(PICK_UP_CAKE, printer, { kind: 'original', printedAt: PRINTED_AT });
      const label = layoutLabel(order!, labelGeometry(width, height, 203));
      const [headline, ...rest] = texts(label);
      expect(headline?.text).toBe('AFHALEN 12');
      for (const other of rest) expect(other.fontDots).toBeLessThan(headline!.fontDots);
      expect(
        label.elements.some((element) => element.kind === 'qr' && element.payload === PICK_UP_CAKE.id),
      ).toBe(true);
    }
  });

  it('wraps a plate whole: every word of it on the label, none broken, at 58x40, 62x29 and 100x50', () => {
    const cakes = [
      ...buildLabels(CAKES_WITH_PLATES, printer, { kind: 'original', printedAt: PRINTED_AT }),
      ...buildLabels(UNICODE_PLATE, printer, { kind: 'original', printedAt: PRINTED_AT }),
    ].filter((content) => content.kind === 'cake');
    expect(cakes).toHaveLength(3);
    for (const cake of cakes) {
      for (const [width, height] of [
        [58, 40],
        [62, 29],
        [100, 50],
      ] as const) {
        const label = layoutLabel(cake, labelGeometry(width, height, 203));
        const frame = label.elements.find((element) => element.kind === 'box');
        expect(frame).toBeDefined();
        const plateLines = texts(label).filter(
          (element) => element.y > frame!.y && element.y < frame!.y + frame!.height,
        );
        const words = (text: string): string[] => text.split(/\s+/).filter((word) => word !== '');
        expect(plateLines.flatMap((element) => words(element.text))).toEqual(words(cake.plate!));
        const shown = texts(label).map((element) => element.text);
        expect(shown).toContain(cake.name);
      }
    }
  });

  it("drops a cake's options before it shrinks the plate below readable, and never the plate", () => {
    const cake = buildLabels(HUGE, printer, { kind: 'original', printedAt: PRINTED_AT }).find(
      (c) => c.kind === 'cake',
    )!;
    const label = layoutLabel(cake, labelGeometry(62, 29, 203));
    const shown = texts(label)
      .map((element) => element.text)
      .join('\n');
    expect(shown).not.toContain('Optie 1');
    expect(shown).toContain('Proficiat');
    expect(shown).toContain('AFHALEN');
  });

  it('counts wide characters double, and a letter with its accents once', () => {
    expect(labelTextUnits('AFHALEN 12')).toBe(10);
    expect(labelTextUnits('🎂')).toBe(2);
    expect(labelTextUnits('字')).toBe(2);
    expect(labelTextUnits('e\u0301')).toBe(1);
    expect(labelTextUnits('👩‍👩‍👧')).toBe(2);
    expect(labelTextUnits('ليلى')).toBe(4);
  });
});
