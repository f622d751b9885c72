/**
 * The window served to other devices of the shop's network, and their pairing (docs/NETWORK.md).
 */
import { words } from '../../wording';

export const pairing = {
  'pairing.not-served': words(
    () =>
      'The window is not served to the network: switch it on in Settings › Network first, then pair the device.',
  ),
  'pairing.required': words(
    () => 'This device is not paired with OrderSlip: open the window’s address to pair it.',
  ),
  'pairing.cannot-serve': words<{ port: number; detail: string }>(
    (p) =>
      `The window cannot be served to the network on port ${p.port} (${p.detail}). Choose another port in Settings › Network.`,
  ),
} as const;
