/** The printer's messages as a shop reads them, in each language. */
import { describe, expect, it } from 'vitest';
import { msg, type Message } from '../../electron/common/messages/catalogue';
import { say } from '../../electron/common/messages/say';
import { printer as printerWords } from '../../electron/common/words/en/messages/printer';

describe('printer messages in the shop’s language', () => {
  it('paper out reads right in Dutch and French', () => {
    const paperOut = msg('printer.paper-out', { printer: 'Toog' });
    expect(say(paperOut, 'nl')).toBe(
      'Toog heeft geen papier meer. Leg nieuw papier in; de wachtende bestellingen worden afgedrukt zodra er weer papier is.',
    );
    expect(say(paperOut, 'fr')).toBe(
      'Toog n’a plus de papier. Remettez du papier\u202f; les commandes en attente s’imprimeront dès qu’il y en aura à nouveau.',
    );
    expect(say(paperOut, 'en')).toBe(
      'Toog is out of paper. Load paper; waiting orders print when it is back.',
    );
  });

  it('a timeline reads in one tense and, in French, with the ticket as the subject of its proof', () => {
    const sent = msg('order.sending', {
      printer: 'Cuisine',
      attempt: 1,
      reprint: false,
      possibleDuplicate: false,
    });
    const printed = msg('printer.printed', { printer: 'Cuisine', copies: 1, paperLow: false });
    const jobPrinted = msg('printer.job-printed', { printer: 'Cuisine', reprint: true });
    expect(say(sent, 'en')).toBe('Sent to Cuisine (try 1).');
    expect(say(sent, 'nl')).toBe('Naar Cuisine gestuurd (poging 1).');
    expect(say(sent, 'fr')).toBe('Envoyée à Cuisine (essai 1).');
    expect(say(printed, 'fr')).toBe('Ticket imprimé sur Cuisine, confirmé par l’imprimante.');
    expect(say(jobPrinted, 'fr')).toBe('Ticket réimprimé sur Cuisine, confirmé par l’imprimante.');
    expect(say(printed, 'nl')).toBe('Afgedrukt op Cuisine, bevestigd door de printer.');
  });

  it('names the copy only when there are several', () => {
    const one = msg('printer.paper-ran-out', { printer: 'Toog', copy: 1, copies: 1 });
    const second = msg('printer.paper-ran-out', { printer: 'Toog', copy: 2, copies: 3 });
    expect(say(one, 'en')).toContain('while printing. Load paper');
    expect(say(second, 'en')).toContain('while printing (copy 2 of 3). Load paper');
    expect(say(second, 'nl')).toContain('tijdens het afdrukken (exemplaar 2 van 3).');
    expect(say(second, 'fr')).toContain('pendant l’impression (exemplaire 2 sur 3).');
  });

  it('a cause inside a message is worded in the same language', () => {
    const cause = msg('printer.network-problem', { problem: 'timeout', code: 'ETIMEDOUT' });
    const unreachable = msg('printer.unreachable', { printer: 'Toog', where: '192.168.1.50:9100', cause });
    expect(say(unreachable, 'nl')).toContain(
      'Toog op 192.168.1.50:9100 is niet bereikbaar (geen antwoord (ETIMEDOUT)).',
    );
    expect(say(unreachable, 'fr')).toContain('est injoignable (aucune réponse (ETIMEDOUT)).');
  });

  it('an order is named as people name it, never by its id', () => {
    const order = { id: 'f5fd7c72-0000', type: 'pick_up', orderNumber: '12', clientName: 'Zoë' } as const;
    const failed = msg('printer.job-failed', {
      order,
      printer: 'Toog',
      cause: msg('printer.paper-out', { printer: 'Toog' }),
    });
    expect(say(failed, 'nl')).toMatch(
      /^Afhalen 12 · Zoë is niet afgedrukt op Toog: Toog heeft geen papier meer\./,
    );
    expect(say(failed, 'en')).not.toContain('f5fd7c72');
  });

  it.each([
    [
      '',
      { copies: 3, paperLow: true, partly: true, reprint: true, verified: true, why: 'star', program: 'lp' },
    ],
    [
      'other',
      {
        copies: 1,
        paperLow: false,
        partly: false,
        reprint: false,
        verified: false,
        why: 'no-status',
        program: 'PowerShell',
      },
    ],
  ])('French puts a narrow no-break space before ; : ! ?, never a plain one %s', (_branch, variant) => {
    const sample = {
      printer: 'Toog',
      where: '192.168.1.50:9100',
      cause: msg('printer.offline', { printer: 'Toog' }),
      detail: msg('printer.ready'),
      copy: 1,
      seconds: 10,
      causes: ['autocutter'],
      problem: 'timeout',
      code: 'ETIMEDOUT',
      address: '192.168.1.50',
      queue: 'Bar',
      said: 'lp: error',
      job: 'Bar-7',
      step: 'open',
      reason: 'paper_out',
      order: { id: 'f5fd7c72-0000', type: 'pick_up', orderNumber: '12', clientName: 'Zoë' },
      ...variant,
    };
    for (const code of Object.keys(printerWords)) {
      const text = say({ code, params: sample } as unknown as Message, 'fr');
      expect(text, code).not.toMatch(/[ \u00a0][;:!?»]|«[ \u00a0]/);
    }
  });
});
