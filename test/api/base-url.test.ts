import { describe, expect, it } from 'vitest';
import { BaseUrlError, normalizeBaseUrl } from '../../electron/common/syntax/base-url';

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
    ['plain http to another machine', 'http://api.example.com', 'unencrypted'],
    ['plain http to a LAN address', 'http://192.168.1.20:8080', 'unencrypted'],
    ['not an address', 'api.example.com', 'not a web address'],
    ['another scheme', 'ftp://api.example.com', 'not supported'],
    ['credentials in the address', 'https://user:secret@api.example.com', 'token field'],
  ])('refuses %s with a reason', (_label, input, reason) => {
    expect(() => normalizeBaseUrl(input)).toThrow(BaseUrlError);
    expect(() => normalizeBaseUrl(input)).toThrow(reason);
  });
});
