/**
 * The alarm: a new order, or a problem that needs a person, starts it; it sounds in the window once or
 * until someone acknowledges it (settings `alarm`).
 */
import type { AlarmView } from '../../common/contract/app-api';

export class Alarm {
  view(): AlarmView | null {
    return null;
  }

  acknowledge(): void {
    throw new Error('not built yet');
  }
}
