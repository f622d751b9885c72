/**
 * The fleet as lines of text (`fleet-status --format text`): the same view as the page, shops worst
 * first with their counters, each counter's state, why it is red, and its last 24 hours as 96
 * characters (`+` fine, `x` needs attention, `.` no report).
 */
import type { FleetCounterView, FleetView } from '../../common/contract/fleet';
import { msg } from '../../common/messages/catalogue';
import { say } from '../../common/messages/say';
import { wordsOf } from '../../common/words/catalogues';
import type { Language } from '../../common/words/languages';
import { counterState } from './fleet-alerts';
import { lastPrintedText } from './fleet-page';
import { reasonMessages } from './fleet-reasons';

const SLOT_CHARACTER = { green: '+', red: 'x', silent: '.' } as const;

export function fleetText(view: FleetView, language: Language): string {
  const w = wordsOf(language).fleetPage;
  const byId = new Map(view.counters.map((counter) => [counter.counterId, counter]));
  const red = view.counters.filter((counter) => counter.red).length;
  const lines = [say(msg('fleet-host.status-line', { red, total: view.counters.length }), language)];
  const counterLines = (
    counter: FleetCounterView,
    shop: { shopId: number; role: string } | null,
  ): string[] => {
    const state = counterState(counter);
    const name = counter.report.pcName.trim() || counter.counterId;
    const printed = lastPrintedText(counter, shop?.shopId ?? null, w, language);
    const head = `  ${state === 'green' ? 'OK ' : '!! '}${name}${shop ? ` (${shop.role})` : ''}: ${[w.states[state], counter.report.version, w.ago(counter.ageSeconds), ...(printed ? [printed] : [])].join(', ')}`;
    const why = reasonMessages(counter).map((reason) => `     - ${say(reason, language)}`);
    return [head, ...why, `     ${counter.strip.map((slot) => SLOT_CHARACTER[slot]).join('')}`];
  };
  for (const shop of view.shops) {
    lines.push('', `${shop.red ? '!! ' : ''}${shop.name?.trim() || w.shopNumber(shop.shopId)}`);
    for (const { counterId, role } of shop.counters) {
      const counter = byId.get(counterId);
      if (counter) lines.push(...counterLines(counter, { shopId: shop.shopId, role: w.roles[role] }));
    }
  }
  const alone = view.withoutShop.flatMap((counterId) => byId.get(counterId) ?? []);
  if (alone.length > 0) {
    lines.push('', w.withoutShop);
    for (const counter of alone) lines.push(...counterLines(counter, null));
  }
  return lines.join('\n');
}
