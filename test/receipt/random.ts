import { Rng } from '../../electron/demo/simulator/prng';

/** A seeded generator, so the property-style tests walk the same many cases on every run. */
export function seeded(seed: number): () => number {
  const rng = new Rng(seed);
  return () => rng.next();
}

const ALPHABETS = [
  'abcdefghijklmnopqrstuvwxyz',
  'ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789',
  'éèëçôûüàâœßøåæ€',
  'őłŁşğčřžΩμέγαПриветשלוםمرحبا你好',
  '-.,!?\'"/():;',
  '\u0000\u0007\u001b\u001d\u0010\u0014\u007f\u0080\u009b\u200b\u200d\u202e\u2066\ufeff\u00ad',
  '😀🎂👍🏽❤️🇧🇪',
  '“”‘’–—…•™½\u00a0\u2009',
];

/** A string of words, spaces and now and then a line break, mixing scripts, controls and emoji. */
export function randomText(next: () => number, maxLength: number): string {
  const length = Math.floor(next() * maxLength);
  let out = '';
  for (let i = 0; i < length; i++) {
    const roll = next();
    if (roll < 0.15) out += ' ';
    else if (roll < 0.18) out += '\n';
    else {
      const alphabet = [...(ALPHABETS[Math.floor(next() * ALPHABETS.length)] ?? 'a')];
      out += alphabet[Math.floor(next() * alphabet.length)] ?? 'a';
    }
  }
  return out;
}

/** Words of one letter repeated, some longer than any line, to exercise breaking. */
export function randomWords(next: () => number, count: number, maxWord: number): string {
  const words: string[] = [];
  for (let i = 0; i < count; i++) {
    const letter = String.fromCharCode(97 + Math.floor(next() * 26));
    words.push(letter.repeat(1 + Math.floor(next() * maxWord)));
  }
  return words.join(' ');
}
