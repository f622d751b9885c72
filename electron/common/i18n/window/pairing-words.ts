/** The words of the pairing page another device sees before it may open the window (served, not the app's page). */
export const pairingEn = {
  title: 'Pair this device with OrderSlip',
  explain:
    'This OrderSlip shows its window to devices of the shop’s network once they are paired. On the PC that runs OrderSlip, open Settings › Network, choose “Pair a device”, and type the code it shows here.',
  code: 'Pairing code',
  pair: 'Pair',
  wrong: 'That code is not right. Check it on the PC (after five wrong tries, ask for a new code).',
  expired: 'That code has expired. Ask for a new one on the PC.',
  noCode: 'No code is waiting. Choose “Pair a device” on the PC first.',
  foreign:
    'This code was sent from another page than this pairing page, so it was not tried. Open the address shown on the PC in this browser and type the code here.',
};

export type PairingWords = typeof pairingEn;

export const pairingNl: PairingWords = {
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

export const pairingFr: PairingWords = {
  title: 'Associer cet appareil à OrderSlip',
  explain:
    'Cet OrderSlip montre sa fenêtre aux appareils du réseau du magasin une fois associés. Sur le PC où tourne OrderSlip, ouvrez Réglages › Réseau, choisissez «\u202fAssocier un appareil\u202f» et tapez ici le code affiché.',
  code: 'Code d’association',
  pair: 'Associer',
  wrong:
    'Ce code n’est pas le bon. Vérifiez-le sur le PC (après cinq essais ratés, demandez un nouveau code).',
  expired: 'Ce code a expiré. Demandez-en un nouveau sur le PC.',
  noCode: 'Aucun code n’attend. Choisissez d’abord «\u202fAssocier un appareil\u202f» sur le PC.',
  foreign:
    'Ce code a été envoyé depuis une autre page que cette page d’association, il n’a donc pas été essayé. Ouvrez dans ce navigateur l’adresse affichée sur le PC et tapez le code ici.',
};

export const PAIRING_WORDS = { en: pairingEn, nl: pairingNl, fr: pairingFr } as const;
