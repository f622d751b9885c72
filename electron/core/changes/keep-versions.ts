/**
 * What a late-change check found, kept: each new version of an order with its timeline entry, so the
 * next check compares with it (a change is reported once) and History shows what changed and when.
 */
import { msg, type Message } from '../../common/messages/catalogue';
import type { Order } from '../../common/model/order';
import type { CheckResult } from './check-changes';

/** Where versions are kept: the ledger's `OrderVersions` is one. */
export interface VersionKeeper {
  record(
    orderId: string,
    next: {
      readonly seenAt: Date;
      readonly order: Order | null;
      readonly event: { readonly kind: 'content-changed' | 'gone-from-service'; readonly detail: Message };
    },
  ): unknown;
}

/**
 * Keeps what is new: a changed order's content, an order the service knows again, one it no longer
 * knows. Nothing for an order as it was, one already known gone, or one that could not be checked (what
 * printed stays what is known of it). Returns how many versions were kept.
 */
export function keepVersions(results: readonly CheckResult[], keeper: VersionKeeper): number {
  let kept = 0;
  for (const result of results) {
    const { outcome } = result;
    const seenAt = result.checkedAt;
    switch (outcome.kind) {
      case 'changed': {
        const detail = outcome.back
          ? msg('changes.back-on-service', { changes: outcome.changes })
          : msg('changes.content-changed', { changes: outcome.changes });
        keeper.record(result.id, {
          seenAt,
          order: outcome.order,
          event: { kind: 'content-changed', detail },
        });
        kept++;
        break;
      }
      case 'back':
        keeper.record(result.id, {
          seenAt,
          order: outcome.order,
          event: { kind: 'content-changed', detail: msg('changes.back-on-service', { changes: [] }) },
        });
        kept++;
        break;
      case 'gone':
        if (outcome.known) break;
        keeper.record(result.id, {
          seenAt,
          order: null,
          event: { kind: 'gone-from-service', detail: msg('changes.gone-from-service') },
        });
        kept++;
        break;
      case 'unchanged':
      case 'unchecked':
        break;
    }
  }
  return kept;
}
