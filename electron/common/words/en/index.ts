/** Every word of the language, assembled: the message catalogue, the window, notifications and paper. */

import { messages } from './messages';
import { app as windowWords } from './window/app';
import { pairing as pairingPage } from './window/pairing';
import { fleetPage } from './window/fleet-page';
import { notifications } from './notifications';
import { receipt } from './paper/receipt';
import { day } from './paper/day';
import { ticket } from './paper/ticket';
import { label } from './paper/label';
import { changes } from './paper/changes';

export const en = {
  messages,
  window: windowWords,
  pairingPage,
  fleetPage,
  notifications,
  paper: { receipt, day, ticket, label, changes },
};

/** Everything a language words: what every other language's index is typed by. */
export type LanguageWords = typeof en;
