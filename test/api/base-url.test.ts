import { describe, expect, it } from 'vitest';
import { msg } from '../../electron/common/messages/catalogue';
import { say } from '../../electron/common/messages/say';
import { messageOf } from '../../electron/common/messages/errors';
import { LANGUAGES } from '../../electron/common/words/languages';
import { BaseUrlError, baseUrlProblem, normalizeBaseUrl } from '../../electron/common/syntax/base-url';

describe('the service address a shop enters', () => {
  it.each([
    ['https://api.example.com', 'https://api.example.com/'],
    ['https://api.example.com/', 'https://api.example.com/'],
    ['https://api.example.com/v1', 'https://api.example.com/'],
    ['https://api.example.com/shopapi/v1/', 'https://api.example.com/shopapi/'],
    ['  https://api.example.com?x=1#top ', 'https://api.example.com/'],
    ['http://localhost:8080', 'http://localhost:8080/'],
    ['http://127.0.0.1:8080/v1', 'http://127.0.0.1:8080/'],
    ['http://[::1]:9000', 'http://[::1]:9000/'],
  ])('%s is used as %s', (input, expected) => {
    expect(normalizeBaseUrl(input).href).toBe(expected);
  });

  it.each([
    [
      'plain http to another machine',
      'http://api.example.com',
      msg('service.address-plain-http', { origin: 'http://api.example.com' }),
    ],
    [
      'plain http to a LAN address',
      'http://192.168.1.20:8080',
      msg('service.address-plain-http', { origin: 'http://192.168.1.20:8080' }),
    ],
    ['nothing', '  ', msg('app.enter-service-address')],
    ['not an address', 'api.example.com', msg('service.address-not-url')],
    ['another scheme', 'ftp://api.example.com', msg('service.address-unsupported', { protocol: 'ftp:' })],
    [
      'credentials in the address',
      'https://user:secret@api.example.com',
      msg('service.address-has-credentials'),
    ],
  ])('refuses %s with a message that says what to enter', (_label, input, said) => {
    expect(() => normalizeBaseUrl(input)).toThrow(BaseUrlError);
    expect(baseUrlProblem(input)).toEqual(said);
    expect(messageOf(thrown(() => normalizeBaseUrl(input)))).toEqual(said);
  });

  it('never repeats what was typed when it is no address (a token pasted in the wrong field)', () => {
    const typed = 'eyJhbGciOiJIUzI1NiJ9.secret-token';
    for (const language of LANGUAGES) expect(say(baseUrlProblem(typed)!, language)).not.toContain('secret');
    expect(thrown(() => normalizeBaseUrl(typed)).message).not.toContain('secret');
  });

  it('says the problem in the reader’s language', () => {
    const said = baseUrlProblem('http://orders.example.com')!;
    expect(say(said, 'nl')).toBe(
      'http://orders.example.com gebruikt gewone http, waardoor het toegangstoken onversleuteld zou worden verstuurd. Gebruik het https://-adres.',
    );
    expect(say(said, 'fr')).toContain('en clair');
  });

  it('accepts an address it can use', () => {
    expect(baseUrlProblem('https://api.example.com/v1')).toBeNull();
  });
});

function thrown(run: () => unknown): Error {
  try {
    run();
  } catch (error) {
    if (error instanceof Error) return error;
  }
  throw new Error('expected a throw');
}
