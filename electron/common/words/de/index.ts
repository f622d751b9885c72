/** Every word of the language, assembled: the message catalogue, the window, notifications and paper. */
import type { LanguageWords } from '../en';
import { alarm } from './messages/alarm';
import { alerts } from './messages/alerts';
import { app } from './messages/app';
import { decode } from './messages/decode';
import { engine } from './messages/engine';
import { general } from './messages/general';
import { host } from './messages/host';
import { kitchen } from './messages/kitchen';
import { log } from './messages/log';
import { network } from './messages/network';
import { order } from './messages/order';
import { pairing } from './messages/pairing';
import { printer } from './messages/printer';
import { schedule } from './messages/schedule';
import { service } from './messages/service';
import { shopDay } from './messages/shop-day';
import { cli } from './messages/cli';
import { pin } from './messages/pin';
import { update } from './messages/update';
import { fleetHost } from './messages/fleet-host';
import { changes } from './messages/changes';
import { demoTools } from './messages/demo-tools';
import { app as windowWords } from './window/app';
import { pairing as pairingPage } from './window/pairing';
import { fleetPage } from './window/fleet-page';
import { notifications } from './notifications';
import { receipt } from './paper/receipt';
import { day } from './paper/day';
import { ticket } from './paper/ticket';
import { label } from './paper/label';
import { changes as changeSlips } from './paper/changes';

export const de: LanguageWords = {
  messages: {
    ...general,
    ...printer,
    ...service,
    ...engine,
    ...order,
    ...decode,
    ...app,
    ...host,
    ...log,
    ...shopDay,
    ...schedule,
    ...kitchen,
    ...alarm,
    ...network,
    ...alerts,
    ...pairing,
    ...cli,
    ...pin,
    ...update,
    ...fleetHost,
    ...changes,
    ...demoTools,
  },
  window: windowWords,
  pairingPage,
  fleetPage,
  notifications,
  paper: { receipt, day, ticket, label, changes: changeSlips },
};
