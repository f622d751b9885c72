/**
 * An announcement as DNS-SD records (RFC 6763) and back: a PTR from the service type to this PC's
 * instance, an SRV (no port: nothing listens for it) and a TXT of `key=value` strings. What comes off
 * the network is untrusted: decoded once here, strictly and bounded, or dropped.
 */
import type { Answer } from 'dns-packet';
import type { AnnouncedShop, AnnouncedShopState, Announcement } from '../announcement';

export const SERVICE_TYPE = '_orderslip._udp.local';
/** How long the records stay valid in a cache: a little longer than a few announce intervals. */
export const RECORD_TTL_SECONDS = 120;
const VERSION = '1';
/** Bounds of what is believed: more is a broken or hostile sender. */
const MAX_SHOPS = 1_000;
const MAX_TEXT = 80;
const STATE_CODES: Readonly<Record<AnnouncedShopState, string>> = {
  printing: 'p',
  standby: 's',
  starting: 'w',
};

export function instanceName(announcement: Announcement): string {
  // A DNS label holds at most 63 bytes; the id's start keeps two PCs of the same name apart.
  const pc = announcement.pcName.replace(/[.\\]/g, ' ').slice(0, 40) || 'OrderSlip';
  return `${pc} (${announcement.instanceId.slice(0, 6)}).${SERVICE_TYPE}`;
}

/** The records of an announcement; `ttl` 0 is DNS-SD's goodbye. */
export function encodeAnnouncement(announcement: Announcement, ttl = RECORD_TTL_SECONDS): Answer[] {
  const name = instanceName(announcement);
  const txt = [
    `v=${VERSION}`,
    `id=${announcement.instanceId}`,
    `pc=${announcement.pcName}`,
    `svc=${announcement.serviceKey}`,
    `tenant=${announcement.tenant}`,
    ...announcement.shops.map(
      (shop) => `s=${shop.shopId}:${STATE_CODES[shop.state]}:${shop.since}:${shop.chosen ? 1 : 0}`,
    ),
    // Its own key, so a PC of an earlier version reads the rest of the record as before.
    ...announcement.shops.flatMap((shop) =>
      shop.tookOverFrom ? [`t=${shop.shopId}:${shop.tookOverFrom}`] : [],
    ),
  ];
  return [
    { name: SERVICE_TYPE, type: 'PTR', ttl, data: name },
    { name, type: 'SRV', ttl, data: { port: 0, target: 'orderslip.local' } },
    { name, type: 'TXT', ttl, data: txt.map((entry) => Buffer.from(entry, 'utf8')) },
  ];
}

export interface DecodedAnnouncement {
  readonly announcement: Announcement;
  readonly goodbye: boolean;
}

/** The OrderSlip announcements in a packet's records (answers and additionals); others are ignored. */
export function decodeAnnouncements(records: readonly Answer[]): DecodedAnnouncement[] {
  const found: DecodedAnnouncement[] = [];
  for (const record of records) {
    if (record.type !== 'TXT' || !record.name.endsWith(`.${SERVICE_TYPE}`)) continue;
    const announcement = decodeTxt(record.data);
    if (announcement !== null) found.push({ announcement, goodbye: record.ttl === 0 });
  }
  return found;
}

const SHOP = /^(\d{1,15}):([psw]):(\d{1,15}):([01])$/;
/** `t=SHOP:INSTANCE-ID`: this PC took the shop from that one by its service watch. */
const TOOK_OVER = /^(\d{1,15}):([0-9a-f-]{8,64})$/i;
const STATES: Readonly<Record<string, AnnouncedShopState>> = { p: 'printing', s: 'standby', w: 'starting' };

function decodeTxt(data: unknown): Announcement | null {
  const strings = Array.isArray(data) ? data : [data];
  const fields = new Map<string, string>();
  const shops: AnnouncedShop[] = [];
  const tookOver = new Map<number, string>();
  for (const item of strings) {
    const text = Buffer.isBuffer(item) ? item.toString('utf8') : typeof item === 'string' ? item : null;
    if (text === null) return null;
    const equals = text.indexOf('=');
    if (equals <= 0) continue;
    const key = text.slice(0, equals);
    const value = text.slice(equals + 1);
    if (key === 's') {
      const match = SHOP.exec(value);
      if (!match || shops.length >= MAX_SHOPS) return null;
      shops.push({
        shopId: Number(match[1]),
        state: STATES[match[2] ?? ''] ?? 'standby',
        since: Number(match[3]),
        chosen: match[4] === '1',
      });
    } else if (key === 't') {
      const match = TOOK_OVER.exec(value);
      if (!match || tookOver.size >= MAX_SHOPS) return null;
      tookOver.set(Number(match[1]), match[2] ?? '');
    } else if (!fields.has(key)) {
      fields.set(key, value);
    }
  }
  const id = fields.get('id');
  const svc = fields.get('svc');
  if (fields.get('v') !== VERSION || !id || !/^[0-9a-f-]{8,64}$/i.test(id) || !svc) return null;
  return {
    instanceId: id,
    pcName: cleanText(fields.get('pc') ?? '') || id.slice(0, 8),
    serviceKey: svc.slice(0, 64),
    tenant: cleanText(fields.get('tenant') ?? ''),
    shops: tookOver.size === 0 ? shops : withTookOver(shops, tookOver),
  };
}

function withTookOver(
  shops: readonly AnnouncedShop[],
  tookOver: ReadonlyMap<number, string>,
): AnnouncedShop[] {
  return shops.map((shop) => {
    const from = tookOver.get(shop.shopId);
    return from === undefined ? shop : { ...shop, tookOverFrom: from };
  });
}

/** A name another PC chose: shown in the window and the log, so no control characters, and short. */
function cleanText(text: string): string {
  // eslint-disable-next-line no-control-regex
  return text.replace(/[\u0000-\u001f\u007f-\u009f\u202a-\u202e\u2066-\u2069]/g, '').slice(0, MAX_TEXT);
}
