import { pluralIn, type Translation } from '../../wording';
import type { network as En } from '../../en/window/network';

const plural = pluralIn('nl');

export const network: Translation<typeof En> = {
  problems: {
    orderWaited: (order, minutes) =>
      `${order === null ? 'een bestelling' : `bestelling ${order}`} wachtte ${plural(minutes, { one: `${minutes} minuut`, other: `${minutes} minuten` })}`,
    tookOverWaited: (shop, fromPc, waited, duplicates) =>
      `Deze pc nam ${shop} over van ${fromPc}: ${waited} onbevestigd terwijl ${fromPc} zei ze af te drukken. ${plural(
        duplicates,
        {
          one: `${duplicates} wachtende bestelling werd hier afgedrukt met MOGELIJK DUBBEL`,
          other: `${duplicates} wachtende bestellingen werden hier afgedrukt met MOGELIJK DUBBEL`,
        },
      )}: kijk de printer van ${fromPc} na.`,
    shopTakenOver: (shop, byPc, address) =>
      `${byPc} (${address}) nam ${shop} over van deze pc: de bestellingen bleven hier onbevestigd wachten. ${byPc} drukt ze nu af en deze pc staat klaar als reserve. Kijk de printers van deze pc na; deze pc drukt ${shop} weer af wanneer ${byPc} stopt.`,
    waitingOrders: (order, count) =>
      count > 1
        ? `${order === null ? 'een bestelling' : `bestelling ${order}`} en nog ${count - 1} wachten`
        : `${order === null ? 'een bestelling' : `bestelling ${order}`} wacht`,
    standbyWaiting: (shop, pc, orders, since) =>
      `${pc} drukt ${shop} af, maar ${orders} onbevestigd sinds ${since}. Kijk de printer van ${pc} na; wachten de bestellingen nog na de overnametijd, dan neemt deze pc ${shop} over.`,
    peerConflict: (shop, otherPc, address, thisPcPrints) =>
      `${shop} staat ingesteld om af te drukken op deze pc en op ${otherPc} (${address}). ${
        thisPcPrints ? 'Deze pc drukt af' : `${otherPc} drukt af`
      }, de andere wacht: vink in Instellingen › Netwerk op een van beide “Deze pc drukt af” uit.`,
    tookOver: (shop, fromPc, at, duplicates) =>
      `${fromPc} antwoordt niet meer sinds ${at}: deze pc drukt nu ${shop} af. ${plural(duplicates, {
        one: `${duplicates} wachtende bestelling werd afgedrukt met MOGELIJK DUBBEL: kijk na of ze niet al klaargemaakt is.`,
        other: `${duplicates} wachtende bestellingen werden afgedrukt met MOGELIJK DUBBEL: kijk na of ze niet al klaargemaakt zijn.`,
      })}`,
    peerUnproven: (shop, address, reason, records, since) =>
      `Een toestel op het netwerk (${address}) eist ${shop ?? 'een winkel van deze klant'} op, maar ${
        reason === 'unproven'
          ? 'kan niet bewijzen dat het bij deze klant hoort'
          : reason === 'replayed'
            ? 'herhaalt alleen eerder opgenomen aankondigingen'
            : 'meldt een tijd ver van de klok van deze pc'
      }: genegeerd (${plural(records, { one: `${records} aankondiging`, other: `${records} aankondigingen` })} sinds ${since}). ${
        reason === 'clock'
          ? 'Is het een OrderSlip, zet dan de klok van beide pc’s juist.'
          : 'Is het een OrderSlip, geef het dan het toegangstoken van deze klant; anders probeert iemand op het netwerk het afdrukken van deze winkel stil te leggen.'
      }`,
    discoveryFailing:
      'Andere OrderSlips op het netwerk zijn niet te vinden: drukt een andere pc dezelfde winkel af, dan drukken ze elke bestelling allebei af. Kijk Instellingen › Netwerk na.',
    fleetFailing: (since: string) =>
      `De rapporten aan de vlootserver van de keten mislukken sinds ${since}: de eigenaar ziet deze pc als stil. Kijk het vlootadres en de vlootsleutel na in Instellingen › Vloot. Het afdrukken gaat door.`,
  },
  headline: {
    shopTakenOver: (shop, byPc) => `${byPc} nam ${shop} over van deze pc`,
    standbyWaiting: (shop, pc) => `bestellingen van ${shop} wachten op ${pc}`,
    peerConflict: (shop) => `twee pc’s willen ${shop} afdrukken`,
    tookOver: (shop, fromPc) => `deze pc nam ${shop} over van ${fromPc}`,
    peerUnproven: (shop) => `een toestel eist ${shop ?? 'een winkel'} op zonder bewijs`,
    discoveryFailing: 'andere pc’s zijn niet te vinden',
    fleetFailing: 'rapporten aan de vlootserver mislukken',
  },
  problemKinds: {
    shopTakenOver: 'een andere pc nam een winkel over van deze',
    standbyWaiting: 'bestellingen wachten op de pc die een winkel afdrukt',
    peerConflict: 'twee pc’s willen dezelfde winkel afdrukken',
    tookOver: 'deze pc nam een winkel over',
    peerUnproven: 'een toestel eist een winkel op zonder bewijs',
    discoveryFailing: 'andere pc’s zijn niet te vinden',
    fleetFailing: 'rapporten aan de vlootserver mislukken',
  },
  notifications: {
    tookOverWaited: (shop, fromPc) => ({
      title: `Deze pc drukt nu ${shop} af`,
      body: `De bestellingen bleven onbevestigd wachten op ${fromPc}. Wachtende bestellingen worden afgedrukt met MOGELIJK DUBBEL.`,
    }),
    shopTakenOver: (shop, byPc) => ({
      title: `${byPc} drukt nu ${shop} af`,
      body: 'De bestellingen bleven onbevestigd wachten op deze pc. Kijk de printers van deze pc na.',
    }),
    standbyWaiting: (shop, pc) => ({
      title: `Bestellingen van ${shop} wachten op ${pc}`,
      body: `${pc} zegt ze af te drukken maar bevestigde ze niet. Kijk de printer na.`,
    }),
    peerConflict: (shop, otherPc) => ({
      title: `${shop} staat ingesteld op twee pc’s`,
      body: `${otherPc} wil ze ook afdrukken. Kies er één in Instellingen › Netwerk.`,
    }),
    tookOver: (shop, fromPc) => ({
      title: `Deze pc drukt nu ${shop} af`,
      body: `${fromPc} antwoordt niet meer. Wachtende bestellingen worden afgedrukt met MOGELIJK DUBBEL.`,
    }),
    peerUnproven: (shop, address) => ({
      title: `Een toestel eist ${shop ?? 'een winkel'} op zonder bewijs`,
      body: `${address} kan niet bewijzen dat het bij deze klant hoort: het wordt genegeerd, deze pc gaat gewoon door.`,
    }),
    discoveryFailing: () => ({
      title: 'Andere OrderSlips zijn niet te vinden',
      body: 'Twee pc’s die dezelfde winkel afdrukken, zouden allebei afdrukken. Kijk Instellingen › Netwerk na.',
    }),
    fleetFailing: () => ({
      title: 'Rapporten aan de vlootserver mislukken',
      body: 'De eigenaar ziet deze pc als stil. Kijk het vlootadres en de vlootsleutel na in Instellingen › Vloot.',
    }),
  },
  shopNumber: (shopId) => `winkel ${shopId}`,
  settings: {
    heading: 'Netwerk',
    intro:
      'Meerdere OrderSlips op één netwerk met hetzelfde toegangstoken vinden elkaar: per winkel drukt precies één pc af, de andere staan klaar als reserve en nemen over als die niet meer antwoordt of zijn bestellingen onbevestigd blijven.',
    pcName: 'Naam van deze pc voor de andere',
    pcNameHint: 'Leeg: de eigen naam van de computer.',
    discovery: 'Andere OrderSlips op dit netwerk zoeken',
    peers: 'Andere OrderSlips op adres',
    peersHint:
      'Eén per regel (192.168.1.20 of kantoor-pc.local), voor netwerken waar de pc’s elkaar niet vanzelf vinden.',
    takeover: 'Een winkel overnemen na zoveel seconden stilte',
    printingShops: 'Deze pc drukt af',
    printingShopsHint:
      'Aangevinkt: deze pc is de afdruk-pc van de winkel; een andere OrderSlip die dezelfde winkel ophaalt, wacht zolang deze draait. Op geen enkele pc aangevinkt: de pc die eerst afdrukte, gaat door.',
    noShops: 'Kies eerst de winkels onder Winkels: dan kunt u zeggen welke deze pc afdrukt.',
    others: 'Andere OrderSlips gezien',
    none: 'Geen andere OrderSlip gezien op dit netwerk.',
    notLooked: 'Deze OrderSlip zoekt geen andere pc’s.',
    seen: (pc, address, ago) => `${pc} (${address}), gezien ${ago}`,
    printsShops: (shops) => `drukt ${shops} af`,
    standsBy: (shops) => `wacht als reserve voor ${shops}`,
    named: 'op adres ingesteld',
    serve: 'Dit venster tonen op andere toestellen in het netwerk van de winkel (tablet, tweede toonbank)',
    serveHint:
      'Elk toestel wordt één keer gekoppeld met een code die hier verschijnt. Uit: alleen deze pc toont het venster.',
    port: 'Poort',
    pair: 'Toestel koppelen',
    pairSaveFirst:
      'Sla eerst de instellingen op: dan wordt het venster aangeboden en kan een toestel gekoppeld worden.',
    codeIs: 'Typ deze code op het toestel:',
    codeValid: (time) => `Geldig tot ${time}, één keer.`,
    openOn: 'Open op het toestel:',
    devices: 'Gekoppelde toestellen',
    noDevices: 'Er is geen toestel gekoppeld.',
    device: (name, paired, seen) => `${name} — gekoppeld ${paired}${seen ? `, laatst gezien ${seen}` : ''}`,
    remove: 'Verwijderen',
    roles: {
      lastConfirmed: (ago) => `laatste bestelling bevestigd ${ago}`,
      noneConfirmed: 'nog geen bestelling bevestigd',
      orderWaits: (order, since) =>
        `${order === null ? 'een bestelling' : `bestelling ${order}`} wacht sinds ${since}`,
      printing: 'afgedrukt door deze pc',
      standby: (pc) => `afgedrukt door ${pc}`,
      starting: 'zoekt andere pc’s…',
      conflict: (pc) => `ook ingesteld op ${pc}`,
    },
  },
  fleet: {
    heading: 'Vloot',
    intro:
      'Een keten ziet elke toonbank op één pagina: deze pc vertelt de vlootserver van de keten elke minuut hoe het met zijn winkels en printers gaat. Er gaan geen klantgegevens mee.',
    url: 'Adres van de vlootserver',
    urlHint: 'Zoals https://vloot.example.com:4870. Leeg: deze pc rapporteert aan niemand.',
    key: 'Vlootsleutel',
    keyStored: 'Er is een vlootsleutel bewaard. Typ een nieuwe om hem te vervangen.',
    keyNone: 'Er is geen vlootsleutel bewaard: zonder sleutel wordt niets gerapporteerd.',
    forgetKey: 'De bewaarde vlootsleutel verwijderen',
    notAnAddress: 'Vul een adres in zoals https://vloot.example.com:4870.',
  },
  errors: {
    peer: (peer) => `“${peer}” is geen adres: typ een naam of een IP-adres, zoals 192.168.1.20.`,
    takeover: 'Vul een geheel aantal seconden in van 10 tot 3600.',
    port: 'Vul een poort in van 1024 tot 65535.',
  },
};
