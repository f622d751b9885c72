import type { ChangeSlipWords } from '../../../receipt/change-words';

export const changes: ChangeSlipWords = {
  changedBanner: 'CHANGED',
  changedNote: 'Changed on the ordering service after it printed. Make it as it is now.',
  fields: {
    type: 'ORDER TYPE',
    'due-date': 'DATE',
    'due-time': 'TIME',
    'delivery-address': 'DELIVERY ADDRESS',
    'line-added': 'ADDED',
    'line-removed': 'REMOVED',
    quantity: 'QUANTITY',
    parts: 'OPTIONS',
    plate: 'PLATE TEXT',
  },
  was: 'Before:',
  now: 'Now:',
  none: '(none)',
  orderNow: 'THE ORDER NOW',
  orderAsPrinted: 'THE ORDER AS IT PRINTED',
  goneBanner: 'GONE FROM THE SERVICE',
  goneQuestion: 'CANCELLED?',
  goneNote: 'The ordering service no longer knows this order. Check with the customer before making it.',
};
