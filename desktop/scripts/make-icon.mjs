// Writes build/icon.png (512x512) from the same drawing as build/icon.svg, with nothing but
// node:zlib: a rounded blue square with a white speech bubble (the console is about messages).
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { deflateSync } from 'node:zlib';

const SIZE = 512;
const out = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../build/icon.png');

function insideRoundedRect(x, y, left, top, right, bottom, r) {
  const cx = Math.min(Math.max(x, left + r), right - r);
  const cy = Math.min(Math.max(y, top + r), bottom - r);
  return (x - cx) ** 2 + (y - cy) ** 2 <= r * r;
}

function pixel(x, y) {
  if (!insideRoundedRect(x, y, 16, 16, 496, 496, 96)) return [0, 0, 0, 0];
  const bubble = insideRoundedRect(x, y, 112, 128, 400, 336, 56);
  // The bubble's tail: a triangle below its left half.
  const tail = y >= 330 && y <= 400 && x >= 170 && x <= 250 - (y - 330) * (80 / 70);
  const dot = [192, 256, 320].some((cx) => (x - cx) ** 2 + (y - 232) ** 2 <= 22 * 22);
  if ((bubble || tail) && !dot) return [255, 255, 255, 255];
  return [29, 78, 137, 255];
}

const raw = Buffer.alloc((SIZE * 4 + 1) * SIZE);
for (let y = 0; y < SIZE; y++) {
  const row = y * (SIZE * 4 + 1);
  raw[row] = 0; // filter: none
  for (let x = 0; x < SIZE; x++) raw.set(pixel(x, y), row + 1 + x * 4);
}

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});
function crc32(buffer) {
  let c = 0xffffffff;
  for (const byte of buffer) c = CRC_TABLE[(c ^ byte) & 0xff] ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}
function chunk(type, data) {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

const header = Buffer.alloc(13);
header.writeUInt32BE(SIZE, 0);
header.writeUInt32BE(SIZE, 4);
header[8] = 8; // bit depth
header[9] = 6; // RGBA
const png = Buffer.concat([
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
  chunk('IHDR', header),
  chunk('IDAT', deflateSync(raw, { level: 9 })),
  chunk('IEND', Buffer.alloc(0)),
]);
writeFileSync(out, png);
process.stdout.write(`wrote ${out} (${png.length} bytes)\n`);
