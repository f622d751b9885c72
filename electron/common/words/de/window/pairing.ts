/** The German words of the pairing page another device sees before it may open the window. */
import type { Translation } from '../../wording';
import type { pairing as En } from '../../en/window/pairing';

export const pairing: Translation<typeof En> = {
  title: 'Dieses Gerät mit OrderSlip koppeln',
  explain:
    'Dieses OrderSlip zeigt sein Fenster den Geräten im Netzwerk des Geschäfts, sobald sie gekoppelt sind. Öffnen Sie auf dem PC mit OrderSlip Einstellungen › Netzwerk, wählen Sie „Gerät koppeln“ und geben Sie hier den Code ein, der dort erscheint.',
  code: 'Kopplungscode',
  pair: 'Koppeln',
  wrong:
    'Dieser Code stimmt nicht. Prüfen Sie ihn am PC (nach fünf falschen Versuchen fordern Sie einen neuen Code an).',
  expired: 'Dieser Code ist abgelaufen. Fordern Sie am PC einen neuen an.',
  noCode: 'Es wartet kein Code. Wählen Sie zuerst am PC „Gerät koppeln“.',
  foreign:
    'Dieser Code kam von einer anderen Seite als dieser Kopplungsseite und wurde daher nicht versucht. Öffnen Sie in diesem Browser die Adresse, die der PC zeigt, und geben Sie den Code hier ein.',
};
