/**
 * The fleet key: one shared secret for the chain, sent by counters, the page and scrapers as
 * `Authorization: Bearer <key>`. Compared in constant time (both sides hashed first, so their lengths
 * tell nothing either), because the fleet host answers on a network anyone in a shop can reach.
 */
import { createHash, timingSafeEqual } from 'node:crypto';
import type { IncomingMessage } from 'node:http';

/** Shorter keys are refused at start: a guessable key lets anyone write the fleet's page. */
export const FLEET_KEY_MIN_LENGTH = 16;

const digest = (text: string): Buffer => createHash('sha256').update(text, 'utf8').digest();

export function keyChecker(key: string): (request: IncomingMessage) => boolean {
  const expected = digest(key);
  return (request) => {
    const header = request.headers.authorization ?? '';
    const match = /^Bearer[ ]+(\S+)\s*$/i.exec(header);
    // A missing key is still compared, so a refusal takes the same time whatever was sent.
    return timingSafeEqual(digest(match?.[1] ?? ''), expected) && match !== null;
  };
}
