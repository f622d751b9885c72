/**
 * Makes realistic orders for a tenant's shops, the same ones for the same seed. Two random streams:
 * one decides the content (products, people, amounts), the other only the wire shape (number or
 * string ids, `[]` or `""`, where distance sits…), so turning shape variety off leaves the content as is.
 */
import { cents, formatPlain } from '../../common/model/money';
import { addDays, formatPaidAt, formatTimeOfDay, inBrussels } from './brussels-time';
import {
  EMAIL_DOMAINS,
  FIRST_NAMES,
  LAST_NAMES,
  PAYMENT_METHODS,
  PRODUCTS,
  REMARKS,
  TEXT_PLATES,
  landlineZone,
  profileFor,
  type Product,
  type ShopLanguage,
  type ShopProfile,
} from './catalog';
import { Rng, hashString } from './prng';
import type {
  WireClient,
  WireDeliveryAddress,
  WireExtra,
  WireList,
  WireOption,
  WireOrder,
  WireOrderLine,
  WireOrderType,
  WireShop,
} from './wire';

export interface GeneratorOptions {
  readonly seed: number;
  readonly tenantId: string;
  readonly shops: readonly WireShop[];
  /** Vary the wire shape within what the spec allows; off gives one predictable shape. */
  readonly shapeVariety: boolean;
  /** Leave order_number out of every order, as the spec's example payloads do. */
  readonly omitOrderNumber: boolean;
  /**
   * Where each day's numbering starts: at zero as the spec says (default), or where a busy shop's
   * counter would be by now, so a demo's first orders do not read 0, 1, 2.
   */
  readonly orderNumbers?: 'from-zero' | 'busy-day';
}

export interface GenerateRequest {
  readonly now: Date;
  readonly count: number;
  readonly shopId?: number;
  readonly type?: WireOrderType;
  /** A cake with a text plate: a bakery's product with its text option, typed by the customer. */
  readonly textPlate?: boolean;
  /** With `textPlate`: exactly this text on the cake's plate, instead of one of the shop's usual ones. */
  readonly plateText?: string;
}

const ORDER_TYPE_WEIGHTS: readonly (readonly [WireOrderType, number])[] = [
  ['pick_up', 55],
  ['delivery', 30],
  ['pick_up_coolbox', 15],
];

const LINE_COUNT_WEIGHTS: readonly (readonly [number, number])[] = [
  [1, 30],
  [2, 30],
  [3, 20],
  [4, 12],
  [5, 8],
];

interface GeneratedClient {
  readonly id: string;
  readonly language: ShopLanguage;
  readonly first: string;
  readonly last: string;
  readonly email: string;
  readonly mobile: string;
  readonly phone: string | null;
}

const ALPHANUMERIC = 'ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnpqrstuvwxyz23456789';

/** "Zoë Van den Broeck" → "zoe", "vandenbroeck": what people type in an e-mail address. */
function asciiFold(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]/g, '');
}

function money(amountCents: number): string {
  return formatPlain(cents(amountCents));
}

/** A line's own price: per kilogram for weighed units, per piece or person otherwise. */
function basePrice(product: Product, qty: number): number {
  if (product.unit === 'gr') return Math.round((qty * product.priceCents) / 1000);
  return qty * product.priceCents;
}

export class OrderGenerator {
  private readonly content: Rng;
  private readonly shape: Rng;
  /** Only for where busy-day numbering starts: turning it on leaves the orders' content as it was. */
  private readonly numbering: Rng;
  private readonly profiles: ShopProfile[];
  /** Next order_number per shop, order type and order date. */
  private readonly counters = new Map<string, number>();

  constructor(private readonly options: GeneratorOptions) {
    const tenantSeed = hashString(options.tenantId, options.seed >>> 0);
    this.content = new Rng(tenantSeed);
    this.shape = new Rng(hashString('shape', tenantSeed));
    this.numbering = new Rng(hashString('numbers', tenantSeed));
    this.profiles = options.shops.map(profileFor);
    if (this.profiles.length === 0)
      throw new RangeError(`tenant "${options.tenantId}" has no shops to order from`);
  }

  /** A shop opened on the service: orders may come from it from now on. */
  addShop(shop: WireShop): void {
    this.profiles.push(profileFor(shop));
  }

  /** `count` new orders, paid one after the other in the minutes before `now`. */
  generate(request: GenerateRequest): WireOrder[] {
    const profile =
      request.shopId !== undefined
        ? this.profileOf(request.shopId)
        : request.textPlate
          ? this.content.pick(this.bakeries())
          : undefined;
    const secondsBefore: number[] = [];
    let offset = this.content.int(0, 30);
    for (let i = 0; i < request.count; i++) {
      secondsBefore.unshift(offset);
      offset += this.content.int(20, 240);
    }
    return secondsBefore.map((seconds) => {
      const paidAt = new Date(request.now.getTime() - seconds * 1000);
      const shop = profile ?? this.content.pick(this.profiles);
      return this.order(
        shop,
        request.type,
        request.now,
        paidAt,
        request.textPlate ?? false,
        request.plateText,
      );
    });
  }

  /** The shops that sell cakes with a text plate; every tenant's own shop list when it has none. */
  private bakeries(): readonly ShopProfile[] {
    const bakeries = this.profiles.filter((profile) => profile.kind === 'bakery');
    if (bakeries.length === 0)
      throw new RangeError(`tenant "${this.options.tenantId}" has no bakery for a cake with a text plate`);
    return bakeries;
  }

  private profileOf(shopId: number): ShopProfile {
    const profile = this.profiles.find((candidate) => candidate.shop.id === shopId);
    if (!profile) {
      const known = this.profiles.map((candidate) => candidate.shop.id).join(', ');
      throw new RangeError(`tenant "${this.options.tenantId}" has no shop ${shopId} (its shops: ${known})`);
    }
    return profile;
  }

  private order(
    profile: ShopProfile,
    fixedType: WireOrderType | undefined,
    now: Date,
    paidAt: Date,
    textPlate: boolean,
    plateText: string | undefined,
  ): WireOrder {
    const { content, shape } = this;
    const variety = this.options.shapeVariety;
    const type = fixedType ?? content.weighted(ORDER_TYPE_WEIGHTS);
    const id = content.uuid();
    const client = this.client(profile);
    const due = this.due(profile, type, now);
    const number = this.nextNumber(profile.shop.id, type, due.date);
    const lines = this.lines(profile, textPlate, plateText);
    const linesCents = lines.reduce((sum, line) => sum + line.cents, 0);

    const delivery = type === 'delivery' ? this.delivery(profile, linesCents) : null;
    const serviceCents = content.chance(0.3) ? content.pick([35, 50]) : null;
    const totalCents = linesCents + (delivery?.costCents ?? 0) + (serviceCents ?? 0);
    const paymentMethod = content.weighted(PAYMENT_METHODS);
    let reference = 'tr_';
    for (let i = 0; i < 10; i++) reference += content.pick([...ALPHANUMERIC]);
    const remarks = content.chance(0.35) ? content.pick(REMARKS[client.language]) : null;

    const distanceOnTop = variety && shape.chance(0.5);
    const leaveNumberOut = this.options.omitOrderNumber || (variety && shape.chance(0.1));
    const noAddress = variety ? shape.pick(['absent', 'null', 'array'] as const) : 'absent';
    const emptyRemarks = variety && shape.chance(0.5) ? '' : null;
    const zeroServiceCost = variety && shape.chance(0.3);
    const unknownFields = variety && shape.chance(0.25);

    let addressField: Pick<WireOrder, 'delivery_address' | 'distance'> = {};
    if (delivery) {
      const { distance, ...address } = delivery.address;
      addressField = distanceOnTop
        ? { delivery_address: address, distance }
        : { delivery_address: { ...address, distance } };
    } else if (noAddress === 'null') {
      addressField = { delivery_address: null };
    } else if (noAddress === 'array') {
      addressField = { delivery_address: [] };
    }

    return {
      id,
      payment_reference: reference,
      payment_method: paymentMethod,
      payed_at: formatPaidAt(paidAt),
      total: money(totalCents),
      order_type: type,
      order_date: due.date,
      order_time: due.time,
      ...(leaveNumberOut ? {} : { order_number: String(number) }),
      ...addressField,
      ...(delivery ? { delivery_cost: money(delivery.costCents) } : {}),
      ...(serviceCents !== null
        ? { service_cost: money(serviceCents) }
        : zeroServiceCost
          ? { service_cost: '0.00' }
          : {}),
      remarks: remarks ?? emptyRemarks,
      shop: this.shop(profile, unknownFields),
      client: this.wireClient(client, unknownFields),
      order_lines: lines.map((line) => line.wire),
      ...(unknownFields ? { source: 'webshop', loyalty_points: shape.int(0, 400) } : {}),
    };
  }

  private shop(profile: ShopProfile, unknownFields: boolean): WireShop {
    const variety = this.options.shapeVariety;
    const asNumber = variety && this.shape.chance(0.5);
    return {
      ...profile.shop,
      id: asNumber ? profile.shop.id : String(profile.shop.id),
      ...(unknownFields ? { vat_number: `BE0${String(profile.shop.id).padStart(9, '4')}` } : {}),
    };
  }

  private client(profile: ShopProfile): GeneratedClient {
    const { content } = this;
    const other: ShopLanguage = profile.language === 'nl' ? 'fr' : 'nl';
    const language = content.chance(0.8) ? profile.language : other;
    const first = content.pick(FIRST_NAMES[language]);
    const last = content.pick(LAST_NAMES[language]);
    const local = content.pick([
      `${asciiFold(first)}.${asciiFold(last)}`,
      `${asciiFold(first)}${asciiFold(last)}${content.digits(2)}`,
      `${asciiFold(first).slice(0, 1)}${asciiFold(last)}`,
    ]);
    const mobile = `+324${content.int(60, 99)}${content.digits(6)}`;
    const zone = landlineZone(profile.shop.postal_code);
    const phone = content.chance(0.4) ? `+32${zone}${content.digits(8 - zone.length)}` : null;
    return {
      id: content.uuid(),
      language,
      first,
      last,
      email: `${local}@${content.pick(EMAIL_DOMAINS)}`,
      mobile,
      phone,
    };
  }

  private wireClient(client: GeneratedClient, unknownFields: boolean): WireClient {
    const variety = this.options.shapeVariety;
    const integerId = variety && this.shape.chance(0.15);
    const spaced = variety && this.shape.chance(0.2);
    const mobile = spaced
      ? `${client.mobile.slice(0, 3)} ${client.mobile.slice(3, 6)} ${client.mobile.slice(6, 8)} ${client.mobile.slice(8, 10)} ${client.mobile.slice(10)}`
      : client.mobile;
    return {
      id: integerId ? this.shape.int(1000, 999999) : client.id,
      first_name: client.first,
      last_name: client.last,
      email: client.email,
      mobile_phone: mobile,
      phone: client.phone,
      ...(unknownFields ? { language: client.language } : {}),
    };
  }

  /** A pick-up or delivery moment within the coming days, in opening hours, never already past. */
  private due(profile: ShopProfile, type: WireOrderType, now: Date): { date: string; time: string } {
    const { content } = this;
    const local = inBrussels(now);
    const from = type === 'delivery' ? Math.max(profile.opensAt, 10 * 60) : profile.opensAt;
    const to = profile.closesAt - 30;
    const slot = from + 15 * content.int(0, Math.max(0, Math.floor((to - from) / 15)));
    let days = content.pick([0, 0, 1, 1, 1, 2, 3]);
    if (days === 0 && slot < local.minuteOfDay + 30) days = 1;
    return { date: addDays(local.date, days), time: formatTimeOfDay(slot) };
  }

  /** ordering-api.md 2.1: counted per order type and per day, starting at zero; we also count per shop. */
  private nextNumber(shopId: number, type: WireOrderType, date: string): number {
    const key = `${shopId}|${type}|${date}`;
    const start = this.options.orderNumbers === 'busy-day' ? this.numbering.int(7, 64) : 0;
    const number = this.counters.get(key) ?? start;
    this.counters.set(key, number + 1);
    return number;
  }

  private lines(
    profile: ShopProfile,
    textPlate: boolean,
    plateText?: string,
  ): { cents: number; wire: WireOrderLine }[] {
    const { content } = this;
    const catalogue = PRODUCTS[profile.kind][profile.language];
    let products = content.sample(catalogue, content.weighted(LINE_COUNT_WEIGHTS));
    const cakes = catalogue.filter((product) => product.options.some((spec) => spec.type === 'text'));
    // The cake comes first, so the receipt and the window show its plate at the top.
    if (textPlate && cakes.length > 0) {
      const cake = content.pick(cakes);
      products = [cake, ...products.filter((product) => product !== cake)];
    }
    return products.map((product, index) => {
      const qty = content.pick(product.qty);
      const options: { cents: number; wire: WireOption }[] = [];
      for (const spec of product.options) {
        if (spec.type === 'text') {
          const forced = textPlate && index === 0;
          if (!content.chance(0.6) && !forced) continue;
          const usual = content.pick(TEXT_PLATES[profile.language]);
          const meta = forced && plateText !== undefined ? plateText : usual;
          options.push({
            cents: spec.priceCents,
            wire: {
              name: spec.name,
              plu_code: spec.plu,
              qty: 1,
              total: money(spec.priceCents),
              type: 'text',
              meta,
            },
          });
        } else if (content.chance(0.4)) {
          const leaveTypeOut = this.options.shapeVariety && this.shape.chance(0.15);
          options.push({
            cents: spec.priceCents,
            wire: {
              name: spec.name,
              plu_code: spec.plu,
              qty: 1,
              total: money(spec.priceCents),
              ...(leaveTypeOut ? {} : { type: 'default' as const }),
              meta: null,
            },
          });
        }
      }
      const extras: { cents: number; wire: WireExtra }[] = [];
      for (const spec of product.extras) {
        if (!content.chance(0.45)) continue;
        const extraQty = content.pick(spec.qty);
        const extraCents = extraQty * spec.priceCents;
        extras.push({
          cents: extraCents,
          wire: {
            name: spec.name,
            plu_code: spec.plu,
            qty: extraQty,
            total: money(extraCents),
            unit: spec.unit,
          },
        });
      }
      const lineCents =
        basePrice(product, qty) +
        options.reduce((sum, item) => sum + item.cents, 0) +
        extras.reduce((sum, item) => sum + item.cents, 0);
      const unknownField = this.options.shapeVariety && this.shape.chance(0.1);
      const wire: WireOrderLine = {
        product: product.name,
        plu_code: product.plu,
        qty,
        unit: product.unit,
        total: money(lineCents),
        options: this.list(options.map((item) => item.wire)),
        extras: this.list(extras.map((item) => item.wire)),
        ...(unknownField ? { vat_rate: '6.00' } : {}),
      };
      return { cents: lineCents, wire };
    });
  }

  /** The spec declares these lists as strings and shows arrays: an empty one may come as `""` or null. */
  private list<T>(items: readonly T[]): WireList<T> {
    if (items.length > 0 || !this.options.shapeVariety) return items;
    return this.shape.weighted<WireList<T>>([
      [[], 70],
      ['', 15],
      [null, 15],
    ]);
  }

  private delivery(
    profile: ShopProfile,
    linesCents: number,
  ): { address: WireDeliveryAddress & { distance: string }; costCents: number } {
    const { content } = this;
    const abroad = content.chance(0.1);
    const street = content.pick(abroad ? profile.abroad : profile.streets);
    const distance = abroad ? content.int(14_000, 38_000) : content.int(600, 9_500);
    const number = `${content.int(1, 240)}${content.chance(0.05) ? 'A' : ''}`;
    const bus = content.chance(0.2) ? content.pick(['1', '2', '0101', 'B', '3.2']) : '';
    let costCents = distance < 3_000 ? 250 : distance < 6_000 ? 400 : 650;
    if (abroad) costCents = 950;
    else if (linesCents >= 7_500) costCents = 0;
    return {
      address: {
        street: street.street,
        number,
        bus,
        postal_code: street.postal_code,
        city: street.city,
        country: street.country,
        distance: String(distance),
      },
      costCents,
    };
  }
}
