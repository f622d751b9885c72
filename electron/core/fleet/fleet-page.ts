/**
 * The fleet page (`/` on the fleet host): the window's look, in the language of `?lang=`, else of the
 * browser's Accept-Language. The page itself holds nothing: its script asks for the key, keeps it in
 * the tab's sessionStorage (never in the address) and fetches the list as HTML in its language every
 * 12 seconds with the key as Bearer. The list is built here, every text escaped: counter, printer and
 * shop names come from the counters' reports.
 */
import { createHash } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import {
  FLEET_PATHS,
  FLEET_STRIP_SLOT_MINUTES,
  type FleetCounterView,
  type FleetSlot,
  type FleetView,
} from '../../common/contract/fleet';
import { say } from '../../common/messages/say';
import { wordsOf } from '../../common/words/catalogues';
import type { FleetPageWords } from '../../common/words/en/window/fleet-page';
import { isLanguage, LANGUAGES, localeTag, type Language } from '../../common/words/languages';
import { counterState } from './fleet-alerts';
import { FLEET_PAGE_STYLE } from './fleet-page-style';
import { reasonMessages } from './fleet-reasons';

/** How often the page asks again; the words say 12 seconds too. */
export const PAGE_REFRESH_MS = 12_000;
export const FLEET_KEY_STORAGE = 'orderslip-fleet-key';

export function escapeHtml(text: string): string {
  return text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c,
  );
}

/** `?lang=` first (a link may choose), then the browser's languages in its order of preference. */
export function pageLanguage(url: URL, acceptLanguage: string | undefined): Language {
  const asked = url.searchParams.get('lang');
  if (isLanguage(asked)) return asked;
  const preferred = (acceptLanguage ?? '')
    .split(',')
    .map((part, index) => {
      const [tag = '', ...options] = part.trim().split(';');
      const q = Number(
        options
          .find((option) => option.trim().startsWith('q='))
          ?.trim()
          .slice(2) ?? '1',
      );
      return { tag: tag.slice(0, 2).toLowerCase(), q: Number.isFinite(q) ? q : 0, index };
    })
    .filter((entry) => entry.q > 0)
    .sort((a, b) => b.q - a.q || a.index - b.index);
  return (
    LANGUAGES.find((language) => language === preferred.find((entry) => isLanguage(entry.tag))?.tag) ?? 'en'
  );
}

export function fleetPage(request: IncomingMessage, url: URL): string {
  const language = pageLanguage(url, request.headers['accept-language']);
  const w = wordsOf(language).fleetPage;
  return `<!doctype html>
<html lang="${language}">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(w.title)}</title>
<style>${FLEET_PAGE_STYLE}</style>
</head>
<body>
<header class="bar"><h1>${escapeHtml(w.title)}</h1><button type="button" id="sign-out" hidden>${escapeHtml(w.signOut)}</button></header>
<main>
<form id="key-form" class="card" hidden>
<label for="key">${escapeHtml(w.keyLabel)}</label>
<input id="key" name="key" type="password" autocomplete="current-password" required>
<button type="submit" class="primary">${escapeHtml(w.signIn)}</button>
<p class="hint">${escapeHtml(w.keyHint)}</p>
<p id="key-refused" class="error" role="alert" hidden>${escapeHtml(w.keyRefused)}</p>
</form>
<p id="unreachable" class="error" role="alert" hidden>${escapeHtml(w.unreachable)}</p>
<div id="fleet" aria-live="polite"></div>
</main>
<script>${FLEET_PAGE_SCRIPT}</script>
</body>
</html>
`;
}

/**
 * The page's script: the key in sessionStorage, the list fetched with it as Bearer, every 12 s. It and
 * the style are inside the page, allowed by their hashes (`FLEET_PAGE_CSP`): the list is asked for as
 * soon as the page is parsed, without waiting for two more files first.
 */
export const FLEET_PAGE_SCRIPT = `'use strict';
(() => {
  const KEY = ${JSON.stringify(FLEET_KEY_STORAGE)};
  const byId = (id) => document.getElementById(id);
  const form = byId('key-form');
  const fleet = byId('fleet');
  let timer = null;
  const later = () => {
    clearTimeout(timer);
    timer = setTimeout(load, ${PAGE_REFRESH_MS});
  };
  const signedOut = (refused) => {
    clearTimeout(timer);
    fleet.replaceChildren();
    form.hidden = false;
    byId('sign-out').hidden = true;
    byId('unreachable').hidden = true;
    byId('key-refused').hidden = !refused;
    byId('key').focus();
  };
  async function load() {
    const key = sessionStorage.getItem(KEY);
    if (!key) return signedOut(false);
    let response;
    try {
      response = await fetch(${JSON.stringify(FLEET_PATHS.page)} + '?lang=' + encodeURIComponent(document.documentElement.lang), {
        headers: { Authorization: 'Bearer ' + key },
        cache: 'no-store',
      });
    } catch {
      byId('unreachable').hidden = false;
      return later();
    }
    if (response.status === 401) {
      sessionStorage.removeItem(KEY);
      return signedOut(true);
    }
    if (!response.ok) {
      byId('unreachable').hidden = false;
      return later();
    }
    // The fleet host built this list and escaped every text in it (names come from the counters).
    fleet.innerHTML = await response.text();
    form.hidden = true;
    byId('key-refused').hidden = true;
    byId('unreachable').hidden = true;
    byId('sign-out').hidden = false;
    later();
  }
  form.addEventListener('submit', (event) => {
    event.preventDefault();
    sessionStorage.setItem(KEY, byId('key').value.trim());
    byId('key').value = '';
    void load();
  });
  byId('sign-out').addEventListener('click', () => {
    sessionStorage.removeItem(KEY);
    signedOut(false);
  });
  void load();
})();
`;

/** One formatter per language and kind: building an Intl formatter costs far more than using one. */
const clocks = new Map<string, Intl.DateTimeFormat>();

export function clock(language: Language, at: Date, seconds = false): string {
  const key = `${language}${seconds ? ':s' : ''}`;
  let format = clocks.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(localeTag(language), {
      hour: '2-digit',
      minute: '2-digit',
      ...(seconds ? { second: '2-digit' } : {}),
    });
    clocks.set(key, format);
  }
  return format.format(at);
}

/**
 * A counter's last 24 hours: one element per run of quarter hours in the same state (`s12`: twelve
 * of them wide), its time span and state as its tooltip. A strip is mostly a few long runs, so 100
 * counters make hundreds of elements, not 9,600.
 */
function stripHtml(
  counter: FleetCounterView,
  generatedAt: string,
  w: FleetPageWords,
  language: Language,
): string {
  const slotMs = FLEET_STRIP_SLOT_MINUTES * 60_000;
  const currentStart = Math.floor(Date.parse(generatedAt) / slotMs) * slotMs;
  const firstStart = currentStart - (counter.strip.length - 1) * slotMs;
  const runs: string[] = [];
  let start = 0;
  counter.strip.forEach((slot: FleetSlot, index) => {
    if (counter.strip[index + 1] === slot) return;
    const from = clock(language, new Date(firstStart + start * slotMs));
    const to = clock(language, new Date(firstStart + (index + 1) * slotMs));
    runs.push(
      `<i class="slot ${slot} s${index + 1 - start}" title="${escapeHtml(w.strip(from, to, slot))}"></i>`,
    );
    start = index + 1;
  });
  return `<div class="strip" role="img" aria-label="${escapeHtml(w.columns.day)}">${runs.join('')}</div>`;
}

/** "last printed: no. 17 at 14:05" for the shop a row is under, when the counter printed one. */
export function lastPrintedText(
  counter: FleetCounterView,
  shopId: number | null,
  w: FleetPageWords,
  language: Language,
): string | null {
  const printed = counter.report.shops.find((shop) => shop.shopId === shopId)?.lastPrinted;
  return printed ? w.lastPrinted(printed.orderId, clock(language, new Date(printed.at))) : null;
}

function counterRow(
  counter: FleetCounterView,
  shop: { readonly shopId: number; readonly role: string } | null,
  generatedAt: string,
  w: FleetPageWords,
  language: Language,
): string {
  const state = counterState(counter);
  const reasons = reasonMessages(counter).map((reason) => `<li>${escapeHtml(say(reason, language))}</li>`);
  const name = counter.report.pcName.trim() || counter.counterId;
  const role = shop ? ` <span class="role">${escapeHtml(shop.role)}</span>` : '';
  const printed = lastPrintedText(counter, shop?.shopId ?? null, w, language);
  return `<tr class="counter ${state}" data-counter="${escapeHtml(counter.counterId)}">
<td class="name">${escapeHtml(name)}${role}${printed ? `<div class="last">${escapeHtml(printed)}</div>` : ''}</td>
<td><span class="badge ${state}">${escapeHtml(w.states[state])}</span></td>
<td>${escapeHtml(counter.report.version)}</td>
<td title="${escapeHtml(counter.receivedAt)}">${escapeHtml(w.ago(counter.ageSeconds))}</td>
<td>${reasons.length > 0 ? `<ul class="reasons">${reasons.join('')}</ul>` : ''}</td>
<td>${stripHtml(counter, generatedAt, w, language)}</td>
</tr>`;
}

function table(rows: string[], w: FleetPageWords): string {
  const c = w.columns;
  return `<table><thead><tr><th>${escapeHtml(c.counter)}</th><th>${escapeHtml(c.state)}</th><th>${escapeHtml(c.version)}</th><th>${escapeHtml(c.lastReport)}</th><th>${escapeHtml(c.why)}</th><th>${escapeHtml(c.day)}</th></tr></thead>
<tbody>${rows.join('\n')}</tbody></table>`;
}

/** The list the page shows, in the language of `?lang=`: shops worst first, each with its counters. */
export function fleetPageBody(view: FleetView, url: URL): string {
  const language = pageLanguage(url, undefined);
  const w = wordsOf(language).fleetPage;
  const byId = new Map(view.counters.map((counter) => [counter.counterId, counter]));
  const red = view.counters.filter((counter) => counter.red).length;
  const parts = [
    `<p class="summary ${red > 0 ? 'bad' : 'good'}">${escapeHtml(w.summary(red, view.counters.length))}</p>`,
    `<p class="updated">${escapeHtml(w.updated(clock(language, new Date(view.generatedAt), true)))}</p>`,
  ];
  for (const shop of view.shops) {
    const rows = shop.counters.flatMap(({ counterId, role }) => {
      const counter = byId.get(counterId);
      return counter
        ? [counterRow(counter, { shopId: shop.shopId, role: w.roles[role] }, view.generatedAt, w, language)]
        : [];
    });
    const title = shop.name?.trim() || w.shopNumber(shop.shopId);
    parts.push(
      `<section class="shop ${shop.red ? 'red' : 'green'}" data-shop="${shop.shopId}"><h2>${escapeHtml(title)}</h2>${table(rows, w)}</section>`,
    );
  }
  const alone = view.withoutShop.flatMap((counterId) => {
    const counter = byId.get(counterId);
    return counter ? [counterRow(counter, null, view.generatedAt, w, language)] : [];
  });
  if (alone.length > 0)
    parts.push(
      `<section class="shop without"><h2>${escapeHtml(w.withoutShop)}</h2>${table(alone, w)}</section>`,
    );
  return parts.join('\n');
}

const sha256 = (text: string): string =>
  `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;

/** The page's Content-Security-Policy: its own script and style (by hash), requests to itself, no frames. */
export const FLEET_PAGE_CSP = [
  "default-src 'none'",
  `script-src ${sha256(FLEET_PAGE_SCRIPT)}`,
  `style-src ${sha256(FLEET_PAGE_STYLE)}`,
  "connect-src 'self'",
  "frame-ancestors 'none'",
  "form-action 'none'",
  "base-uri 'none'",
].join('; ');
