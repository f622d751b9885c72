/**
 * The fleet page's style: the window's colours (the `:root` block of src/app.css, copied because the
 * fleet host serves no build of the window; test/fleet/host-http.test.ts fails when the two differ)
 * and the page's own few rules.
 */
import { FLEET_STRIP_SLOTS } from '../../common/contract/fleet';

/** A run of n quarter hours on the strip is n columns wide (`s1` … `s96`). */
const RUN_WIDTHS = Array.from(
  { length: FLEET_STRIP_SLOTS },
  (_, index) => `.s${index + 1} { grid-column: span ${index + 1}; }`,
).join('\n');

export const FLEET_PAGE_STYLE = `:root {
  /* Each colour as light-dark(light, dark); color-scheme below picks the side. */
  color-scheme: light dark;
  --bg: light-dark(#f3f4f6, #0f1216);
  --surface: light-dark(#ffffff, #181c22);
  --sunken: light-dark(#eef0f3, #11151a);
  --text: light-dark(#1b1f24, #e6e9ee);
  --muted: light-dark(#59626e, #a0aab7);
  --border: light-dark(#d5dae1, #2e3540);
  --hover: light-dark(rgb(31 111 235 / 0.08), rgb(110 168 255 / 0.1));
  --selected: light-dark(rgb(31 111 235 / 0.14), rgb(110 168 255 / 0.18));
  --accent: light-dark(#1f6feb, #5b9dff);
  --on-accent: light-dark(#ffffff, #0b1220);
  --focus: light-dark(#1f6feb, #8cbcff);
  --bar: light-dark(#ffffff, #14181d);
  --on-bar: light-dark(#1b1f24, #e6e9ee);
  --good: light-dark(#176f2c, #6fd695);
  --good-bg: light-dark(#e3f3e7, #14301e);
  --busy: light-dark(#0b57a4, #8cc2ff);
  --busy-bg: light-dark(#e4effb, #122742);
  --warn: light-dark(#8a5a00, #f2bd4b);
  --warn-bg: light-dark(#fff1cc, #35290c);
  --bad: light-dark(#b42318, #ff8b82);
  --bad-bg: light-dark(#fde7e5, #3d1916);
  --on-bad: light-dark(#ffffff, #1a0704);
  --neutral-bg: light-dark(#eceef1, #232932);
  --mono:
    'DejaVu Sans Mono', 'Cascadia Mono', Consolas, Menlo, 'Liberation Mono', 'OrderSlip Emoji', monospace;
}

* { box-sizing: border-box; }
/* The page shows and hides its parts with \`hidden\`; a rule's own display must not show them again. */
[hidden] { display: none !important; }
html, body { margin: 0; }
body {
  background: var(--bg);
  color: var(--text);
  font: 15px/1.45 system-ui, -apple-system, 'Segoe UI', Roboto, 'Noto Sans', 'Liberation Sans', sans-serif;
}
button, input { font: inherit; color: inherit; }
button { padding: 0.35rem 0.85rem; border-radius: 6px; border: 1px solid var(--border); background: var(--surface); cursor: pointer; }
button.primary { background: var(--accent); color: var(--on-accent); border-color: var(--accent); }
:focus-visible { outline: 2px solid var(--focus); outline-offset: 2px; }
.bar { display: flex; align-items: center; justify-content: space-between; padding: 0.6rem 1.2rem; background: var(--bar); color: var(--on-bar); border-bottom: 1px solid var(--border); }
.bar h1 { font-size: 1.15rem; margin: 0; }
main { padding: 1rem 1.2rem; max-width: 90rem; }
.card { background: var(--surface); border: 1px solid var(--border); border-radius: 10px; padding: 1.2rem; max-width: 28rem; display: grid; gap: 0.6rem; }
.card input { padding: 0.4rem 0.6rem; border: 1px solid var(--border); border-radius: 6px; background: var(--sunken); }
.hint, .updated { color: var(--muted); font-size: 0.9rem; margin: 0; }
.error { color: var(--bad); font-weight: 600; }
.summary { font-size: 1.1rem; font-weight: 600; margin: 0 0 0.2rem; }
.summary.bad { color: var(--bad); }
.summary.good { color: var(--good); }
.shop { background: var(--surface); border: 1px solid var(--border); border-left: 6px solid var(--good); border-radius: 10px; padding: 0.8rem 1rem; margin: 1rem 0; overflow-x: auto; }
.shop.red { border-left-color: var(--bad); }
/* A chain's page is long: shops out of sight are laid out when scrolled to, not all on each refresh. */
.shop { content-visibility: auto; contain-intrinsic-size: auto 10rem; }
.shop h2 { font-size: 1.05rem; margin: 0 0 0.5rem; }
/* Fixed columns: every shop's table lines up with the others. */
table { border-collapse: collapse; width: 100%; table-layout: fixed; min-width: 60rem; }
th:nth-child(1) { width: 18%; }
th:nth-child(2) { width: 11rem; }
th:nth-child(3) { width: 6rem; }
th:nth-child(4) { width: 10rem; }
th:nth-child(6) { width: calc(96 * 4px + 1rem); }
th { text-align: left; color: var(--muted); font-weight: 600; font-size: 0.85rem; padding: 0.2rem 0.5rem; }
td { padding: 0.35rem 0.5rem; border-top: 1px solid var(--border); vertical-align: top; }
.role, .last { color: var(--muted); font-size: 0.85rem; }
.badge { display: inline-block; border-radius: 999px; padding: 0 0.6rem; font-size: 0.85rem; font-weight: 600; white-space: nowrap; }
.badge.green { background: var(--good-bg); color: var(--good); }
.badge.red { background: var(--bad-bg); color: var(--bad); }
.badge.silent { background: var(--bad); color: var(--on-bad); }
.reasons { margin: 0; padding-left: 1.1rem; }
.strip { display: grid; grid-template-columns: repeat(96, 4px); height: 1.1rem; }
.strip .slot + .slot { border-left: 1px solid var(--surface); }
.slot { display: block; }
${RUN_WIDTHS}
.slot.green { background: var(--good); }
.slot.red { background: var(--bad); }
.slot.silent { background: var(--neutral-bg); }
`;
