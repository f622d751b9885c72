/** The window's words for the printer editor's kitchen settings: ticket template, filters, buzzer. English defines the shape. */
import type { TicketTemplate } from '../../../model/printer-settings';

export const kitchen = {
  heading: 'Kitchen',
  template: 'What it prints',
  templates: {
    receipt: 'Customer receipt',
    production: 'Production ticket',
  } satisfies Record<TicketTemplate, string>,
  templateHints: {
    receipt: 'As the customer gets it: prices, payment and QR code.',
    production: 'For the kitchen: no prices, big product lines, options and cake texts stand out.',
  } satisfies Record<TicketTemplate, string>,
  orderTypes: 'Only these kinds of order',
  orderTypesHint: 'None ticked: every kind of order.',
  products: 'Only these products',
  productsHint:
    'One product name or PLU code per line, as on the order (capitals and accents do not matter). Empty: every product. A production ticket shows only these lines; a customer receipt always prints whole, for the orders that hold one of them. An order with none of them does not wait for this printer.',
  buzzer: 'Sound the printer’s buzzer with every new order',
  buzzerHint: 'Also with a test print, so you can hear that it works; never with a reprint.',
  noBuzzer: (model: string) => `${model}: this model has no buzzer OrderSlip can sound.`,
};

export type KitchenWords = typeof kitchen;
