/**
 * Every message code with its English wording: the catalogue the codes, their parameters and every other
 * language's messages are typed by (`messages/catalogue.ts`, each language's `index.ts`).
 */
import { general } from './general';
import { printer } from './printer';
import { service } from './service';
import { engine } from './engine';
import { order } from './order';
import { decode } from './decode';
import { app } from './app';
import { host } from './host';
import { log } from './log';
import { shopDay } from './shop-day';
import { schedule } from './schedule';
import { kitchen } from './kitchen';
import { alarm } from './alarm';
import { network } from './network';
import { alerts } from './alerts';
import { pairing } from './pairing';
import { cli } from './cli';
import { pin } from './pin';
import { update } from './update';
import { fleetHost } from './fleet-host';
import { changes } from './changes';
import { demoTools } from './demo-tools';

export const messages = {
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
} as const;
