import type { Translation } from '../../wording';
import type { cli as En } from '../../en/messages/cli';

export const cli: Translation<typeof En> = {
  'cli.usage': () => 'Gebruik: npm run cli -- <opdracht> [opties]',
  'cli.commands': () => 'Opdrachten:',
  'cli.help-one': () => 'Typ `npm run cli -- <opdracht> --help` voor één opdracht.',
  'cli.usage-command': (p) => `Gebruik: npm run cli -- ${p.command} [opties]`,
  'cli.unknown-command': (p) =>
    `orderslip: onbekende opdracht "${p.command}". Opdrachten: ${p.commands.join(', ')}.`,
  'cli.refused': (p, f): string => `orderslip ${p.command}: ${f.say(p.reason)}`,
  'cli.failed': (p, f): string => `orderslip: ${f.say(p.reason)}`,

  // How the flags were typed.
  'cli.unknown-option': (p) => `Onbekende optie '${p.option}'`,
  'cli.needs-value': (p) =>
    `${p.option} heeft een waarde nodig (een die met een streepje begint, schrijft u ${p.option}=-…)`,
  'cli.takes-no-value': (p) => `${p.option} neemt geen waarde`,
  'cli.unexpected-argument': (p) => `onverwacht argument '${p.argument}': elke waarde hoort na haar optie`,
  'cli.bad-arguments': (p) => `de opties zijn niet te lezen: ${p.detail}`,

  // A flag's value.
  'cli.whole-number': (p) => `${p.flag} moet een geheel getal zijn, niet "${p.value}"`,
  'cli.between': (p) => `${p.flag} moet tussen ${p.min} en ${p.max} liggen, niet ${p.value}`,
  'cli.one-of': (p) => `${p.flag} moet een van ${p.allowed.join(', ')} zijn, niet "${p.value}"`,
  'cli.mode-for-protocol': (p) =>
    `--mode moet met --protocol ${p.protocol} een van ${p.allowed.join(', ')} zijn, niet "${p.value}"`,
  'cli.width-58-80': (p) => `--width moet 58 of 80 (mm) zijn, niet "${p.value}"`,
  'cli.required': (p) => `${p.usage} is verplicht`,
  'cli.size-required': () => '--size WxH (het etiket in mm, zoals 58x40) is verplicht',
  'cli.printer-protocol': (p) => `--protocol moet epson, star, zpl of tspl zijn, niet "${p.value}"`,
  'cli.not-empty': (p) => `${p.flag} mag niet leeg zijn`,
  'cli.port-in-use': (p) =>
    `poort ${p.port} op ${p.host} is al in gebruik; kies een andere met --port (0 kiest een vrije)`,
  'cli.cannot-listen': (p) => `kan niet luisteren op ${p.host}:${p.port}: ${p.detail}`,
  'cli.only-with': (p) => `${p.flag} hoort bij ${p.needs}`,
  'cli.width-not-for-labels': () =>
    '--width is voor bonprinters; de maat van een etiket komt uit de opdracht',
  'cli.flag-problem': (p, f): string => `${p.flag}: ${f.say(p.problem)}`,
  'cli.file-unreadable': (p) => `${p.flag} ${p.path} is niet te lezen: ${p.reason}`,
  'cli.file-not-json': (p) => `${p.flag} ${p.path} is geen geldige JSON: ${p.detail}`,
  'cli.label-size-shape': (p) =>
    `${p.flag} moet de breedte x hoogte van het etiket in mm zijn, zoals 58x40, niet "${p.value}"`,
  'cli.label-width': (p) =>
    `${p.flag}: de breedte moet tussen ${p.min} en ${p.max} mm liggen, niet ${p.value}`,
  'cli.label-height': (p) =>
    `${p.flag}: de hoogte moet tussen ${p.min} en ${p.max} mm liggen, niet ${p.value}`,
  'cli.label-printer-needs': () =>
    '--label-printer heeft --label-protocol zpl|tspl|escpos en --label-size WxH nodig: een etiketprinter die de verkeerde taal of maat krijgt, drukt onzin af',
  'cli.label-flags-need-printer': () =>
    '--label-protocol, --label-size en --label-dpi stellen een etiketprinter in: geef die op met --label-printer URI',
  'cli.settings-and-config': () =>
    '--settings en --config geven allebei de instellingen: geef er één (--settings neemt ook de geheimen)',
  'cli.shop-number': (p) => `--shop moet het nummer van een winkel zijn, niet "${p.value}"`,
  'cli.confirm-methods': (p) =>
    `--confirm-methods neemt een lijst van ${p.allowed.join(', ')}, gescheiden door komma's, niet "${p.value}"`,

  // `run`'s refusals.
  'cli.token-not-a-flag': () =>
    'het token is nooit een optie (het zou in de proceslijst te zien zijn): zet ORDERSLIP_TOKEN of gebruik --token-file',
  'cli.missing': (p) =>
    `ontbreekt: ${p.missing.map((item) => (item === 'token' ? 'ORDERSLIP_TOKEN of --token-file' : item)).join(', ')} (of geef --http-port om in het venster in te stellen)`,
  'cli.problems': (p, f): string => p.problems.map((problem) => f.say(problem)).join(' '),

  // Each command's summary and flags, as `--help` shows them; the flags one a line, aligned.
  'cli.run.summary': () =>
    'Vraag de bestelservice af, druk elke nieuwe bestelling af en bevestig ze zodra ze afgedrukt is (zonder Electron).',
  'cli.run.usage': (p) =>
    [
      '--api-url URL --tenant ID    de bestelservice; het token komt uit ORDERSLIP_TOKEN of --token-file PAD',
      '--shop ID                    een winkel om af te vragen; herhaal voor meer (geen: elke winkel van de service)',
      '--printer URI                de bonprinter voor alle winkels: tcp://HOST[:POORT], printer:WACHTRIJ of een apparaatpad',
      `--language ${p.languages.padEnd(17)} de woorden op de bonnen, de tekstregels van het logboek en deze regels (standaard: Engels logboek)`,
      '--type epson|star  --paper-width 58|80  --copies 1-5',
      '--character-set PC858_EURO|WPC1252|ISO8859_15_LATIN9  --allow-unverified',
      '--print-mode text|image|auto  --dpi 180|203|300  --model ID (een printerfamilie: print --help somt ze op)',
      '--label-printer URI          een etiketprinter voor alle winkels, naast de bonprinter (bestel- en',
      '                             taartetiketten); met --label-protocol zpl|tspl|escpos en --label-size BxH (mm)',
      '--label-dpi 203|300          de kop van de etiketprinter (standaard 203)',
      '--poll-interval SECONDEN     tijd tussen twee keer afvragen van een winkel (standaard 5)',
      `--data-dir MAP               het register en de instellingen (standaard ${p.dataDir})`,
      '--http-port POORT            toon het venster en AppApi op http://127.0.0.1:POORT/',
      '--config BESTAND             instellingen als JSON (docs/HEADLESS.md); opties gaan erboven',
      '--settings BESTAND           een provisioningbestand: instellingen en hun geheimen (docs/DEPLOY.md); opties gaan erboven',
      '--log-format text|json       één regel per gebeurtenis (standaard text); JSON-regels dragen de code van elk bericht',
      '--fleet-url URL --fleet-key SLEUTEL  elke minuut rapporteren aan de vlootserver van de keten (sleutel ook ORDERSLIP_FLEET_KEY)',
      '--metrics                    /metrics dienen (OpenMetrics, achter de vlootsleutel) met --http-port',
    ].join('\n'),
  'cli.demo.summary': () =>
    'De demo: de nagebootste bestelservice met een stroom bestellingen, een virtuele printer en het venster.',
  'cli.demo.usage': (p) =>
    [
      '--http-port POORT    waar het venster te zien is (standaard: een vrije poort, die getoond wordt)',
      '--per-minute N       nieuwe bestellingen per minuut (standaard 4)',
      '--data-dir MAP       bewaar de geschiedenis van de demo hier (standaard: een nieuwe tijdelijke map)',
      `--language ${p.languages.padEnd(9)} de woorden van deze en de terminalregels (standaard en) en van de bonnen (standaard nl)`,
      '--show-receipts      toon elke bon in de terminal zodra de virtuele printer hem afdrukt',
    ].join('\n'),
  'cli.print.summary': () =>
    'Druk één bestelling (in de JSON-vorm van de service) één keer af: geen bevestiging, geen geschiedenis. Exit 0 alleen als de printer het bevestigde.',
  'cli.print.usage': (p) =>
    [
      '--order BESTAND.json         de bestelling zoals de bestelservice ze stuurt',
      '--printer URI                tcp://HOST[:POORT], printer:WACHTRIJ of een apparaatpad (/dev/usb/lp0, COM3)',
      `--paper-width 58|80  --language ${p.languages}  --copies 1-5  --type epson|star`,
      '--character-set PC858_EURO|WPC1252|ISO8859_15_LATIN9',
      '--print-mode text|image|auto tekst in de codetabel; getekend als beeld (elk schrift, emoji); of auto',
      '                             (standaard): tekst, getekend waar de codetabel de tekens niet kan tonen',
      '--model ID                   de printerfamilie, voor type, papierbreedte en dpi tenzij opgegeven:',
      `                             ${p.models.join(', ')} (standaard generic)`,
      '--dpi 180|203|300            de printkop; een beeld is 576 punten breed bij 80 mm en 203 dpi',
      '--allow-unverified           stuur ook naar een printer die niet kan bevestigen dat hij afdrukte (exit 3 als verstuurd)',
      'Exit: 0 afgedrukt en bevestigd, 3 afgeleverd maar niet bevestigd, 1 mislukt (de reden wordt getoond), 2 verkeerd gebruik.',
    ].join('\n'),
  'cli.print-labels.summary': () =>
    'Druk de etiketten van één bestelling (bestel- en taartetiketten) één keer af: geen bevestiging, geen geschiedenis. Exit 0 alleen als de printer elk etiket bevestigde.',
  'cli.print-labels.usage': (p) =>
    [
      '--order BESTAND.json         de bestelling zoals de bestelservice ze stuurt',
      '--printer URI                de etiketprinter: tcp://HOST[:POORT], printer:WACHTRIJ of een apparaatpad',
      '--protocol zpl|tspl|escpos   ZPL (Zebra en compatibele), TSPL (TSC, Xprinter) of ESC/POS-etiketten (Epson TM-L90)',
      '--size BxH                   het etiket in mm, zoals 58x40 of 62x29 (25-120 breed, 15-200 hoog)',
      '--dpi 203|300                de printkop (standaard 203)',
      `--language ${p.languages.padEnd(17)} de woorden op de etiketten en van deze regels (standaard nl)`,
      '--allow-unverified           stuur ook naar een printer die niet kan bevestigen dat hij afdrukte (exit 3 als verstuurd)',
      'Exit: 0 afgedrukt en bevestigd, 3 afgeleverd maar niet bevestigd, 1 mislukt (de reden wordt getoond), 2 verkeerd gebruik.',
    ].join('\n'),
  'cli.bake-list.summary': () =>
    'Wat er voor een dag te bakken is: het totaal van elk product per eenheid en opties, en de plaatjesteksten.',
  'cli.pickup-sheet.summary': () =>
    'Wie wanneer komt op een dag: bestellingen op tijdstip, wat mee te geven is, of ze afgehaald zijn.',
  'cli.day-list.usage': (p) =>
    [
      '--date JJJJ-MM-DD            de dag van afhalen/leveren',
      `--data-dir MAP               de map waarmee OrderSlip draait (standaard ${p.dataDir}); alleen gelezen`,
      '--shop ID                    één winkel (standaard: elke winkel)',
      `--language ${p.languages.padEnd(17)} de woorden (standaard en); voor csv ook de gewoonte van het rekenblad:`,
      '                             ";" waar de taal een decimale komma schrijft (Belgische Excel), anders ","',
    ].join('\n'),
  'cli.bake-list.usage-format': () =>
    [
      '--format text|csv|json       text (standaard); csv: product,options,unit,quantity,orders,plu,sizes (geen plaatjes);',
      '                             json: de hele lijst met de plaatjesteksten',
    ].join('\n'),
  'cli.pickup-sheet.usage-format': () =>
    [
      '--format text|csv|json       text (standaard); csv: één rij per bestelling (tijd, bestelling, klant, telefoon,',
      '                             adres, artikelen, plaatjes, opmerkingen, status, id); json: de hele lijst',
    ].join('\n'),
  'cli.day-list.usage-delimiter': () =>
    "--delimiter ';'|','|tab|'|'  csv: een ander scheidingsteken dan dat van de taal",
  'cli.simulator.summary': () =>
    'Laat de nagebootste bestelservice draaien (Belgische bestellingen uit een seed, storingen op verzoek) tot Ctrl+C.',
  'cli.simulator.usage': (p) =>
    [
      '--port N              poort om op te luisteren (standaard 8080; 0 kiest een vrije)',
      '--host ADRES          adres om op te luisteren (standaard 127.0.0.1)',
      '--seed N              seed van de gemaakte gegevens (standaard 1)',
      '--orders N            bestellingen om mee te beginnen (standaard 12)',
      '--stream PER_MINUUT   nieuwe bestellingen per minuut (standaard 0: geen)',
      '--confirm-methods M   methoden die de bevestigingsroute aanvaardt, bv. PUT,POST (standaard PUT)',
      `--language ${p.languages.padEnd(10)} de taal van zijn weigeringen (standaard die van de omgeving)`,
    ].join('\n'),
  'cli.virtual-printer.summary': () =>
    'Laat een virtuele bonprinter (Epson, Star) of etiketprinter (ZPL, TSPL) draaien tot Ctrl+C.',
  'cli.virtual-printer.usage': (p) =>
    [
      '--protocol epson|star|zpl|tspl  welke printer te zijn (standaard epson; zpl: een Zebra, tspl: een TSC/Xprinter)',
      '--port N              poort om op te luisteren (standaard 9100; 0 kiest een vrije)',
      '--status-port N       star: de statuspoort (standaard 9101, of een vrije met --port 0)',
      '--host ADRES          adres om op te luisteren (standaard 127.0.0.1)',
      `--mode MODUS          epson: ${p.epsonModes.join(' | ')} (standaard ready)`,
      `                      star: ${p.starModes.join(' | ')}`,
      `                      zpl, tspl: ${p.labelModes.join(' | ')}`,
      '--width 58|80         papierbreedte in mm, voor de HTML-beelden (standaard 80)',
      '--dpi 203|300         zpl, tspl: de resolutie van de printkop (standaard 203)',
      '--html-dir MAP        schrijf daar het beeld van elke opdracht als job-<n>.html',
      `--language ${p.languages.padEnd(10)} de taal waarin hij spreekt (standaard die van de omgeving)`,
    ].join('\n'),
};
