// Writes the installed app's icons (apps/web/public/icons/*.png) from the logo (apps/web/public/favicon.svg).
// The PNGs are committed; run this again only when the logo changes: node apps/web/scripts/make-icons.mjs
import { mkdirSync, readFileSync } from 'node:fs';
import sharp from 'sharp';

const publicDir = new URL('../public/', import.meta.url);
const logo = readFileSync(new URL('favicon.svg', publicDir), 'utf8');
const THEME = '#047857'; // the logo's emerald, the manifest's theme_color

// The logo's truck and wheels without its rounded tile, on a full square: what maskable icons and iOS need, since
// the platform cuts its own shape. The artwork is scaled into the inner 80% (the maskable safe zone).
const artwork = logo.replace(/<rect[^>]*\/>/, '');
const fullBleed = (scale) =>
  artwork.replace(
    /(<svg[^>]*>)([\s\S]*)(<\/svg>)/,
    `$1<rect width="64" height="64" fill="${THEME}"/><g transform="translate(${32 - 32 * scale} ${32 - 32 * scale}) scale(${scale})">$2</g>$3`,
  );

const outDir = new URL('icons/', publicDir);
mkdirSync(outDir, { recursive: true });
const icons = [
  { file: 'icon-192.png', svg: logo, size: 192 },
  { file: 'icon-512.png', svg: logo, size: 512 },
  { file: 'icon-maskable-512.png', svg: fullBleed(0.8), size: 512 },
  { file: 'apple-touch-icon.png', svg: fullBleed(0.9), size: 180 },
];
for (const { file, svg, size } of icons) {
  await sharp(Buffer.from(svg), { density: (72 * size) / 64 })
    .resize(size, size)
    .png({ compressionLevel: 9, palette: true })
    .toFile(new URL(file, outDir).pathname);
}
