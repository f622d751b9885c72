/** The window served to other devices of the shop's network, and their pairing, in German. */
import type { Translation } from '../../wording';
import type { pairing as En } from '../../en/messages/pairing';

export const pairing: Translation<typeof En> = {
  'pairing.not-served': () =>
    'Das Fenster wird nicht im Netzwerk angeboten: Schalten Sie das zuerst in Einstellungen › Netzwerk ein und koppeln Sie dann das Gerät.',
  'pairing.required': () =>
    'Dieses Gerät ist nicht mit OrderSlip gekoppelt: Öffnen Sie die Adresse des Fensters, um es zu koppeln.',
  'pairing.cannot-serve': (p) =>
    `Das Fenster kann nicht auf Port ${p.port} im Netzwerk angeboten werden (${p.detail}). Wählen Sie in Einstellungen › Netzwerk einen anderen Port.`,
};
