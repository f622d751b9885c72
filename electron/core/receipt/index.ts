/** Order → Receipt (a small document) → plain text or ESC/POS bytes. */
export { buildReceipt, type ReceiptContext } from './build-receipt';
export { documentFor, encodeCopies, encodeReceipt, receiptContextFor, type PrintContext } from './encode';
export { buildTicket, type TicketContext } from './build-ticket';
export { buzzerBytes, withBuzzer } from './buzzer';
export { layoutReceipt, wrapText, type PrintedLine, type PrintedTextLine } from '../../common/receipt/layout';
export { renderText } from './render-text';
export { testPrintReceipt, ACCENT_SAMPLE } from './test-print';
export { sanitizeText, sanitizeLine, guardText, asciiPayload, type SanitizedText } from './sanitize';
export { canPrint, effectiveCharacterSet } from './code-pages';
export { type Labels } from '../../common/receipt/labels';
export type * from '../../common/receipt/receipt';
export { style, widthScale } from '../../common/receipt/receipt';
