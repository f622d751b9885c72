/**
 * Which shop a day's list is for, from `--shop`: a number the data folder knows (its ledger has orders
 * of it, or its settings route it), with the name to head the list with. A number it does not know is
 * a typo or the wrong folder, never "0 orders": it is refused, and the known shops are named.
 */
import { msg } from '../../common/messages/catalogue';
import { fileSettingsStore } from '../../core/app/settings-file';
import type { KnownShop } from '../../core/ledger/known-shops';
import type { ReadOnlyLedger } from '../../core/ledger/read-only';
import { UsageError } from '../command';

/** The name of shop `shopId` (null when nothing names it, or for every shop); a UsageError if unknown. */
export function shopOfList(shopId: number | null, dataDir: string, ledger: ReadOnlyLedger): string | null {
  if (shopId === null) return null;
  const shops = knownShops(dataDir, ledger);
  const shop = shops.find((candidate) => candidate.shopId === shopId);
  if (shop === undefined) throw new UsageError(msg('day.unknown-shop', { shopId, shops }));
  return shop.name;
}

/** The ledger's shops, and those the folder's settings route that have no order yet; by number. */
function knownShops(dataDir: string, ledger: ReadOnlyLedger): KnownShop[] {
  const shops = new Map(ledger.shops().map((shop) => [shop.shopId, shop]));
  for (const setting of routedShops(dataDir)) {
    const known = shops.get(setting.shopId);
    if (known === undefined || known.name === null)
      shops.set(setting.shopId, { shopId: setting.shopId, name: setting.name?.trim() || null });
  }
  return [...shops.values()].sort((a, b) => a.shopId - b.shopId);
}

/**
 * The shops of the folder's settings file. Only a help in naming shops: a folder without one (the
 * Electron app keeps its settings elsewhere) or with one that cannot be read still has its ledger.
 */
function routedShops(dataDir: string): readonly { shopId: number; name: string | null }[] {
  try {
    return fileSettingsStore(dataDir).load().shops;
  } catch {
    return [];
  }
}
