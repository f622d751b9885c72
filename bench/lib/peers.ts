/** The benchmark's side of the peers process (bench/peers): start it, ask it things, stop it. */
import { resolve } from 'node:path';
import type { Requests } from '../peers/protocol';
import { IpcChild, ROOT } from './ipc-child';

export { NODE, ROOT } from './ipc-child';

export type Peers = IpcChild<Requests>;

export const Peers = {
  /** Starts the peers process (Node 22 with tsx, like the CLI). */
  start: (): Peers => IpcChild.start<Requests>('peers process', resolve(ROOT, 'bench/peers/peers-main.ts')),
};
