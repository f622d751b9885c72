/**
 * German of `npm run cli`'s help and refusals (words/en/messages/cli.ts defines each code and
 * its parameters). Flag names, their values and the program's name stay as they are typed.
 */
import type { Translation } from '../../wording';
import type { cli as En } from '../../en/messages/cli';

const tokenOr = 'ORDERSLIP_TOKEN oder --token-file';

export const cli: Translation<typeof En> = {
  'cli.usage': () => 'Aufruf: npm run cli -- <Befehl> [Optionen]',
  'cli.commands': () => 'Befehle:',
  'cli.help-one': () => 'Geben Sie `npm run cli -- <Befehl> --help` für einen einzelnen Befehl ein.',
  'cli.usage-command': (p) => `Aufruf: npm run cli -- ${p.command} [Optionen]`,
  'cli.unknown-command': (p) =>
    `orderslip: unbekannter Befehl „${p.command}“. Befehle: ${p.commands.join(', ')}.`,
  'cli.refused': (p, f): string => `orderslip ${p.command}: ${f.say(p.reason)}`,
  'cli.failed': (p, f): string => `orderslip: ${f.say(p.reason)}`,

  'cli.unknown-option': (p) => `Unbekannte Option '${p.option}'`,
  'cli.needs-value': (p) =>
    `${p.option} braucht einen Wert (einen, der mit einem Bindestrich beginnt, schreiben Sie ${p.option}=-…)`,
  'cli.takes-no-value': (p) => `${p.option} nimmt keinen Wert`,
  'cli.unexpected-argument': (p) =>
    `unerwartetes Argument '${p.argument}': jeder Wert steht hinter seiner Option`,
  'cli.bad-arguments': (p) => `die Optionen sind nicht lesbar: ${p.detail}`,

  'cli.whole-number': (p) => `${p.flag} muss eine ganze Zahl sein, nicht „${p.value}“`,
  'cli.between': (p) => `${p.flag} muss zwischen ${p.min} und ${p.max} liegen, nicht ${p.value}`,
  'cli.one-of': (p) => `${p.flag} muss einer der Werte ${p.allowed.join(', ')} sein, nicht „${p.value}“`,
  'cli.mode-for-protocol': (p) =>
    `--mode muss mit --protocol ${p.protocol} einer der Werte ${p.allowed.join(', ')} sein, nicht „${p.value}“`,
  'cli.width-58-80': (p) => `--width muss 58 oder 80 (mm) sein, nicht „${p.value}“`,
  'cli.required': (p) => `${p.usage} ist erforderlich`,
  'cli.size-required': () => '--size WxH (das Etikett in mm, etwa 58x40) ist erforderlich',
  'cli.printer-protocol': (p) => `--protocol muss epson, star, zpl oder tspl sein, nicht „${p.value}“`,
  'cli.not-empty': (p) => `${p.flag} darf nicht leer sein`,
  'cli.port-in-use': (p) =>
    `Port ${p.port} auf ${p.host} ist schon belegt; wählen Sie mit --port einen anderen (0 wählt einen freien)`,
  'cli.cannot-listen': (p) => `kann nicht auf ${p.host}:${p.port} hören: ${p.detail}`,
  'cli.only-with': (p) => `${p.flag} gehört zu ${p.needs}`,
  'cli.width-not-for-labels': () =>
    '--width gilt für Bondrucker; die Größe eines Etiketts kommt aus dem Auftrag',
  'cli.flag-problem': (p, f): string => `${p.flag}: ${f.say(p.problem)}`,
  'cli.file-unreadable': (p) => `${p.flag} ${p.path} ist nicht lesbar: ${p.reason}`,
  'cli.file-not-json': (p) => `${p.flag} ${p.path} ist kein gültiges JSON: ${p.detail}`,
  'cli.label-size-shape': (p) =>
    `${p.flag} muss Breite x Höhe des Etiketts in mm sein, etwa 58x40, nicht „${p.value}“`,
  'cli.label-width': (p) =>
    `${p.flag}: die Breite muss zwischen ${p.min} und ${p.max} mm liegen, nicht ${p.value}`,
  'cli.label-height': (p) =>
    `${p.flag}: die Höhe muss zwischen ${p.min} und ${p.max} mm liegen, nicht ${p.value}`,
  'cli.label-printer-needs': () =>
    '--label-printer braucht --label-protocol zpl|tspl|escpos und --label-size WxH: ein Etikettendrucker, der die falsche Sprache oder Größe bekommt, druckt Unsinn',
  'cli.label-flags-need-printer': () =>
    '--label-protocol, --label-size und --label-dpi richten einen Etikettendrucker ein: geben Sie ihn mit --label-printer URI an',
  'cli.settings-and-config': () =>
    '--settings und --config geben beide die Einstellungen an: Geben Sie nur eines an (--settings nimmt auch die Geheimnisse)',
  'cli.shop-number': (p) => `--shop muss die Nummer eines Geschäfts sein, nicht „${p.value}“`,
  'cli.confirm-methods': (p) =>
    `--confirm-methods nimmt eine durch Kommas getrennte Liste aus ${p.allowed.join(', ')}, nicht „${p.value}“`,

  'cli.token-not-a-flag': () =>
    'das Token ist nie eine Option (es stünde in der Prozessliste): setzen Sie ORDERSLIP_TOKEN oder nutzen Sie --token-file',
  'cli.missing': (p) =>
    `es fehlt: ${p.missing.map((item) => (item === 'token' ? tokenOr : item)).join(', ')} (oder geben Sie --http-port an, um im Fenster einzurichten)`,
  'cli.problems': (p, f): string => p.problems.map((problem) => f.say(problem)).join(' '),

  'cli.run.summary': () =>
    'Fragt den Bestelldienst ab, druckt jede neue Bestellung und bestätigt sie nach dem Druck (ohne Electron).',
  'cli.run.usage': (p) =>
    [
      '--api-url URL --tenant ID    der Bestelldienst; das Token kommt aus ORDERSLIP_TOKEN oder --token-file PFAD',
      '--shop ID                    ein abzufragendes Geschäft; für mehrere wiederholen (keins: jedes Geschäft des Dienstes)',
      '--printer URI                der Bondrucker aller Geschäfte: tcp://HOST[:PORT], printer:WARTESCHLANGE oder ein Gerätepfad',
      `--language ${p.languages.padEnd(17)} die Wörter der Bons, die Textzeilen des Protokolls und diese Zeilen (Standard: englisches Protokoll)`,
      '--type epson|star  --paper-width 58|80  --copies 1-5',
      '--character-set PC858_EURO|WPC1252|ISO8859_15_LATIN9  --allow-unverified',
      '--print-mode text|image|auto  --dpi 180|203|300  --model ID (eine Druckerfamilie: print --help nennt sie)',
      '--label-printer URI          ein Etikettendrucker für alle Geschäfte, neben dem Bondrucker (Bestell- und',
      '                             Tortenetiketten); mit --label-protocol zpl|tspl|escpos und --label-size BxH (mm)',
      '--label-dpi 203|300          der Druckkopf des Etikettendruckers (Standard 203)',
      '--poll-interval SEKUNDEN     Zeit zwischen zwei Abfragen eines Geschäfts (Standard 5)',
      `--data-dir ORDNER            das Register und die Einstellungen (Standard ${p.dataDir})`,
      '--http-port PORT             zeigt das Fenster und AppApi auf http://127.0.0.1:PORT/',
      '--config DATEI               Einstellungen als JSON (docs/HEADLESS.md); Optionen gehen vor',
      '--settings DATEI             eine Bereitstellungsdatei: Einstellungen und ihre Geheimnisse (docs/DEPLOY.md); Optionen gehen vor',
      '--log-format text|json       eine Zeile je Ereignis (Standard text); JSON-Zeilen tragen den Code jeder Meldung',
      '--fleet-url URL --fleet-key SCHLÜSSEL  jede Minute an den Flottenserver der Kette berichten (Schlüssel auch ORDERSLIP_FLEET_KEY)',
      '--metrics                    /metrics bereitstellen (OpenMetrics, hinter dem Flottenschlüssel) mit --http-port',
    ].join('\n'),
  'cli.demo.summary': () =>
    'Die Demo: der nachgebildete Bestelldienst mit einem Strom von Bestellungen, ein virtueller Drucker und das Fenster.',
  'cli.demo.usage': (p) =>
    [
      '--http-port PORT     wo das Fenster zu sehen ist (Standard: ein freier Port, der angezeigt wird)',
      '--per-minute N       neue Bestellungen pro Minute (Standard 4)',
      '--data-dir ORDNER    die Geschichte der Demo hier aufbewahren (Standard: ein neuer temporärer Ordner)',
      `--language ${p.languages.padEnd(9)} die Wörter dieser und der Terminalzeilen (Standard en) und der Bons (Standard nl)`,
      '--show-receipts      zeigt jeden Bon im Terminal, sobald der virtuelle Drucker ihn druckt',
    ].join('\n'),
  'cli.print.summary': () =>
    'Druckt eine Bestellung (im JSON des Dienstes) einmal: keine Bestätigung, keine Geschichte. Exit 0 nur, wenn der Drucker es bestätigt hat.',
  'cli.print.usage': (p) =>
    [
      '--order DATEI.json           die Bestellung, wie der Bestelldienst sie schickt',
      '--printer URI                tcp://HOST[:PORT], printer:WARTESCHLANGE oder ein Gerätepfad (/dev/usb/lp0, COM3)',
      `--paper-width 58|80  --language ${p.languages}  --copies 1-5  --type epson|star`,
      '--character-set PC858_EURO|WPC1252|ISO8859_15_LATIN9',
      '--print-mode text|image|auto Text in der Codepage; als Bild gezeichnet (jede Schrift, Emoji); oder auto',
      '                             (Standard): Text, gezeichnet, wo die Codepage die Zeichen nicht zeigen kann',
      '--model ID                   die Druckerfamilie, für Typ, Papierbreite und dpi, wenn nicht angegeben:',
      `                             ${p.models.join(', ')} (Standard generic)`,
      '--dpi 180|203|300            der Druckkopf; ein Bild ist bei 80 mm und 203 dpi 576 Punkte breit',
      '--allow-unverified           auch an einen Drucker senden, der den Druck nicht bestätigen kann (Exit 3, wenn gesendet)',
      'Exit: 0 gedruckt und bestätigt, 3 zugestellt, aber nicht bestätigt, 1 fehlgeschlagen (der Grund wird gezeigt), 2 falscher Aufruf.',
    ].join('\n'),
  'cli.print-labels.summary': () =>
    'Druckt die Etiketten einer Bestellung (Bestell- und Tortenetiketten) einmal: keine Bestätigung, keine Geschichte. Exit 0 nur, wenn der Drucker jedes Etikett bestätigt hat.',
  'cli.print-labels.usage': (p) =>
    [
      '--order DATEI.json           die Bestellung, wie der Bestelldienst sie schickt',
      '--printer URI                der Etikettendrucker: tcp://HOST[:PORT], printer:WARTESCHLANGE oder ein Gerätepfad',
      '--protocol zpl|tspl|escpos   ZPL (Zebra und kompatible), TSPL (TSC, Xprinter) oder ESC/POS-Etiketten (Epson TM-L90)',
      '--size BxH                   das Etikett in mm, etwa 58x40 oder 62x29 (25-120 breit, 15-200 hoch)',
      '--dpi 203|300                der Druckkopf (Standard 203)',
      `--language ${p.languages.padEnd(17)} die Wörter der Etiketten und dieser Zeilen (Standard nl)`,
      '--allow-unverified           auch an einen Drucker senden, der den Druck nicht bestätigen kann (Exit 3, wenn gesendet)',
      'Exit: 0 gedruckt und bestätigt, 3 zugestellt, aber nicht bestätigt, 1 fehlgeschlagen (der Grund wird gezeigt), 2 falscher Aufruf.',
    ].join('\n'),
  'cli.bake-list.summary': () =>
    'Was für einen Tag zu backen ist: die Summe jedes Produkts nach Einheit und Optionen, und die Plattentexte.',
  'cli.pickup-sheet.summary': () =>
    'Wer an einem Tag wann kommt: Bestellungen nach Uhrzeit, was mitzugeben ist, ob abgeholt.',
  'cli.day-list.usage': (p) =>
    [
      '--date JJJJ-MM-TT            der Abhol-/Liefertag',
      `--data-dir ORDNER            der Ordner, mit dem OrderSlip läuft (Standard ${p.dataDir}); nur gelesen`,
      '--shop ID                    ein Geschäft (Standard: jedes Geschäft)',
      `--language ${p.languages.padEnd(17)} die Wörter (Standard en); für csv auch die Gewohnheit der Tabellenkalkulation:`,
      '                             ";" wo die Sprache ein Dezimalkomma schreibt (belgisches Excel), sonst ","',
    ].join('\n'),
  'cli.bake-list.usage-format': () =>
    [
      '--format text|csv|json       text (Standard); csv: product,options,unit,quantity,orders,plu,sizes (ohne Platten);',
      '                             json: die ganze Liste mit ihren Plattentexten',
    ].join('\n'),
  'cli.pickup-sheet.usage-format': () =>
    [
      '--format text|csv|json       text (Standard); csv: eine Zeile je Bestellung (Zeit, Bestellung, Kunde, Telefon,',
      '                             Adresse, Artikel, Platten, Bemerkungen, Status, ID); json: die ganze Liste',
    ].join('\n'),
  'cli.day-list.usage-delimiter': () =>
    "--delimiter ';'|','|tab|'|'  csv: ein anderes Trennzeichen als das der Sprache",
  'cli.simulator.summary': () =>
    'Lässt den nachgebildeten Bestelldienst laufen (belgische Bestellungen aus einem Seed, Störungen auf Wunsch) bis Strg+C.',
  'cli.simulator.usage': (p) =>
    [
      '--port N              Port, auf dem gehört wird (Standard 8080; 0 wählt einen freien)',
      '--host ADRESSE        Adresse, auf der gehört wird (Standard 127.0.0.1)',
      '--seed N              Seed der erzeugten Daten (Standard 1)',
      '--orders N            Bestellungen zu Beginn (Standard 12)',
      '--stream PRO_MINUTE   neue Bestellungen pro Minute (Standard 0: keine)',
      '--confirm-methods M   Methoden, die die Bestätigungsroute annimmt, z. B. PUT,POST (Standard PUT)',
      `--language ${p.languages.padEnd(10)} die Sprache seiner Ablehnungen (Standard: die der Umgebung)`,
    ].join('\n'),
  'cli.virtual-printer.summary': () =>
    'Lässt einen virtuellen Bondrucker (Epson, Star) oder Etikettendrucker (ZPL, TSPL) laufen bis Strg+C.',
  'cli.virtual-printer.usage': (p) =>
    [
      '--protocol epson|star|zpl|tspl  welcher Drucker nachgebildet wird (Standard epson; zpl: ein Zebra, tspl: ein TSC/Xprinter)',
      '--port N              Port, auf dem gehört wird (Standard 9100; 0 wählt einen freien)',
      '--status-port N       star: der Statusport (Standard 9101, oder ein freier mit --port 0)',
      '--host ADRESSE        Adresse, auf der gehört wird (Standard 127.0.0.1)',
      `--mode MODUS          epson: ${p.epsonModes.join(' | ')} (Standard ready)`,
      `                      star: ${p.starModes.join(' | ')}`,
      `                      zpl, tspl: ${p.labelModes.join(' | ')}`,
      '--width 58|80         Papierbreite in mm, für die HTML-Bilder (Standard 80)',
      '--dpi 203|300         zpl, tspl: die Auflösung des Druckkopfs (Standard 203)',
      '--html-dir ORDNER     schreibt dort das Bild jedes Auftrags als job-<n>.html',
      `--language ${p.languages.padEnd(10)} die Sprache seiner Ausgaben (Standard: die der Umgebung)`,
    ].join('\n'),
};
