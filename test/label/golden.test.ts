import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { buildLabels, type LabelContext } from '../../electron/core/label/build-labels';
import { layoutLabel, renderLabelText } from '../../electron/common/label/layout';
import { labelGeometry, type LabelContent } from '../../electron/common/label/label';
import {
  DEFAULT_LABEL_SETTINGS,
  printerSettings,
  type LabelSettings,
} from '../../electron/common/model/printer-settings';
import { LANGUAGES, type Language } from '../../electron/common/words/languages';
import { COOLBOX_EXTRAS, PICK_UP_CAKE, PRINTED_AT, line, option } from '../receipt/fixtures';

const GOLDEN = join(dirname(fileURLToPath(import.meta.url)), 'golden');
const UPDATE = process.env['UPDATE_GOLDEN'] === '1';
const ORIGINAL: LabelContext = { kind: 'original', printedAt: PRINTED_AT };

function matchGolden(name: string, actual: string): void {
  const file = join(GOLDEN, name);
  if (UPDATE || !existsSync(file)) {
    mkdirSync(GOLDEN, { recursive: true });
    writeFileSync(file, actual);
    if (!UPDATE) throw new Error(`${name} did not exist and was written: read it, then run the tests again`);
  }
  expect(actual).toBe(readFileSync(file, 'utf8'));
}

function labels(
  order: typeof PICK_UP_CAKE,
  language: Language,
  label: Partial<LabelSettings>,
  context = ORIGINAL,
): LabelContent[] {
  const settings = printerSettings({
    id: 'labels',
    uri: 'tcp://127.0.0.1:9100',
    role: 'label',
    language,
    label: { ...DEFAULT_LABEL_SETTINGS, ...label },
  });
  return buildLabels(order, settings, context);
}

function render(contents: readonly LabelContent[], width: number, height: number): string {
  return contents
    .map((content) => renderLabelText(layoutLabel(content, labelGeometry(width, height, 203))))
    .join('\n');
}

const UNICODE_PLATE = {
  ...PICK_UP_CAKE,
  lines: [
    line('Verjaardagstaart', 8, 'pers', 3000, {
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

describe('golden labels (UPDATE_GOLDEN=1 rewrites them)', () => {
  for (const language of LANGUAGES) {
    it(`an order label for a pick-up, 58x40, ${language}`, () => {
      matchGolden(
        `order-pick-up.${language}.58x40.txt`,
        render(labels(PICK_UP_CAKE, language, { cakeLabels: false }), 58, 40),
      );
    });

    it(`a cool-box order in two bags, per 1 line, 58x40, ${language}`, () => {
      const contents = labels(COOLBOX_EXTRAS, language, {
        cakeLabels: false,
        count: 'per-lines',
        linesPerLabel: 1,
      });
      expect(contents.map((content) => content.sequence)).toEqual(['1/2', '2/2']);
      matchGolden(`order-coolbox.${language}.58x40.txt`, render(contents, 58, 40));
    });

    for (const [width, height] of [
      [62, 29],
      [100, 50],
    ] as const) {
      it(`a cake label with an emoji, Polish and Arabic on its plate, ${width}x${height}, ${language}`, () => {
        const contents = labels(UNICODE_PLATE, language, { orderLabels: false });
        matchGolden(`cake-unicode.${language}.${width}x${height}.txt`, render(contents, width, height));
      });
    }

    it(`a reprint: the banner on the order label and the cake label, 58x40, ${language}`, () => {
      const contents = labels(PICK_UP_CAKE, language, {}, { kind: 'reprint', printedAt: PRINTED_AT });
      matchGolden(`reprint.${language}.58x40.txt`, render(contents, 58, 40));
    });
  }
});
