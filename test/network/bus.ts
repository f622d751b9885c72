/**
 * The LAN in process, for tests of the coordinator: PCs on a bus hear each other's announcements at
 * once, with no sockets and no proofs.
 */
import { msg } from '../../electron/common/messages/catalogue';
import { MessageError } from '../../electron/common/messages/errors';
import type {
  Announcement,
  Discovery,
  HeardAnnouncement,
  RejectedAnnouncement,
} from '../../electron/core/network/announcement';

/**
 * Every PC's announcements reach every other one at once, unless it is cut off. The bus stands for a
 * transport that already checked proofs (the transport's own tests: announcement-auth, rogue-peers).
 */
export class Bus {
  readonly members = new Map<string, (heard: HeardAnnouncement) => void>();
  readonly rejections = new Map<string, (rejected: RejectedAnnouncement) => void>();
  readonly silent = new Set<string>();
  send(from: string, announcement: Announcement, goodbye = false): void {
    if (this.silent.has(from)) return;
    for (const [id, deliver] of this.members)
      if (id !== from) deliver({ announcement, address: `10.0.0.${from.length}`, named: false, goodbye });
  }
  /** What a forger's records come to once the transport found no proof in them. */
  reject(rejected: RejectedAnnouncement): void {
    for (const deliver of this.rejections.values()) deliver(rejected);
  }
}

export function busDiscovery(bus: Bus, id: string, fails = false): Discovery {
  let last: Announcement | null = null;
  const listeners = new Set<(heard: HeardAnnouncement) => void>();
  const rejections = new Set<(rejected: RejectedAnnouncement) => void>();
  return {
    async start() {
      if (fails)
        throw new MessageError(msg('network.discovery-cannot-listen', { port: 5353, detail: 'EADDRINUSE' }));
      bus.members.set(id, (heard) => listeners.forEach((listener) => listener(heard)));
      bus.rejections.set(id, (rejected) => rejections.forEach((listener) => listener(rejected)));
    },
    announce(self) {
      last = self;
      bus.send(id, self);
    },
    onHeard(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    onRejected(listener) {
      rejections.add(listener);
      return () => rejections.delete(listener);
    },
    onProblem: () => () => undefined,
    async stop() {
      if (last) bus.send(id, last, true);
      bus.members.delete(id);
      bus.rejections.delete(id);
    },
  };
}
