import { pluralIn } from '../../wording';

const plural = pluralIn('en');
/**
 * The window's words for the shop's network: other OrderSlips, who prints which shop, the problems they
 * raise. English defines the shape; the Network settings section and Status use it.
 */

/** A shop as a sentence names it: its name, or its number. */

/**
 * The window's words for the shop's network: other OrderSlips, who prints which shop, the problems they
 * raise. `network` defines the shape; the Network settings section and Status use it.
 */

/** A shop as a sentence names it: its name, or its number. */
export type ShopName = string;

export const network = {
  problems: {
    orderWaited: (order: string | null, minutes: number) =>
      `${order === null ? 'an order' : `order ${order}`} waited ${plural(minutes, { one: `${minutes} minute`, other: `${minutes} minutes` })}`,
    tookOverWaited: (shop: ShopName, fromPc: string, waited: string, duplicates: number) =>
      `This PC took ${shop} over from ${fromPc}: ${waited} unconfirmed while ${fromPc} claimed to print it. ${plural(
        duplicates,
        {
          one: `${duplicates} order that was waiting printed here marked POSSIBLE DUPLICATE`,
          other: `${duplicates} orders that were waiting printed here marked POSSIBLE DUPLICATE`,
        },
      )}: check ${fromPc}’s printer.`,
    shopTakenOver: (shop: ShopName, byPc: string, address: string) =>
      `${byPc} (${address}) took ${shop} over from this PC: its orders waited unconfirmed here. ${byPc} prints it now and this PC stands by. Check this PC’s printers; this PC prints ${shop} again when ${byPc} stops.`,
    waitingOrders: (order: string | null, count: number) =>
      count > 1
        ? `${order === null ? 'an order' : `order ${order}`} and ${count - 1} more have waited`
        : `${order === null ? 'an order' : `order ${order}`} has waited`,
    standbyWaiting: (shop: ShopName, pc: string, orders: string, since: string) =>
      `${pc} prints ${shop}, but ${orders} unconfirmed since ${since}. Check ${pc}’s printer; if the orders still wait after the takeover time, this PC takes ${shop} over.`,
    peerConflict: (shop: ShopName, otherPc: string, address: string, thisPcPrints: boolean) =>
      `${shop} is set to print on this PC and on ${otherPc} (${address}). ${
        thisPcPrints ? 'This PC prints it' : `${otherPc} prints it`
      }, the other waits: in Settings › Network, untick “This PC prints it” on one of the two.`,
    tookOver: (shop: ShopName, fromPc: string, at: string, duplicates: number) =>
      `${fromPc} stopped answering ${at}: this PC prints ${shop} now. ${plural(duplicates, {
        one: `${duplicates} order that was waiting printed marked POSSIBLE DUPLICATE: check it was not made already.`,
        other: `${duplicates} orders that were waiting printed marked POSSIBLE DUPLICATE: check they were not made already.`,
      })}`,
    /** `shop` null: the record named no shop this PC knows. */
    peerUnproven: (
      shop: ShopName | null,
      address: string,
      reason: 'unproven' | 'replayed' | 'clock',
      records: number,
      since: string,
    ) =>
      `A device on the network (${address}) claims ${shop ?? 'a shop of this tenant'} but ${
        reason === 'unproven'
          ? 'cannot prove it belongs to this tenant'
          : reason === 'replayed'
            ? 'only repeats announcements recorded earlier'
            : 'announces a time far from this PC’s clock'
      }: ignored (${plural(records, { one: `${records} announcement`, other: `${records} announcements` })} since ${since}). ${
        reason === 'clock'
          ? 'If it is an OrderSlip, set the clocks of both PCs right.'
          : 'If it is an OrderSlip, give it this tenant’s access token; otherwise someone on the network is trying to stop this shop’s printing.'
      }`,
    discoveryFailing:
      'Other OrderSlips on the network cannot be found: if another PC prints the same shop, both print every order. Check Settings › Network.',
    fleetFailing: (since: string) =>
      `The reports to the chain’s fleet host have failed since ${since}: the owner sees this PC as silent. Check the fleet address and key in Settings › Fleet. Printing goes on.`,
  },
  headline: {
    shopTakenOver: (shop: ShopName, byPc: string) => `${byPc} took ${shop} over from this PC`,
    standbyWaiting: (shop: ShopName, pc: string) => `orders of ${shop} wait on ${pc}`,
    peerConflict: (shop: ShopName) => `two PCs want to print ${shop}`,
    tookOver: (shop: ShopName, fromPc: string) => `this PC took ${shop} over from ${fromPc}`,
    peerUnproven: (shop: ShopName | null) => `a device claims ${shop ?? 'a shop'} without proof`,
    discoveryFailing: 'other PCs cannot be found',
    fleetFailing: 'reports to the fleet host fail',
  },
  problemKinds: {
    shopTakenOver: 'another PC took a shop over from this one',
    standbyWaiting: 'orders wait on the PC that prints a shop',
    peerConflict: 'two PCs want to print the same shop',
    tookOver: 'this PC took a shop over',
    peerUnproven: 'a device claims a shop without proof',
    discoveryFailing: 'other PCs cannot be found',
    fleetFailing: 'reports to the fleet host fail',
  },
  notifications: {
    tookOverWaited: (shop: ShopName, fromPc: string) => ({
      title: `This PC prints ${shop} now`,
      body: `Its orders waited unconfirmed on ${fromPc}. Waiting orders print marked POSSIBLE DUPLICATE.`,
    }),
    shopTakenOver: (shop: ShopName, byPc: string) => ({
      title: `${byPc} prints ${shop} now`,
      body: `Its orders waited unconfirmed on this PC. Check this PC’s printers.`,
    }),
    standbyWaiting: (shop: ShopName, pc: string) => ({
      title: `Orders of ${shop} wait on ${pc}`,
      body: `${pc} claims to print them but has not confirmed them. Check its printer.`,
    }),
    peerConflict: (shop: ShopName, otherPc: string) => ({
      title: `${shop} is set to print on two PCs`,
      body: `${otherPc} wants to print it too. Choose one in Settings › Network.`,
    }),
    tookOver: (shop: ShopName, fromPc: string) => ({
      title: `This PC prints ${shop} now`,
      body: `${fromPc} stopped answering. Waiting orders print marked POSSIBLE DUPLICATE.`,
    }),
    peerUnproven: (shop: ShopName | null, address: string) => ({
      title: `A device claims ${shop ?? 'a shop'} without proof`,
      body: `${address} cannot prove it belongs to this tenant: it is ignored, this PC goes on as before.`,
    }),
    discoveryFailing: () => ({
      title: 'Other OrderSlips cannot be found',
      body: 'Two PCs printing the same shop would both print. Check Settings › Network.',
    }),
    fleetFailing: () => ({
      title: 'Reports to the fleet host fail',
      body: 'The owner sees this PC as silent. Check the fleet address and key in Settings › Fleet.',
    }),
  },
  /** "shop 12" when the shop has no name. */
  shopNumber: (shopId: number) => `shop ${shopId}`,
  settings: {
    heading: 'Network',
    intro:
      'Several OrderSlips on one network with the same access token find each other: for each shop exactly one PC prints, the others stand by and take over when it stops answering or its orders stay unconfirmed.',
    pcName: 'Name of this PC for the others',
    pcNameHint: 'Empty: the computer’s own name.',
    discovery: 'Find other OrderSlips on this network',
    peers: 'Other OrderSlips by address',
    peersHint:
      'One per line (192.168.1.20 or office-pc.local), for networks where the PCs do not find each other by themselves.',
    takeover: 'Take a shop over after this many seconds of silence',
    printingShops: 'This PC prints it',
    printingShopsHint:
      'Ticked: this PC is the shop’s printing PC; another OrderSlip that polls the same shop stands by while this one runs. Not ticked on any PC: the PC that printed it first goes on.',
    noShops: 'Choose the shops under Shops first: then you can say which ones this PC prints.',
    others: 'Other OrderSlips seen',
    none: 'No other OrderSlip seen on this network.',
    notLooked: 'This OrderSlip does not look for other PCs.',
    seen: (pc: string, address: string, ago: string) => `${pc} (${address}), seen ${ago}`,
    printsShops: (shops: string) => `prints ${shops}`,
    standsBy: (shops: string) => `stands by for ${shops}`,
    named: 'named by address',
    serve: 'Show this window on other devices of the shop’s network (tablet, second counter)',
    serveHint: 'Each device is paired once with a code shown here. Off: only this PC shows the window.',
    port: 'Port',
    pair: 'Pair a device',
    pairSaveFirst: 'Save the settings first: then the window is served and a device can be paired.',
    codeIs: 'Type this code on the device:',
    codeValid: (time: string) => `Valid until ${time}, once.`,
    openOn: 'On the device, open:',
    devices: 'Paired devices',
    noDevices: 'No device is paired.',
    device: (name: string, paired: string, seen: string) =>
      `${name} — paired ${paired}${seen ? `, last seen ${seen}` : ''}`,
    remove: 'Remove',
    roles: {
      lastConfirmed: (ago: string) => `last order confirmed ${ago}`,
      noneConfirmed: 'no order confirmed yet',
      orderWaits: (order: string | null, since: string) =>
        `${order === null ? 'an order' : `order ${order}`} waiting since ${since}`,
      printing: 'printed by this PC',
      standby: (pc: string) => `printed by ${pc}`,
      starting: 'listening for other PCs…',
      conflict: (pc: string) => `also set to print on ${pc}`,
    },
  },
  /** Settings › Fleet: reports to the chain's fleet host (docs/DEPLOY.md). */
  fleet: {
    heading: 'Fleet',
    intro:
      'A chain sees every counter on one page: this PC tells the chain’s fleet host every minute how its shops and printers are. No customer data goes along.',
    url: 'Fleet host address',
    urlHint: 'Such as https://fleet.example.com:4870. Empty: this PC reports to nobody.',
    key: 'Fleet key',
    keyStored: 'A fleet key is stored. Type a new one to replace it.',
    keyNone: 'No fleet key is stored: without one, nothing is reported.',
    forgetKey: 'Remove the stored fleet key',
    notAnAddress: 'Enter an address such as https://fleet.example.com:4870.',
  },
  errors: {
    peer: (peer: string) =>
      `“${peer}” is not an address: type a name or an IP address, such as 192.168.1.20.`,
    takeover: 'Enter a whole number of seconds from 10 to 3600.',
    port: 'Enter a port from 1024 to 65535.',
  },
};

export type NetworkWords = typeof network;
