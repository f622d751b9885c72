import type { Translation } from '../../wording';
import type { pin as En } from '../../en/window/pin';

export const pin: Translation<typeof En> = {
  promptTitle: 'Geef de pincode',
  promptExplain:
    'Instellingen, “Als afgehandeld markeren” en toestellen koppelen zijn op deze toonbank vergrendeld.',
  field: 'Pincode',
  unlock: 'Ontgrendelen',
  checking: 'Controleren…',
  heading: 'Vergrendeling van de toonbank',
  intro:
    'Een pincode van 4 tot 12 cijfers vergrendelt Instellingen, “Als afgehandeld markeren” en toestellen koppelen. Opnieuw afdrukken, “Is het eruit gekomen?”, scannen en de Dag-weergave blijven open voor iedereen aan de toonbank.',
  newPin: 'Nieuwe pincode',
  stored: 'Er is een pincode ingesteld. Typ een nieuwe om ze te wijzigen; ze wordt nooit meer getoond.',
  none: 'Er is geen pincode ingesteld: iedereen aan de toonbank kan de instellingen wijzigen.',
  remove: 'Pincode verwijderen (toonbank ontgrendelen)',
};
