/**
 * Keeps secrets (the access token) out of anything written or shown: every occurrence becomes
 * "[token]". Secrets shorter than 4 characters are left alone, or every "a" of a log would go.
 */
export function redactSecrets(text: string, secrets: readonly string[]): string {
  return secrets
    .filter((secret) => secret.length >= 4)
    .reduce((result, secret) => result.split(secret).join('[token]'), text);
}
