/** The window's words for the counter's PIN: the prompt before a locked action, and its place in Settings. English defines the shape. */
export const pin = {
  promptTitle: 'Enter the PIN',
  promptExplain: 'Settings, “Mark handled” and pairing devices are locked on this counter.',
  field: 'PIN',
  unlock: 'Unlock',
  checking: 'Checking…',
  heading: 'Counter lock',
  intro:
    'A PIN of 4 to 12 digits locks Settings, “Mark handled” and pairing devices. Reprinting, “Did it come out?”, scanning and the Day view stay open to everyone at the counter.',
  newPin: 'New PIN',
  stored: 'A PIN is set. Type a new one to change it; it is never shown again.',
  none: 'No PIN is set: anyone at the counter can change the settings.',
  remove: 'Remove the PIN (unlock the counter)',
};
