/**
 * A tenant's shops for the benchmarks: the simulator's four default shops first (the catalogue's own
 * bakeries and butchers), then as many generated ones as asked for: a chain of a hundred shops, each with
 * its own id, name, Belgian address and language (the simulator's `profileFor` gives a configured shop
 * its kind from its name and its language from its postal code).
 */
import { DEFAULT_SHOPS, type WireShop } from '../../electron/demo/simulator';

const TOWNS: readonly { readonly city: string; readonly postal_code: string }[] = [
  { city: 'Gent', postal_code: '9000' },
  { city: 'Brugge', postal_code: '8000' },
  { city: 'Leuven', postal_code: '3000' },
  { city: 'Mechelen', postal_code: '2800' },
  { city: 'Hasselt', postal_code: '3500' },
  { city: 'Liège', postal_code: '4000' },
  { city: 'Namur', postal_code: '5000' },
  { city: 'Mons', postal_code: '7000' },
  { city: 'Charleroi', postal_code: '6000' },
  { city: 'Bruxelles', postal_code: '1000' },
];

/** Generated shops' ids start here, far from the default shops' (1042–2190). */
const FIRST_GENERATED_ID = 5001;

/** `count` shops of one tenant: the default shops first, then generated ones; the same for the same count. */
export function benchShops(count: number): WireShop[] {
  if (!Number.isInteger(count) || count < 1)
    throw new RangeError(`A tenant needs 1 or more shops, not ${count}.`);
  const shops: WireShop[] = DEFAULT_SHOPS.slice(0, count);
  for (let i = 0; shops.length < count; i++) {
    const town = TOWNS[i % TOWNS.length] ?? { city: 'Gent', postal_code: '9000' };
    const french =
      Number(town.postal_code) < 1500 ||
      (Number(town.postal_code) >= 4000 && Number(town.postal_code) < 8000);
    const butcher = i % 3 === 2;
    const kind = french ? (butcher ? 'Boucherie' : 'Boulangerie') : butcher ? 'Slagerij' : 'Bakkerij';
    shops.push({
      id: FIRST_GENERATED_ID + i,
      name: `${kind} ${town.city} ${i + 1}`,
      address: french ? `Rue Haute ${i + 1}` : `Kerkstraat ${i + 1}`,
      postal_code: town.postal_code,
      city: town.city,
      country: 'BE',
    });
  }
  return shops;
}
