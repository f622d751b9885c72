/**
 * The shops a ledger has orders of, each with the name its newest readable order gives it: what a
 * person asking for a shop's list by number can choose from. A chain's ledger holds a million orders
 * and a hundred shops, so the shops are found by skipping through the shop index, one step a shop,
 * never by reading every order.
 */
import type { DatabaseSync } from 'node:sqlite';
import type { Order } from '../../common/model/order';

export interface KnownShop {
  readonly shopId: number;
  /** As the service named it on the shop's newest order that could be read; null when none could. */
  readonly name: string | null;
}

const SHOP_IDS = `WITH RECURSIVE shop(id) AS (
    SELECT min(shop_id) FROM orders
    UNION ALL
    SELECT (SELECT min(shop_id) FROM orders WHERE shop_id > shop.id) FROM shop WHERE shop.id IS NOT NULL
  ) SELECT id FROM shop WHERE id IS NOT NULL`;

const NEWEST_PAYLOAD = `SELECT p.order_json FROM orders o JOIN order_payloads p ON p.order_seq = o.seq
  WHERE o.shop_id = ? AND p.order_json IS NOT NULL ORDER BY o.first_seen_at DESC, o.id DESC LIMIT 1`;

/** Every shop with an order in the ledger, by number. */
export function knownShops(db: DatabaseSync): KnownShop[] {
  const newest = db.prepare(NEWEST_PAYLOAD);
  return db
    .prepare(SHOP_IDS)
    .all()
    .map((row) => {
      const shopId = Number(row['id']);
      const json = newest.get(shopId)?.['order_json'];
      // Written by this ledger from a decoded Order, so it is that plain data again.
      const name = typeof json === 'string' ? (JSON.parse(json) as Order).shop.name.trim() : '';
      return { shopId, name: name === '' ? null : name };
    });
}
