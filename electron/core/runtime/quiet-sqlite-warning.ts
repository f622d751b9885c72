/**
 * node:sqlite announces itself as experimental on first load. The ledger depends on it knowingly
 * (docs/LEDGER.md), and the line would only worry a shop reading the log; every other warning still
 * prints. Import this module before anything that loads the ledger.
 */
const listeners = process.listeners('warning');
process.removeAllListeners('warning');
process.on('warning', (warning) => {
  if (warning.name === 'ExperimentalWarning' && warning.message.includes('SQLite')) return;
  for (const listener of listeners) listener(warning);
});
