/* eslint-disable @typescript-eslint/no-require-imports -- electron-builder loads its hooks with require(), so this file is CommonJS. */
/**
 * electron-builder's `beforePack` hook: refuses to pack an installer whose native modules have no binary
 * for the platform it is for. npm installs only the binary of the machine it runs on (optional
 * per-platform packages), so a Windows installer built on Linux would ship without Skia, and every
 * receipt that must be drawn (an emoji on a cake's plate, a raster-only Star) would fail at the shop.
 */
const { existsSync } = require('node:fs');
const { join } = require('node:path');

const CANVAS_VERSION = require('../package.json').dependencies['@napi-rs/canvas'];

/** electron-builder's `Arch` enum: ia32 0, x64 1, armv7l 2, arm64 3, universal 4. */
const ARCH_NAMES = ['ia32', 'x64', 'armv7l', 'arm64', 'universal'];

/** The package holding @napi-rs/canvas's binary for a platform and architecture. */
function canvasPackages(platform, arch) {
  if (platform === 'win32') return [`@napi-rs/canvas-win32-${arch}-msvc`];
  if (platform === 'darwin')
    return arch === 'universal'
      ? ['@napi-rs/canvas-darwin-x64', '@napi-rs/canvas-darwin-arm64']
      : [`@napi-rs/canvas-darwin-${arch}`];
  return [`@napi-rs/canvas-linux-${arch}-gnu`];
}

/** The packages missing for this target; empty when it can be packed. */
function missingNativePackages(platform, arch, root = join(__dirname, '..')) {
  return canvasPackages(platform, arch).filter(
    (name) => !existsSync(join(root, 'node_modules', name, 'package.json')),
  );
}

async function beforePack(context) {
  const platform = context.electronPlatformName;
  const arch = ARCH_NAMES[context.arch] ?? String(context.arch);
  const missing = missingNativePackages(platform, arch);
  if (missing.length === 0) return;
  const npmOs = platform;
  const npmCpu = arch === 'universal' ? 'x64' : arch;
  throw new Error(
    `The ${platform} ${arch} installer needs ${missing.join(' and ')} (Skia's binary for drawn receipts), ` +
      `which npm installs only on that platform. Build this installer on ${platform}, or first run: ` +
      `npm install --no-save --os=${npmOs} --cpu=${npmCpu} ${missing.map((name) => `${name}@${CANVAS_VERSION}`).join(' ')}`,
  );
}

module.exports = beforePack;
module.exports.default = beforePack;
module.exports.missingNativePackages = missingNativePackages;
