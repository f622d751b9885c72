/**
 * An announcement as DNS-SD records (RFC 6763) and back: a PTR from the service type to this PC's
 * instance, an SRV (no port: nothing listens for it) and a TXT of `key=value` strings, signed
 * (`announcement-auth`). What comes off the network is untrusted: decoded once here, strictly and
 * bounded, or dropped; whether it is proven is `verifyRecord`'s to say.
 */
import type { Answer } from 'dns-packet';
import type { AnnouncedShop, AnnouncedShopState, Announcement } from '../announcement';
import { macMatches, macOf, type AnnouncementKey, type Freshness } from './announcement-auth';

export const SERVICE_TYPE = '_orderslip._udp.local';
/** How long the records stay valid in a cache: a little longer than a few announce intervals. */
export const RECORD_TTL_SECONDS = 120;
/** 2: signed. Version 1 announcements proved nothing and are foreign now. */
const VERSION = '2';
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

/** What the HMAC covers: every TXT string but the MAC itself, in order. */
const signedText = (strings: readonly string[]): string => strings.join('\n');

/**
 * The records of an announcement, signed with `key`; a `goodbye` (DNS-SD's TTL 0) says so in the
 * signed text too, so a live record resent with TTL 0 is no goodbye.
 */
export function encodeAnnouncement(
  announcement: Announcement,
  key: AnnouncementKey,
  freshness: Freshness,
  goodbye = false,
): Answer[] {
  const name = instanceName(announcement);
  const ttl = goodbye ? 0 : RECORD_TTL_SECONDS;
  const txt = [
    `v=${VERSION}`,
    `id=${announcement.instanceId}`,
    `pc=${announcement.pcName}`,
    `svc=${announcement.serviceKey}`,
    `tenant=${announcement.tenant}`,
    `b=${freshness.boot}`,
    `n=${freshness.counter}`,
    `t=${freshness.time}`,
    `g=${goodbye ? 1 : 0}`,
    ...announcement.shops.map(
      (shop) => `s=${shop.shopId}:${STATE_CODES[shop.state]}:${shop.since}:${shop.chosen ? 1 : 0}`,
    ),
    // Its own key, so a PC of an earlier version reads the rest of the record as before; before the
    // MAC, so signed like every other field.
    ...announcement.shops.flatMap((shop) =>
      shop.tookOverFrom ? [`o=${shop.shopId}:${shop.tookOverFrom}`] : [],
    ),
  ];
  txt.push(`mac=${macOf(key, signedText(txt))}`);
  return [
    { name: SERVICE_TYPE, type: 'PTR', ttl, data: name },
    { name, type: 'SRV', ttl, data: { port: 0, target: 'orderslip.local' } },
    { name, type: 'TXT', ttl, data: txt.map((entry) => Buffer.from(entry, 'utf8')) },
  ];
}

/** What a signed record says about itself; null when it does not even carry a proof. */
export interface RecordProof {
  readonly freshness: Freshness;
  /** The signed `g=`: the sender meant this record as a goodbye. */
  readonly saysGoodbye: boolean;
  readonly signed: string;
  readonly mac: string;
}

export interface DecodedAnnouncement {
  readonly announcement: Announcement;
  /** Sent with TTL 0: a goodbye, if the proof says so too. */
  readonly goodbye: boolean;
  readonly proof: RecordProof | null;
}

/** The OrderSlip announcements in a packet's records (answers and additionals); others are ignored. */
export function decodeAnnouncements(records: readonly Answer[]): DecodedAnnouncement[] {
  const found: DecodedAnnouncement[] = [];
  for (const record of records) {
    if (record.type !== 'TXT' || !record.name.endsWith(`.${SERVICE_TYPE}`)) continue;
    const decoded = decodeTxt(record.data);
    if (decoded !== null) found.push({ ...decoded, goodbye: record.ttl === 0 });
  }
  return found;
}

/** Signed with this tenant's key, and a goodbye only when it was signed as one. */
export function verifyRecord(decoded: DecodedAnnouncement, key: AnnouncementKey): boolean {
  const { proof } = decoded;
  return proof !== null && proof.saysGoodbye === decoded.goodbye && macMatches(key, proof.signed, proof.mac);
}

const SHOP = /^(\d{1,15}):([psw]):(\d{1,15}):([01])$/;
/** `o=SHOP:INSTANCE-ID`: this PC took the shop from that one by its service watch (`t=` is the time). */
const TOOK_OVER = /^(\d{1,15}):([0-9a-f-]{8,64})$/i;
const STATES: Readonly<Record<string, AnnouncedShopState>> = { p: 'printing', s: 'standby', w: 'starting' };

const BOOT = /^[0-9a-f]{8,32}$/;
const WHOLE = /^\d{1,15}$/;
const MAC = /^[0-9a-f]{32}$/;
/** More strings than shops and fields could need is no announcement of ours. */
const MAX_STRINGS = MAX_SHOPS + 16;

function decodeTxt(data: unknown): Omit<DecodedAnnouncement, 'goodbye'> | null {
  const strings = Array.isArray(data) ? data : [data];
  if (strings.length > MAX_STRINGS) return null;
  const fields = new Map<string, string>();
  const shops: AnnouncedShop[] = [];
  const tookOver = new Map<number, string>();
  const signed: string[] = [];
  let mac: string | null = null;
  let afterMac = false;
  for (const item of strings) {
    const text = Buffer.isBuffer(item) ? item.toString('utf8') : typeof item === 'string' ? item : null;
    if (text === null) return null;
    const equals = text.indexOf('=');
    const key = equals <= 0 ? '' : text.slice(0, equals);
    const value = text.slice(equals + 1);
    // The MAC comes last: anything after it is not covered, so a record with more is not proven.
    if (mac !== null) afterMac = true;
    if (key === 'mac') {
      mac = value;
      continue;
    }
    signed.push(text);
    if (equals <= 0) continue;
    if (key === 's') {
      const match = SHOP.exec(value);
      if (!match || shops.length >= MAX_SHOPS) return null;
      shops.push({
        shopId: Number(match[1]),
        state: STATES[match[2] ?? ''] ?? 'standby',
        since: Number(match[3]),
        chosen: match[4] === '1',
      });
    } else if (key === 'o') {
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
  const boot = fields.get('b') ?? '';
  const counter = fields.get('n') ?? '';
  const time = fields.get('t') ?? '';
  const proven =
    !afterMac && mac !== null && MAC.test(mac) && BOOT.test(boot) && WHOLE.test(counter) && WHOLE.test(time);
  return {
    announcement: {
      instanceId: id,
      pcName: cleanText(fields.get('pc') ?? '') || id.slice(0, 8),
      serviceKey: svc.slice(0, 64),
      tenant: cleanText(fields.get('tenant') ?? ''),
      shops: tookOver.size === 0 ? shops : withTookOver(shops, tookOver),
    },
    proof: proven
      ? {
          freshness: { boot, counter: Number(counter), time: Number(time) },
          saysGoodbye: fields.get('g') === '1',
          signed: signedText(signed),
          mac: mac ?? '',
        }
      : null,
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
