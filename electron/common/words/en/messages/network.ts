/**
 * Other OrderSlips on the shop's network and who prints which shop (docs/NETWORK.md): what the log and
 * the window say about discovery, takeovers and conflicts, and the network settings' own errors.
 */
import { sayShop, type ShopRef } from './engine';
import { sayWait } from './service';
import { words, type NestedMessage } from '../../wording';

export const network = {
  /** A network setting that must be an address a browser or a PC can reach. */
  'network.setting-not-an-address': words<{ setting: string; got: string }>(
    (p) => `${p.setting}: “${p.got}” is not an address. Type a name or IP address, such as 192.168.1.20.`,
  ),
  'network.discovery-cannot-listen': words<{ port: number; detail: string }>(
    (p) =>
      `Other OrderSlips cannot be looked for: UDP port ${p.port} cannot be opened (${p.detail}). Is another program using it?`,
  ),
  'network.discovery-failing': words<{ detail: string }>(
    (p) => `Announcing this PC on the network failed (${p.detail}); trying again.`,
  ),
  'network.discovery-peer-unknown': words<{ peer: string; detail: string }>(
    (p) => `The other OrderSlip “${p.peer}” set in Settings › Network cannot be found (${p.detail}).`,
  ),
  'network.took-over': words<{ shop: ShopRef; fromPc: string }>(
    (p, f) =>
      `${p.fromPc} stopped answering: this PC prints ${sayShop(p.shop, f)} now. The orders that were waiting print marked POSSIBLE DUPLICATE.`,
  ),
  /** The service watch saw the shop's orders wait while the other PC claimed it (docs/NETWORK.md). */
  'network.took-over-orders-waited': words<{
    shop: ShopRef;
    fromPc: string;
    orderNumber: string | null;
    waitedMs: number;
  }>(
    (p, f) =>
      `This PC took ${sayShop(p.shop, f)} over from ${p.fromPc}: ${p.orderNumber === null ? 'an order' : `order ${p.orderNumber}`} waited ${sayWait(p.waitedMs, f)} unconfirmed while ${p.fromPc} claimed to print it. The orders that were waiting print here marked POSSIBLE DUPLICATE; check ${p.fromPc}’s printer.`,
  ),
  /** The other side of it: this PC claimed the shop, its orders waited, another PC took it. */
  'network.shop-taken-over': words<{ shop: ShopRef; byPc: string }>(
    (p, f) =>
      `${p.byPc} took ${sayShop(p.shop, f)} over from this PC: its orders waited unconfirmed here. This PC stands by for it while ${p.byPc} prints it; check this PC’s printers.`,
  ),
  'network.handed-over': words<{ shop: ShopRef; fromPc: string }>(
    (p, f) =>
      `${p.fromPc} handed ${sayShop(p.shop, f)} over: this PC prints it now (the orders that were waiting print marked POSSIBLE DUPLICATE).`,
  ),
  'network.standing-by': words<{ shop: ShopRef; otherPc: string }>(
    (p, f) => `${sayShop(p.shop, f)} is printed by ${p.otherPc}: this PC stands by for it.`,
  ),
  /** A restart of a PC that printed the shop when it last ran, with no other PC claiming it. */
  'network.resumed': words<{ shop: ShopRef }>(
    (p, f) =>
      `This PC printed ${sayShop(p.shop, f)} when it last ran, and no other OrderSlip claims it: it prints it again at once.`,
  ),
  /** It resumed the shop at start, then heard (late) a PC the rules put first: it stands by. */
  'network.resume-stood-down': words<{ shop: ShopRef; otherPc: string }>(
    (p, f) =>
      `This PC resumed ${sayShop(p.shop, f)} as it started, but ${p.otherPc} prints it: this PC stands by for it. An order printed here in the moment before may have printed at ${p.otherPc} too.`,
  ),
  /** The data folder refused the file of the shops this PC prints (remembered-roles.ts). */
  'network.roles-not-kept': words<{ detail: string }>(
    (p) =>
      `Which shops this PC prints could not be written to its data folder (${p.detail}): at its next start it listens for other OrderSlips for 3 seconds before it prints them.`,
  ),
  /** This PC goes on printing the shop; another printed it too for a moment and stands down. */
  'network.printed-beside-here': words<{ shop: ShopRef; otherPc: string }>(
    (p, f) =>
      `${p.otherPc} printed ${sayShop(p.shop, f)} too for a moment (it claimed it as it started) and stands down: this PC goes on printing it. The orders of its next listing print marked POSSIBLE DUPLICATE.`,
  ),
  'network.conflict': words<{ shop: ShopRef; otherPc: string }>(
    (p, f) =>
      `${sayShop(p.shop, f)} is set to print on this PC and on ${p.otherPc}: only one of them prints. Choose one in Settings › Network.`,
  ),
  /** Why an order waiting here is held: the PC that took the shop over printed it. */
  'network.held-taken-over': words<{ byPc: string }>(
    (p) =>
      `${p.byPc} took this shop over because its orders waited unconfirmed here, and printed this order (marked POSSIBLE DUPLICATE): it is held here rather than printed twice. Print it here only if it did not come out at ${p.byPc}.`,
  ),
  /**
   * A record on the network claimed this tenant's shop (or its service) without the proof only a PC
   * holding the token can give: ignored. Logged once when it starts; Status says it as a problem.
   */
  'network.peer-unproven': words<{ address: string; shop: ShopRef | null }>(
    (p, f) =>
      `A device on the network (${p.address}) claims ${p.shop ? sayShop(p.shop, f) : 'a shop of this tenant'} but cannot prove it belongs to this tenant: its announcements are ignored. If it is an OrderSlip, check it uses the same access token.`,
  ),
  /** The timeline of an order printed right after another PC printed the shop too for a moment. */
  'network.printed-beside': words<{ fromPc: string }>(
    (p) =>
      `Received while ${p.fromPc} printed this shop too for a moment, and may have printed it already: printed marked POSSIBLE DUPLICATE.`,
  ),
  /** The timeline of an order printed right after a takeover. */
  'network.printed-after-takeover': words<{ fromPc: string }>(
    (p) =>
      `Received right after this PC took the shop over from ${p.fromPc}, which may have printed it already: printed marked POSSIBLE DUPLICATE.`,
  ),
  /**
   * The chain's fleet host refused this counter's report (401/403): the fleet key is wrong or was
   * withdrawn. Logged once when it starts; Status says it as a problem (`fleet-failing`) until a report is taken.
   */
  'network.fleet-key-refused': words<{ url: string }>(
    (p) =>
      `The fleet host ${p.url} refuses this PC’s fleet key: its reports are not taken. Enter the chain’s fleet key in Settings › Fleet. Printing goes on.`,
  ),
  /** The fleet host could not be reached, or answered with something else than "taken". */
  'network.fleet-unreachable': words<{ url: string; detail: NestedMessage }>(
    (p, f) =>
      `The fleet host ${p.url} cannot be reached (${f.say(p.detail)}): this PC’s report did not arrive; it tries again at the next report. Printing goes on.`,
  ),
  /** What the fleet host answered instead of taking the report. */
  'network.fleet-answered': words<{ status: number }>((p) => `it answered HTTP ${p.status}`),
  /** The first report taken after reports failed. */
  'network.fleet-reporting': words<{ url: string }>(
    (p) => `The fleet host ${p.url} takes this PC’s reports again.`,
  ),
  /** This host keeps no fleet key (the app's demo), or takes it from elsewhere (the key is then changed there). */
  'network.fleet-key-cannot-be-stored': words(() => 'This OrderSlip cannot store a fleet key.'),
  'network.fleet-key-given-elsewhere': words<{ where: string }>(
    (p) => `The fleet key is given by ${p.where} when OrderSlip starts: change it there.`,
  ),
} as const;
