// Renders the app's SVG icon into the PNG icons phones need to install the app: 192 and 512 px
// ("any"), a 512 px maskable one (the mark inside the safe zone on a full background), and the
// 180 px apple-touch-icon (full background, no transparency). Run with `node scripts/icons.mjs`
// after changing public/icon.svg; the PNGs are committed.
import { readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '@antarctica-game/foundation/chromium';
import { chromium } from 'playwright';

const publicDir = fileURLToPath(new URL('../public/', import.meta.url));
const svg = readFileSync(`${publicDir}icon.svg`, 'utf8');
const BACKGROUND = '#0b6e99';

const icons = [
  { file: 'icon-192.png', size: 192, scale: 1, fill: false },
  { file: 'icon-512.png', size: 512, scale: 1, fill: false },
  // Maskable: the platform may cut a circle of 80 % of the width; the mark stays inside it.
  { file: 'icon-maskable-512.png', size: 512, scale: 0.72, fill: true },
  { file: 'apple-touch-icon.png', size: 180, scale: 0.86, fill: true },
];

const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
try {
  for (const icon of icons) {
    const page = await browser.newPage({
      viewport: { width: icon.size, height: icon.size },
      deviceScaleFactor: 1,
    });
    const inner = Math.round(icon.size * icon.scale);
    await page.setContent(
      `<html><body style="margin:0;width:${icon.size}px;height:${icon.size}px;display:grid;place-items:center;background:${icon.fill ? BACKGROUND : 'transparent'}">
        <div style="width:${inner}px;height:${inner}px">${svg.replace('<svg ', `<svg width="${inner}" height="${inner}" `)}</div>
      </body></html>`,
    );
    const png = await page.screenshot({ omitBackground: !icon.fill });
    writeFileSync(`${publicDir}${icon.file}`, png);
    console.log(`${icon.file}: ${icon.size} × ${icon.size}, ${png.length} bytes`);
    await page.close();
  }
} finally {
  await browser.close();
}
