/**
 * One order id listed for two shops with different content. The ledger keys orders by the service's id,
 * so the second shop's order is kept under an id of its own: the service's id with its shop after it
 * (the service's ids are UUIDs, which never end so). The service confirms by id alone, so a confirm of
 * either goes out as the service's id (`serviceIdOf`).
 */

const suffixOf = (shopId: number): string => `~shop-${shopId}`;

/** The ledger's id for the order listed for `shopId` under an id another shop's order already has. */
export function otherShopCopyId(serviceId: string, shopId: number): string {
  return `${serviceId}${suffixOf(shopId)}`;
}

/** The id the service gave out, for a confirm: the ledger's own id but for a second shop's order. */
export function serviceIdOf(ledgerId: string, shopId: number): string {
  const suffix = suffixOf(shopId);
  return ledgerId.endsWith(suffix) && ledgerId.length > suffix.length
    ? ledgerId.slice(0, -suffix.length)
    : ledgerId;
}
