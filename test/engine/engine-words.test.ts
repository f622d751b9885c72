/**
 * The engine's sentences as a person reads them: waits with the language's plurals, shops and printers
 * by name, setup problems that name the printer at fault.
 */
import { describe, expect, it } from 'vitest';
import { msg } from '../../electron/common/messages/catalogue';
import { say } from '../../electron/common/messages/say';
import { printerSettings } from '../../electron/common/model/printer-settings';
import { decodeShops } from '../../electron/core/api/decode-shop';
import { configProblems, type EngineConfig } from '../../electron/core/engine/config';
import { EngineConfigError } from '../../electron/core/engine/engine';

const cause = msg('service.server-error', {
  request: { operation: 'list', shop: 3 },
  status: 503,
  said: null,
  retryAfterMs: null,
});

describe('waits', () => {
  it.each([
    [1_000, 'en', 'Next try in 1 second.'],
    [8_000, 'en', 'Next try in 8 seconds.'],
    [1_500, 'nl', 'Volgende poging over 1,5 seconden.'],
    [45_000, 'nl', 'Volgende poging over 45 seconden.'],
    // French counts 1.5 as one.
    [1_500, 'fr', 'Prochain essai dans 1,5 seconde.'],
    [300_000, 'fr', 'Prochain essai dans 5 minutes.'],
    [120_000, 'en', 'Next try in 2 minutes.'],
  ] as const)('%i ms in %s', (waitMs, language, ending) => {
    const said = say(msg('engine.listing-failed', { cause, waitMs, tokenDoubted: false }), language);
    expect(said.slice(-ending.length - 1)).toBe(` ${ending}`);
  });
});

describe('shops', () => {
  it('are named by their name when known, else as "shop 12" in the language', () => {
    const named = msg('engine.only-own-shop-again', { shop: { id: 12, name: 'Bakkerij Zoet' } });
    const numbered = msg('engine.only-own-shop-again', { shop: { id: 12, name: null } });
    expect(say(named, 'en')).toContain('the orders of Bakkerij Zoet');
    expect(say(numbered, 'en')).toContain('the orders of shop 12');
    expect(say(numbered, 'nl')).toContain('de bestellingen van winkel 12');
    expect(say(numbered, 'fr')).toContain('les commandes de magasin 12');
  });

  it("count other shops' orders with plurals", () => {
    const one = msg('engine.other-shops-listed', { shop: { id: 1, name: null }, count: 1, otherShops: [2] });
    const many = msg('engine.other-shops-listed', {
      shop: { id: 1, name: null },
      count: 4,
      otherShops: [2, 5],
    });
    expect(say(one, 'en')).toContain('also sent 1 order of shop 2:');
    expect(say(many, 'en')).toContain('also sent 4 orders of shops 2 and 5:');
    expect(say(many, 'nl')).toContain('ook 4 bestellingen van winkels 2 en 5:');
  });
});

describe('the service’s shop list', () => {
  it('says an unreadable entry by its place and what is wrong with it, in the reader’s language', () => {
    const [problem] = decodeShops([{ id: 1, name: 'A' }, { id: 'x' }]).problems;
    const said = msg('engine.shop-list-entry-unreadable', {
      position: problem!.position,
      problem: problem!.problem,
    });
    expect(say(said, 'en')).toBe(
      'The shop list has an unreadable entry, number 2: the field id should be a shop number, but the service sent the text "x".',
    );
    expect(say(said, 'nl')).toBe(
      'De winkellijst heeft een onleesbaar item, nummer 2: het veld id moet een winkelnummer zijn, maar de bestelservice stuurde de tekst "x".',
    );
    expect(say(said, 'fr')).toBe(
      'La liste des magasins a une entrée illisible, la n°\u00a02\u202f: le champ id devrait être un numéro de magasin, mais le service a envoyé le texte «\u202fx\u202f».',
    );
  });
});

describe('setup problems', () => {
  const counter = printerSettings({ id: 'printer-2', name: 'Counter', uri: 'tcp://127.0.0.1:9100' });
  const config: EngineConfig = {
    connection: { baseUrl: 'http://127.0.0.1:1', tenant: 'bakery', token: 'secret-token' },
    shops: [{ shopId: 7, printerIds: ['printer-2', 'printer-9'] }],
    defaultPrinterIds: [],
    printers: [{ ...counter, copies: 12 }],
    pollIntervalMs: 1_000,
    retentionDays: 30,
  };

  it('name the printer at fault by its name, and a missing printer by what the shop asks for', () => {
    const problems = configProblems(config);
    expect(problems).toEqual([
      {
        code: 'engine.config-printer',
        params: {
          printer: 'Counter',
          problem: { code: 'engine.config-copies', params: { copies: 12, max: 5 } },
        },
      },
      {
        code: 'engine.config-unknown-printer',
        params: { shop: { id: 7, name: null }, printer: 'printer-9' },
      },
    ]);
    expect(say(problems[0]!, 'en')).toBe('Printer Counter: copies must be 1 to 5, not 12.');
    expect(say(problems[0]!, 'fr')).toBe(
      'Imprimante Counter\u202f: le nombre d’exemplaires doit être entre 1 et 5, pas 12.',
    );
    expect(say(problems[1]!, 'nl')).toContain('winkel 7 drukt af op een printer die niet ingesteld is');
    const refused = new EngineConfigError(problems);
    expect(refused.said.code).toBe('engine.config-invalid');
    expect(refused.message).toContain('Printer Counter: copies must be 1 to 5');
  });

  it('say what is wrong with the connection in the reader’s language', () => {
    const problems = configProblems({
      ...config,
      connection: { baseUrl: 'http://orders.example.com', tenant: ' ', token: '' },
      shops: [{ shopId: 7, printerIds: ['printer-2'] }],
      printers: [counter],
    });
    expect(problems).toEqual([
      msg('service.address-plain-http', { origin: 'http://orders.example.com' }),
      msg('service.tenant-empty'),
      msg('service.token-empty'),
    ]);
    expect(say(problems[0]!, 'nl')).toContain('gebruikt gewone http');
  });

  it('are none for a configuration that can run', () => {
    expect(
      configProblems({ ...config, shops: [{ shopId: 7, printerIds: ['printer-2'] }], printers: [counter] }),
    ).toEqual([]);
  });
});
