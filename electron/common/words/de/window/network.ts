/**
 * The window's German words for the shop's network: other OrderSlips, who prints which shop, the
 * problems they raise. `since`/`at` are clock times ("14:05"), `ago` a relative time ("vor 3 Minuten").
 */
import { pluralIn, type Translation } from '../../wording';
import type { network as En } from '../../en/window/network';

const plural = pluralIn('de');

// Capitalised where it opens a sentence (German capitalises a full sentence after a colon).
const orderOrAny = (order: string | null): string =>
  order === null ? 'eine Bestellung' : `Bestellung ${order}`;
const OrderOrAny = (order: string | null): string =>
  order === null ? 'Eine Bestellung' : `Bestellung ${order}`;

export const network: Translation<typeof En> = {
  problems: {
    orderWaited: (order, minutes) =>
      `${OrderOrAny(order)} wartete ${plural(minutes, { one: '1 Minute', other: `${minutes} Minuten` })}`,
    tookOverWaited: (shop, fromPc, waited, duplicates) =>
      `Dieser PC hat ${shop} von ${fromPc} übernommen: ${waited} unbestätigt, während ${fromPc} angab, sie zu drucken. ${
        duplicates === 1
          ? '1 wartende Bestellung wurde hier mit MÖGLICHES DUPLIKAT gedruckt'
          : `${duplicates} wartende Bestellungen wurden hier mit MÖGLICHES DUPLIKAT gedruckt`
      }: Prüfen Sie den Drucker von ${fromPc}.`,
    shopTakenOver: (shop, byPc, address) =>
      `${byPc} (${address}) hat ${shop} von diesem PC übernommen: Die Bestellungen warteten hier unbestätigt. ${byPc} druckt jetzt, und dieser PC steht in Reserve. Prüfen Sie die Drucker dieses PCs; dieser PC druckt ${shop} wieder, wenn ${byPc} aufhört.`,
    waitingOrders: (order, count) =>
      count > 1 ? `${orderOrAny(order)} und ${count - 1} weitere warten` : `${orderOrAny(order)} wartet`,
    standbyWaiting: (shop, pc, orders, since) =>
      `${pc} druckt ${shop}, aber ${orders} seit ${since} unbestätigt. Prüfen Sie den Drucker von ${pc}; warten die Bestellungen nach der Übernahmezeit immer noch, übernimmt dieser PC ${shop}.`,
    peerConflict: (shop, otherPc, address, thisPcPrints) =>
      `${shop} ist zum Drucken auf diesem PC und auf ${otherPc} (${address}) eingestellt. ${
        thisPcPrints ? 'Dieser PC druckt' : `${otherPc} druckt`
      }, der andere wartet: Entfernen Sie in Einstellungen › Netzwerk auf einem der beiden das Häkchen bei „Dieser PC druckt“.`,
    tookOver: (shop, fromPc, at, duplicates) =>
      `${fromPc} antwortet seit ${at} nicht mehr: Dieser PC druckt jetzt ${shop}. ${
        duplicates === 1
          ? '1 wartende Bestellung wurde mit MÖGLICHES DUPLIKAT gedruckt: Prüfen Sie, ob sie nicht schon zubereitet wurde.'
          : `${duplicates} wartende Bestellungen wurden mit MÖGLICHES DUPLIKAT gedruckt: Prüfen Sie, ob sie nicht schon zubereitet wurden.`
      }`,
    peerUnproven: (shop, address, reason, records, since) =>
      `Ein Gerät im Netzwerk (${address}) beansprucht ${shop ?? 'ein Geschäft dieses Kunden'}, ${
        reason === 'unproven'
          ? 'kann aber nicht beweisen, dass es zu diesem Kunden gehört'
          : reason === 'replayed'
            ? 'wiederholt aber nur früher aufgezeichnete Ankündigungen'
            : 'meldet aber eine Uhrzeit weit weg von der Uhr dieses PCs'
      }: ignoriert (${plural(records, { one: '1 Ankündigung', other: `${records} Ankündigungen` })} seit ${since}). ${
        reason === 'clock'
          ? 'Wenn es ein OrderSlip ist, stellen Sie die Uhren beider PCs richtig.'
          : 'Wenn es ein OrderSlip ist, geben Sie ihm das Zugangstoken dieses Kunden; sonst versucht jemand im Netzwerk, das Drucken dieses Geschäfts zu stoppen.'
      }`,
    discoveryFailing:
      'Andere OrderSlips im Netzwerk sind nicht zu finden: Wenn ein anderer PC dasselbe Geschäft druckt, drucken beide jede Bestellung. Prüfen Sie Einstellungen › Netzwerk.',
    fleetFailing: (since: string) =>
      `Die Berichte an den Flottenserver der Kette schlagen seit ${since} fehl: Der Inhaber sieht diesen PC als stumm. Prüfen Sie Flottenadresse und Flottenschlüssel in Einstellungen › Flotte. Das Drucken geht weiter.`,
  },
  headline: {
    shopTakenOver: (shop, byPc) => `${byPc} hat ${shop} von diesem PC übernommen`,
    standbyWaiting: (shop, pc) => `Bestellungen von ${shop} warten auf ${pc}`,
    peerConflict: (shop) => `zwei PCs wollen ${shop} drucken`,
    tookOver: (shop, fromPc) => `dieser PC hat ${shop} von ${fromPc} übernommen`,
    peerUnproven: (shop) => `ein Gerät beansprucht ${shop ?? 'ein Geschäft'} ohne Beweis`,
    discoveryFailing: 'andere PCs sind nicht zu finden',
    fleetFailing: 'Berichte an den Flottenserver schlagen fehl',
  },
  problemKinds: {
    shopTakenOver: 'ein anderer PC hat ein Geschäft von diesem übernommen',
    standbyWaiting: 'Bestellungen warten auf den PC, der ein Geschäft druckt',
    peerConflict: 'zwei PCs wollen dasselbe Geschäft drucken',
    tookOver: 'dieser PC hat ein Geschäft übernommen',
    peerUnproven: 'ein Gerät beansprucht ein Geschäft ohne Beweis',
    discoveryFailing: 'andere PCs sind nicht zu finden',
    fleetFailing: 'Berichte an den Flottenserver schlagen fehl',
  },
  notifications: {
    tookOverWaited: (shop, fromPc) => ({
      title: `Dieser PC druckt jetzt ${shop}`,
      body: `Die Bestellungen warteten unbestätigt auf ${fromPc}. Wartende Bestellungen werden mit MÖGLICHES DUPLIKAT gedruckt.`,
    }),
    shopTakenOver: (shop, byPc) => ({
      title: `${byPc} druckt jetzt ${shop}`,
      body: 'Die Bestellungen warteten unbestätigt auf diesem PC. Prüfen Sie die Drucker dieses PCs.',
    }),
    standbyWaiting: (shop, pc) => ({
      title: `Bestellungen von ${shop} warten auf ${pc}`,
      body: `${pc} gibt an, sie zu drucken, hat sie aber nicht bestätigt. Prüfen Sie seinen Drucker.`,
    }),
    peerConflict: (shop, otherPc) => ({
      title: `${shop} ist auf zwei PCs zum Drucken eingestellt`,
      body: `${otherPc} will es auch drucken. Wählen Sie einen in Einstellungen › Netzwerk.`,
    }),
    tookOver: (shop, fromPc) => ({
      title: `Dieser PC druckt jetzt ${shop}`,
      body: `${fromPc} antwortet nicht mehr. Wartende Bestellungen werden mit MÖGLICHES DUPLIKAT gedruckt.`,
    }),
    peerUnproven: (shop, address) => ({
      title: `Ein Gerät beansprucht ${shop ?? 'ein Geschäft'} ohne Beweis`,
      body: `${address} kann nicht beweisen, dass es zu diesem Kunden gehört: Es wird ignoriert, dieser PC macht weiter wie bisher.`,
    }),
    discoveryFailing: () => ({
      title: 'Andere OrderSlips sind nicht zu finden',
      body: 'Zwei PCs, die dasselbe Geschäft drucken, würden beide drucken. Prüfen Sie Einstellungen › Netzwerk.',
    }),
    fleetFailing: () => ({
      title: 'Berichte an den Flottenserver schlagen fehl',
      body: 'Der Inhaber sieht diesen PC als stumm. Prüfen Sie Flottenadresse und Flottenschlüssel in Einstellungen › Flotte.',
    }),
  },
  shopNumber: (shopId) => `Geschäft ${shopId}`,
  settings: {
    heading: 'Netzwerk',
    intro:
      'Mehrere OrderSlips in einem Netzwerk mit demselben Zugangstoken finden einander: Für jedes Geschäft druckt genau ein PC, die anderen stehen in Reserve und übernehmen, wenn er nicht mehr antwortet oder seine Bestellungen unbestätigt bleiben.',
    pcName: 'Name dieses PCs für die anderen',
    pcNameHint: 'Leer: der eigene Name des Computers.',
    discovery: 'Andere OrderSlips in diesem Netzwerk suchen',
    peers: 'Andere OrderSlips nach Adresse',
    peersHint:
      'Eine pro Zeile (192.168.1.20 oder buero-pc.local), für Netzwerke, in denen die PCs einander nicht von selbst finden.',
    takeover: 'Ein Geschäft nach so vielen Sekunden Stille übernehmen',
    printingShops: 'Dieser PC druckt',
    printingShopsHint:
      'Angehakt: Dieser PC ist der Druck-PC des Geschäfts; ein anderes OrderSlip, das dasselbe Geschäft abruft, wartet, solange dieser läuft. Auf keinem PC angehakt: Der PC, der zuerst gedruckt hat, macht weiter.',
    noShops:
      'Wählen Sie zuerst die Geschäfte unter Geschäfte: Dann können Sie angeben, welche dieser PC druckt.',
    others: 'Andere OrderSlips gesehen',
    none: 'Kein anderes OrderSlip in diesem Netzwerk gesehen.',
    notLooked: 'Dieses OrderSlip sucht keine anderen PCs.',
    seen: (pc, address, ago) => `${pc} (${address}), gesehen ${ago}`,
    printsShops: (shops) => `druckt ${shops}`,
    standsBy: (shops) => `in Reserve für ${shops}`,
    named: 'nach Adresse eingetragen',
    serve: 'Dieses Fenster auf anderen Geräten im Netzwerk des Geschäfts zeigen (Tablet, zweite Theke)',
    serveHint:
      'Jedes Gerät wird einmal mit einem Code gekoppelt, der hier erscheint. Aus: Nur dieser PC zeigt das Fenster.',
    port: 'Port',
    pair: 'Gerät koppeln',
    pairSaveFirst:
      'Speichern Sie zuerst die Einstellungen: Dann wird das Fenster angeboten und ein Gerät kann gekoppelt werden.',
    codeIs: 'Geben Sie diesen Code auf dem Gerät ein:',
    codeValid: (time) => `Gültig bis ${time}, einmal.`,
    openOn: 'Öffnen Sie auf dem Gerät:',
    devices: 'Gekoppelte Geräte',
    noDevices: 'Kein Gerät ist gekoppelt.',
    device: (name, paired, seen) => `${name} — gekoppelt ${paired}${seen ? `, zuletzt gesehen ${seen}` : ''}`,
    remove: 'Entfernen',
    roles: {
      lastConfirmed: (ago) => `letzte Bestellung bestätigt ${ago}`,
      noneConfirmed: 'noch keine Bestellung bestätigt',
      orderWaits: (order, since) => `${orderOrAny(order)} wartet seit ${since}`,
      printing: 'gedruckt von diesem PC',
      standby: (pc) => `gedruckt von ${pc}`,
      starting: 'sucht andere PCs…',
      conflict: (pc) => `auch auf ${pc} eingestellt`,
    },
  },
  fleet: {
    heading: 'Flotte',
    intro:
      'Eine Kette sieht jede Theke auf einer Seite: Dieser PC meldet dem Flottenserver der Kette jede Minute, wie es seinen Geschäften und Druckern geht. Kundendaten werden nicht mitgesendet.',
    url: 'Adresse des Flottenservers',
    urlHint: 'Etwa https://flotte.example.com:4870. Leer: Dieser PC berichtet an niemanden.',
    key: 'Flottenschlüssel',
    keyStored: 'Ein Flottenschlüssel ist gespeichert. Geben Sie einen neuen ein, um ihn zu ersetzen.',
    keyNone: 'Kein Flottenschlüssel gespeichert: Ohne ihn wird nichts berichtet.',
    forgetKey: 'Den gespeicherten Flottenschlüssel entfernen',
    notAnAddress: 'Geben Sie eine Adresse wie https://flotte.example.com:4870 ein.',
  },
  errors: {
    peer: (peer) =>
      `„${peer}“ ist keine Adresse: Geben Sie einen Namen oder eine IP-Adresse ein, z. B. 192.168.1.20.`,
    takeover: 'Geben Sie eine ganze Zahl von Sekunden von 10 bis 3600 ein.',
    port: 'Geben Sie einen Port von 1024 bis 65535 ein.',
  },
};
