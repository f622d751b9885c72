import type { Translation } from '../../wording';
import type { pairing as En } from '../../en/window/pairing';

export const pairing: Translation<typeof En> = {
  title: 'Dit toestel koppelen aan OrderSlip',
  explain:
    'Deze OrderSlip toont zijn venster aan toestellen in het netwerk van de winkel zodra ze gekoppeld zijn. Open op de pc met OrderSlip Instellingen › Netwerk, kies “Toestel koppelen” en typ hier de code die verschijnt.',
  code: 'Koppelcode',
  pair: 'Koppelen',
  wrong: 'Die code klopt niet. Kijk ze na op de pc (na vijf foute pogingen vraagt u een nieuwe code).',
  expired: 'Die code is verlopen. Vraag een nieuwe op de pc.',
  noCode: 'Er wacht geen code. Kies eerst “Toestel koppelen” op de pc.',
  foreign:
    'Deze code kwam van een andere pagina dan deze koppelpagina en is dus niet geprobeerd. Open in deze browser het adres dat de pc toont en typ de code hier.',
};
