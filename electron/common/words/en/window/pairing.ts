/** The words of the pairing page another device sees before it may open the window (served, not the app's page). */
export const pairing = {
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

export type PairingWords = typeof pairing;
