import type { Translation } from '../../wording';
import {
  type app as En,
  type SettingAt,
  type ShapeWords,
  type FindingWords,
  andProblems,
  sayShape,
  sayFindings,
} from '../../en/messages/app';

const SHAPES: ShapeWords = {
  text: 'tekst',
  'true-false': 'true of false',
  list: 'een lijst',
  group: 'een groep instellingen ({ … })',
  'time-of-day': 'een uur zoals "07:30"',
};

const theSetting = (p: SettingAt) =>
  p.printer ? `Printer ${p.printer}: de instelling ${p.setting}` : `De instelling ${p.setting}`;

const FINDING_WORDS: FindingWords = {
  status: {
    printed: (printer) =>
      `${printer} antwoordt op vragen naar zijn toestand en heeft bevestigd dat de testbon afgedrukt is: bestellingen worden er met bewijs afgedrukt.`,
    unconfirmed: (printer) =>
      `${printer} antwoordt op vragen naar zijn toestand, maar heeft niet bevestigd dat de testbon afgedrukt is.`,
    silent: (printer) =>
      `${printer} antwoordt niet op vragen naar zijn toestand, dus OrderSlip kan niet weten of een bon eruit gekomen is.`,
    'queue-completed': (printer) =>
      `De afdrukwachtrij ${printer} meldt dat de testbon klaar is; de printer zelf bevestigt niets.`,
    queue: (printer) =>
      `${printer} is een afdrukwachtrij: die geeft geen toestand door, en heeft de testbon nog niet als klaar gemeld.`,
    unknown: (printer) => `OrderSlip kon niet nagaan of ${printer} op vragen naar zijn toestand antwoordt.`,
  },
  model: (model: string) => ` Hij meldt zich als ${model}.`,
  named: (name: string) => ` Hij noemt zich “${name}”, een model dat OrderSlip niet kent.`,
  star: ' Hij antwoordt als een Star-printer.',
  suits: ' De huidige instellingen passen erbij.',
  suggested: (list: string) => ` Voorstel: ${list}.`,
  unverified:
    ' Met “Afdrukken zonder bewijs” telt een bestelling als afgedrukt zodra ze verstuurd is: OrderSlip merkt dan geen lege rol of vastgelopen papier op, dus kijk af en toe naar de printer.',
  change: {
    model: (c) => `model ${c.model}`,
    star: () => 'merk Star',
    image: () => 'afdrukmodus “afbeelding” (hij kan geen tekst afdrukken, dus elke bon wordt getekend)',
    paper: (c) => `papierbreedte ${c.width} mm`,
    dpi: (c) => `${c.dpi} dpi`,
    'character-set': (c) => `tekenset ${c.set}`,
    unverified: () => 'zet “Afdrukken zonder bewijs” aan',
  },
};

export const app: Translation<typeof En> = {
  'app.no-such-order': (p) => `Er is geen bestelling ${p.orderId} in de geschiedenis. Vernieuw het venster.`,
  'app.no-such-printer': (p) =>
    `Er is geen printer ${p.printer}: misschien is hij verwijderd bij de instellingen. Vernieuw het venster.`,
  'app.no-such-job': (p) => `Er is geen afdruktaak ${p.jobId}. Vernieuw het venster.`,
  'app.argument-missing': (p) =>
    `Het verzoek mist ${p.argument}. Laad het venster opnieuw en probeer het nog eens.`,
  'app.restarted': () => 'Herstart met de nieuwe instellingen.',
  'app.not-set-up': (p, f): string => `OrderSlip is nog niet ingesteld.${andProblems(p.problems, f)}`,
  'app.not-running': (p, f): string =>
    `OrderSlip draait nog niet en kan dit dus niet doen: maak eerst de instellingen af.${andProblems(p.problems, f)}`,
  'app.ledger-damaged': (p) =>
    `De bestelgeschiedenis is beschadigd (${p.detail}). Herstart OrderSlip; gebeurt het opnieuw, exporteer dan de diagnose en stuur ze naar de ondersteuning.`,
  'app.held-without-reason': () => 'OrderSlip heeft uw beslissing nodig over wat ermee moet gebeuren.',
  'app.bad-answer': (p) =>
    `“${p.answer}” is geen antwoord op “is hij eruit gekomen?”: antwoord came-out of print-again.`,
  'app.not-waiting-for-answer': (p, f) =>
    `${f.order(p.order)} wacht niet meer op een antwoord: iemand heeft al geantwoord, of ze is afgehandeld.`,
  'app.reprint-printed': (p, f) =>
    `De herdruk van ${f.order(p.order)} is uit ${p.printer} gekomen: de printer heeft het bevestigd.`,
  'app.reprint-delivered': (p, f) =>
    `De herdruk van ${f.order(p.order)} is naar ${p.printer} gestuurd, maar die printer kan niet bevestigen dat hij afgedrukt is: kijk of hij eruit gekomen is.`,
  'app.reprint-cancelled': (p, f) => `De herdruk van ${f.order(p.order)} op ${p.printer} is geannuleerd.`,
  'app.reprint-already-sent': (p, f) =>
    `De herdruk van ${f.order(p.order)} kan niet meer geannuleerd worden: hij is al naar ${p.printer} gestuurd.`,
  'app.test-print-findings': (p, f) => sayFindings(FINDING_WORDS, p, f),
  'app.not-demo': () => 'Alleen de demo heeft een virtuele printer die u kunt aanpassen.',
  'app.logo-too-large': (p) =>
    `${p.name} is te groot voor een logo: kies een afbeelding van hoogstens ${p.maxKb} kB.`,
  'app.logo-not-image': (p) =>
    `${p.name} is geen afbeelding die OrderSlip kan afdrukken: kies een PNG-, JPEG- of BMP-bestand.`,
  'app.logo-unreadable': (p) =>
    `${p.name} is niet te lezen als afbeelding (beschadigd, of meer dan 4000 pixels breed of hoog): kies een ander bestand.`,
  'app.logo-cannot-store': (p) =>
    `Het logo kon niet in de gegevensmap van OrderSlip worden bewaard: ${p.detail}`,
  'app.logo-no-dialog': () => 'Deze OrderSlip heeft geen bestandsvenster: kies het logo in het venster.',
  'app.removed-printers-have-jobs': (p, f) =>
    `${f.list(p.printers.map((x) => `${f.plural(x.waiting, { one: '1 bon wacht', other: `${x.waiting} bonnen wachten` })} op printer ${x.name}`))}, die u met deze instellingen verwijdert: kies of u ze naar een andere printer verplaatst of niet afdrukt.`,
  'app.move-target-unknown': (p) =>
    `De wachtende bonnen van printer ${p.printer} kunnen alleen naar een printer die in de nieuwe instellingen staat.`,
  'app.move-target-other-role': (p) =>
    p.role === 'label'
      ? `De wachtende etiketten van printer ${p.printer} kunnen niet naar ${p.target}: die drukt bonnen af. Kies een etiketprinter, of laat ze vallen.`
      : `De wachtende bonnen van printer ${p.printer} kunnen niet naar ${p.target}: dat is een etiketprinter. Kies een bonprinter, of laat ze vallen.`,
  'app.printer-removed-jobs-dropped': (p) =>
    `Printer ${p.printer} is verwijderd; zoals gekozen zijn de wachtende bonnen niet elders afgedrukt.`,
  'app.token-for-new-address': () =>
    'Vul het toegangstoken in voor het nieuwe adres van de bestelservice: het bewaarde token wordt alleen naar de dienst gestuurd waarvoor het ingevuld is.',
  'app.bad-language': (p) => `OrderSlip spreekt geen “${p.language}”: kies system, nl, fr of en.`,
  'app.token-needed': () => 'Vul eerst het toegangstoken in.',
  'app.token-for-this-address': () =>
    'Vul het toegangstoken voor dit adres in: het bewaarde token wordt alleen naar de opgeslagen dienst gestuurd.',
  'app.connected': (p, f) =>
    `Verbonden. De bestelservice vermeldt ${f.plural(p.shops.length, { one: '1 winkel', other: `${p.shops.length} winkels` })}${p.shops.length ? `: ${f.list(p.shops)}` : ''}.`,
  'app.no-diagnostics': () => 'Deze OrderSlip kan geen diagnose bewaren.',
  'app.service-gave-no-reason': () => 'De bestelservice zei niet waarom.',
  'app.enter-service-address': () => 'Vul het adres van de bestelservice in.',
  'app.enter-tenant': () => 'Vul de accountcode (tenant) in: de naam van uw account bij de bestelservice.',
  'app.enter-token': () => 'Vul het toegangstoken in.',
  'app.add-printer': () => 'Voeg een printer toe.',
  'app.setting-wrong-type': (p) =>
    `${theSetting(p)} moet ${sayShape(SHAPES, p.expected)} zijn, niet ${p.got}.`,
  'app.setting-out-of-range': (p, f) =>
    `${theSetting(p)} moet een geheel getal van ${f.number(p.min)} tot ${f.number(p.max)} zijn, niet ${p.got}.`,
  'app.setting-too-long': (p, f) =>
    `${theSetting(p)} mag hoogstens ${f.number(p.max)} tekens lang zijn; het zijn er ${f.number(p.length)}. Maak het korter.`,
  'app.setting-not-a-choice': (p) =>
    `${theSetting(p)} moet een van ${p.choices.join(', ')} zijn, niet ${p.got}.`,
  'app.closing-before-opening': (p) =>
    `Het sluitingsuur (${p.closingTime}) moet later zijn dan het openingsuur (${p.openingTime}): de winkeldag loopt van opening tot sluiting op dezelfde dag. Kies een later sluitingsuur.`,
  'app.printer-without-id': (p) =>
    `Printer nummer ${p.position} in de instellingen heeft geen id: geef hem er een.`,
  'app.printer-without-address': (p) =>
    `Printer ${p.printer} heeft geen verbinding: vul zijn adres in, bv. tcp://192.168.1.50:9100.`,
  'app.token-in-settings': () =>
    'Het toegangstoken hoort niet in het instellingenbestand: geef het mee met ORDERSLIP_TOKEN of --token-file.',
  'app.settings-not-json': (p) =>
    `${p.file} is geen geldige JSON: verbeter het, of verwijder het om met de standaardinstellingen te beginnen.`,
  'app.setting-problem-at': (p, f) => `${p.path}: ${f.say(p.problem)}`,
  'app.provision-unknown-key': () =>
    'geen instelling die OrderSlip kent: controleer de spelling (docs/DEPLOY.md somt elke sleutel op).',
  'app.provision-secret-not-text': (p) =>
    `moet tekst zijn, niet ${p.got}; laat het weg om te houden wat bewaard is.`,
  'app.provision-unknown-printer': (p) =>
    `noemt de printer "${p.printer}", die het bestand niet instelt onder printers.`,
  'app.provision-not-json': (p) => `Het provisioningbestand ${p.source} is geen geldige JSON: ${p.detail}`,
  'app.provision-unreadable': (p) =>
    `Het provisioningbestand ${p.source} kan niet gelezen worden: ${p.reason}`,
  'app.provision-too-large': (p, f) =>
    `Het provisioningbestand ${p.source} is groter dan ${f.number(p.maxKb)} KB: dat is geen provisioningbestand.`,
  'app.provision-http-status': (p) =>
    `Het provisioningbestand ${p.source} kon niet opgehaald worden: de server antwoordde ${p.status}.`,
  'app.provision-deadline': (p, f) =>
    `Het provisioningbestand ${p.source} kwam niet volledig binnen ${f.number(p.seconds)} seconden aan: er is niets toegepast. Controleer het adres, of zet het bestand naast het programma.`,
  'app.provision-refused': (p) =>
    `Het provisioningbestand ${p.source} heeft ${p.count === 1 ? 'een probleem' : `${p.count} problemen`}: er is niets toegepast. Los ${p.count === 1 ? 'het' : 'ze'} op en start opnieuw.`,
  'app.provision-applied': (p) => `Instellingen toegepast uit het provisioningbestand ${p.source}.`,
  'app.provision-secrets-removed': (p) =>
    `De geheimen in ${p.source} (token, pincode, vlootsleutel, e-mailwachtwoord) worden nu door OrderSlip bewaard en zijn uit het bestand verwijderd.`,
  'app.provision-secrets-left': (p) =>
    `De geheimen in ${p.source} worden door OrderSlip bewaard, maar het bestand kan niet beschreven worden (${p.reason}): ze staan er nog in. Verwijder ze, of bewaar het bestand waar alleen beheerders het kunnen lezen.`,
  'app.problem.ledger-damaged': () => 'Het bestellingenregister is beschadigd.',
  'app.problem.ledger-unwritable': () => 'Het bestellingenregister kan niet worden geschreven.',
  'app.problem.token-rejected': () => 'De bestelservice weigert het toegangstoken.',
  'app.problem.token-doubted': () => 'De bestelservice weigerde het toegangstoken.',
  'app.problem.printer-not-ready': () => 'Een printer is niet klaar.',
  'app.problem.printer-cannot-report': () => 'Een printer kan niet melden dat hij afdrukte.',
  'app.problem.service-failing': () => 'De bestelservice is niet bereikbaar.',
  'app.problem.wrong-shop': () => 'De bestelservice stuurt bestellingen van andere winkels.',
  'app.problem.held-orders': () => 'Er worden bestellingen tegengehouden.',
  'app.problem.confirm-failing': () => 'Bevestigingen worden geweigerd.',
  'app.problem.printer-untested': () => 'Een printer is niet getest.',
  'app.problem.orders-waiting': () => 'Bestellingen wachten om af te drukken.',
  'app.problem.history-lost': () => 'De bestelgeschiedenis is verloren.',
  'app.problem.not-collected': () => 'Bestellingen zijn niet afgehaald.',
  'app.problem.orders-gone': () => 'Bestellingen zijn niet meer bij de bestelservice.',
  'app.problem.peer-conflict': () => 'Twee pc’s willen dezelfde winkel afdrukken.',
  'app.problem.took-over': () => 'Deze pc nam een winkel over.',
  'app.problem.shop-taken-over': () => 'Een andere pc nam een winkel over van deze.',
  'app.problem.standby-orders-waiting': () => 'Bestellingen wachten op de pc die een winkel afdrukt.',
  'app.problem.peer-unproven': () => 'Een toestel eist een winkel op zonder bewijs.',
  'app.problem.discovery-failing': () => 'Andere pc’s zijn niet te vinden.',
  'app.problem.fleet-failing': () => 'Rapporten aan de vlootserver mislukken.',
  'app.problem.update-check-failed': () => 'Een nieuwe versie slaagde niet voor haar eigen controle.',
};
