import { pluralIn, type Translation } from '../../wording';
import type { fleetPage as En } from '../../en/window/fleet-page';

const plural = pluralIn('nl');

export const fleetPage: Translation<typeof En> = {
  title: 'OrderSlip-vloot',
  keyLabel: 'Vlootsleutel',
  keyHint: 'Dit browsertabblad bewaart de sleutel tot het gesloten wordt; hij komt nooit in het adres.',
  signIn: 'Toon de vloot',
  signOut: 'Vergeet de sleutel',
  keyRefused: 'Dat is niet de vlootsleutel.',
  unreachable: 'De vlootserver antwoordt niet; de pagina probeert het zelf opnieuw.',
  updated: (time) => `Bijgewerkt om ${time}; elke 12 seconden vernieuwd.`,
  summary: (red, total) =>
    total === 0
      ? 'Nog geen enkele toonbank heeft zich gemeld.'
      : red === 0
        ? `Elke toonbank is in orde (${plural(total, { one: '1 toonbank', other: `${total} toonbanken` })}).`
        : `${red} van ${plural(total, { one: '1 toonbank', other: `${total} toonbanken` })} ${red === 1 ? 'vraagt' : 'vragen'} aandacht.`,
  shopNumber: (id) => `Winkel ${id}`,
  lastPrinted: (number, time) => `laatst afgedrukt: nr. ${number} om ${time}`,
  withoutShop: 'Toonbanken zonder winkel',
  roles: { printing: 'drukt af', 'standing-by': 'staat klaar' },
  states: { green: 'in orde', red: 'vraagt aandacht', silent: 'zwijgt' },
  columns: {
    counter: 'Toonbank',
    state: 'Toestand',
    version: 'Versie',
    lastReport: 'Laatste melding',
    why: 'Waarom',
    day: 'Laatste 24 uur',
  },
  ago: (seconds) =>
    seconds < 120
      ? plural(seconds, { one: `${seconds} seconde geleden`, other: `${seconds} seconden geleden` })
      : seconds < 7_200
        ? `${Math.floor(seconds / 60)} minuten geleden`
        : `${Math.floor(seconds / 3_600)} uur geleden`,
  strip: (from, to, state) =>
    `${from}–${to}: ${{ green: 'in orde', red: 'vroeg aandacht', silent: 'geen melding' }[state]}`,
};
