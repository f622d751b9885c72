/** The window's words for Settings › Alerts: what is told to an owner who is not in the shop, and how. English defines the shape. */
import type { SmtpSecurity } from '../../../contract/settings';

/** What an alert channel needs before a test can send through it. */
export type AlertField = 'host' | 'from' | 'to' | 'url';

export const alerts = {
  heading: 'Alerts',
  intro:
    'For an owner who is not in the shop: an e-mail and/or a message to another service when something lasts longer than it should. Never a customer’s name or the access token.',
  when: 'Tell me when',
  printerDown: 'a printer cannot print',
  orderHeld: 'an order is held for someone',
  tokenRejected: 'the ordering service refuses OrderSlip’s token',
  afterMinutes: 'for longer than (minutes)',
  quietMorning: 'nothing came in or printed by',
  quietTime: 'Time',
  quietMorningHint: 'Counted from the opening time under Shop day; told once a day.',
  email: 'E-mail',
  emailOn: 'Send an e-mail',
  host: 'Mail server (SMTP)',
  port: 'Port',
  security: 'Security',
  securities: {
    tls: 'TLS (usually port 465)',
    starttls: 'STARTTLS (usually port 587)',
    none: 'None (port 25, local network only)',
  } satisfies Record<SmtpSecurity, string>,
  user: 'User name',
  userHint: 'Empty: the server needs no login.',
  password: 'Password',
  passwordStored: 'A password is stored. Type a new one to replace it.',
  passwordNone: 'No password stored.',
  from: 'From',
  to: 'To',
  toHint: 'One or more addresses, separated by commas.',
  webhook: 'Webhook',
  webhookOn: 'Post a message to a web address',
  webhookHint:
    'A JSON POST with what happened, for chat apps and monitoring services (docs/NETWORK.md says what it holds).',
  heartbeat: 'Heartbeat',
  heartbeatOn: 'Call a web address every minute',
  heartbeatHint: 'For an uptime monitor (Healthchecks.io, Uptime Kuma…): it alerts you when the calls stop.',
  url: 'Address',
  test: 'Send a test alert',
  testing: 'Sending…',
  testSaved: 'A test uses the saved settings: save your changes first.',
  /** Beside the greyed button: why nothing can be sent (`src/lib/alert-test.ts`). */
  testNothingOn: 'Nothing to test: switch on e-mail, the webhook or the heartbeat above, then save.',
  testMissing: (channel: string, fields: string) =>
    `${channel} cannot send yet: fill in ${fields}, then save.`,
  testFields: {
    host: 'the mail server (SMTP)',
    from: 'the sender (From)',
    to: 'an address to send to (To)',
    url: 'its address',
  } satisfies Record<AlertField, string>,
  channels: { email: 'E-mail', webhook: 'Webhook', heartbeat: 'Heartbeat' },
  sent: 'sent',
  errors: {
    minutes: 'Enter a whole number of minutes from 1 to 1440.',
    time: 'Enter a time such as 10:00.',
    url: 'Enter a web address starting with https:// (or http://).',
    email: (address: string) => `“${address}” is not an e-mail address.`,
    needed: 'Fill this in, or switch this channel off.',
    port: 'Enter a port from 1 to 65535.',
  },
};

export type AlertWords = typeof alerts;
