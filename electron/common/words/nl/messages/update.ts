import type { Translation } from '../../wording';
import type { update as En } from '../../en/messages/update';

export const update: Translation<typeof En> = {
  'update.feed-unreachable': (p) =>
    `De updatebron ${p.feed} is niet bereikbaar (${p.reason}). OrderSlip kijkt later opnieuw.`,
  'update.feed-status': (p) =>
    `De updatebron ${p.feed} antwoordde HTTP ${p.status} voor ${p.file}. OrderSlip kijkt later opnieuw.`,
  'update.feed-deadline': (p, f) =>
    `De updatebron ${p.feed} antwoordde niet binnen ${f.plural(p.seconds, { one: '1 seconde', other: `${p.seconds} seconden` })}. OrderSlip kijkt later opnieuw.`,
  'update.feed-unreadable': (p) => `${p.file} van de updatebron beschrijft geen versie: ${p.detail}.`,
  'update.available': (p) => `Versie ${p.version} is beschikbaar: ze wordt op de achtergrond gedownload.`,
  'update.staged-out': (p) =>
    `Versie ${p.version} wordt voorlopig aan ${p.percentage}% van de toonbanken aangeboden, nog niet aan deze.`,
  'update.download-mismatch': (p) =>
    `De download van versie ${p.version} (${p.file}) is niet het bestand dat de updatebron beschrijft (de controlesom verschilt): hij is weggegooid en wordt later opnieuw gedownload.`,
  'update.download-truncated': (p) =>
    `De download van versie ${p.version} (${p.file}) stopte na ${p.got} van ${p.expected} bytes: hij is weggegooid en wordt later opnieuw gedownload.`,
  'update.download-deadline': (p, f) =>
    `De download van versie ${p.version} (${p.file}) was niet klaar binnen ${f.plural(p.minutes, { one: '1 minuut', other: `${p.minutes} minuten` })}: hij is weggegooid en wordt later opnieuw gedownload.`,
  'update.not-installed': () => 'Deze OrderSlip is niet geïnstalleerd en kan zichzelf dus niet bijwerken.',
  'update.download-failed': (p) =>
    `Versie ${p.version} (${p.file}) kon niet worden gedownload (${p.reason}). OrderSlip probeert het later opnieuw.`,
  'update.downloaded': (p) => `Versie ${p.version} is gedownload en gecontroleerd.`,
  'update.installs-after-closing': (p) =>
    `Versie ${p.version} is gedownload: ze wordt geïnstalleerd na sluitingstijd (${p.closingTime}) zodra er niets meer afdrukt of wacht, of bij de volgende start.`,
  'update.installs-when-idle': (p) =>
    `Versie ${p.version} is gedownload: ze wordt geïnstalleerd zodra er niets meer afdrukt of wacht, of bij de volgende start.`,
  'update.for-it': (p) =>
    `Versie ${p.version} is uit. OrderSlip is voor alle gebruikers van deze pc geïnstalleerd en installeert ze daarom niet zelf: de IT van de keten installeert ze, zoals ze OrderSlip installeerde.`,
  'update.installing': (p) => `Versie ${p.version} wordt geïnstalleerd: OrderSlip herstart zo meteen.`,
  'update.install-failed': (p) =>
    `Versie ${p.version} kon niet worden geïnstalleerd (${p.reason}). OrderSlip probeert het later opnieuw.`,
  'update.self-check-passed': (p) =>
    `OrderSlip is bijgewerkt van ${p.fromVersion} naar ${p.version}: de motor draait, de dienst antwoordt en elke printer antwoordt.`,
  'update.self-check-failed': (p, f) =>
    `Na de update van ${p.fromVersion} naar ${p.version} faalde OrderSlips controle van zichzelf: ${p.failures.map((failure) => f.say(failure)).join(' ')} Om terug te gaan naar ${p.fromVersion}: zie „Updates” in de installatiehandleiding.`,
  'update.check-failures': (p, f) => p.failures.map((failure) => f.say(failure)).join(' '),
  'update.check-engine-stopped': (p, f) => `De motor draait niet: ${f.say(p.detail)}`,
  'update.check-service-silent': () => 'De bestelservice heeft niet geantwoord.',
  'update.check-printer-silent': (p) => `De printer ${p.printer} heeft zijn status niet doorgegeven.`,
};
