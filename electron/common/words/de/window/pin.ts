import type { Translation } from '../../wording';
import type { pin as En } from '../../en/window/pin';

export const pin: Translation<typeof En> = {
  promptTitle: 'PIN eingeben',
  promptExplain:
    'Einstellungen, „Als erledigt markieren“ und das Koppeln von Geräten sind an dieser Theke gesperrt.',
  field: 'PIN-Code',
  unlock: 'Entsperren',
  checking: 'Wird geprüft…',
  heading: 'Sperre der Theke',
  intro:
    'Eine PIN aus 4 bis 12 Ziffern sperrt die Einstellungen, „Als erledigt markieren“ und das Koppeln von Geräten. Nachdrucken, „Ist er herausgekommen?“, Scannen und die Tagesansicht bleiben für alle an der Theke offen.',
  newPin: 'Neue PIN',
  stored:
    'Eine PIN ist festgelegt. Geben Sie eine neue ein, um sie zu ändern; sie wird nie wieder angezeigt.',
  none: 'Keine PIN festgelegt: Jeder an der Theke kann die Einstellungen ändern.',
  remove: 'PIN entfernen (Theke entsperren)',
};
