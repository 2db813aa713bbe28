// The social-share image (1200×630 PNG, og:image / twitter:image): the agency's shield mark and name on navy,
// drawn pixel by pixel and encoded with node:zlib — made here, nothing downloaded.
import { deflateSync } from 'node:zlib';

const WIDTH = 1200;
const HEIGHT = 630;
const NAVY = [16, 42, 76];
const NAVY_LIGHT = [28, 61, 104];
const TEAL = [20, 184, 166];
const WHITE = [255, 255, 255];
const MIST = [191, 219, 254];

// 5×7 capitals (rows top to bottom, 5 bits each, leftmost bit first).
const GLYPHS = {
  A: ['01110', '10001', '10001', '11111', '10001', '10001', '10001'],
  B: ['11110', '10001', '10001', '11110', '10001', '10001', '11110'],
  C: ['01110', '10001', '10000', '10000', '10000', '10001', '01110'],
  D: ['11110', '10001', '10001', '10001', '10001', '10001', '11110'],
  E: ['11111', '10000', '10000', '11110', '10000', '10000', '11111'],
  F: ['11111', '10000', '10000', '11110', '10000', '10000', '10000'],
  G: ['01110', '10001', '10000', '10111', '10001', '10001', '01111'],
  H: ['10001', '10001', '10001', '11111', '10001', '10001', '10001'],
  I: ['01110', '00100', '00100', '00100', '00100', '00100', '01110'],
  L: ['10000', '10000', '10000', '10000', '10000', '10000', '11111'],
  M: ['10001', '11011', '10101', '10101', '10001', '10001', '10001'],
  N: ['10001', '11001', '10101', '10011', '10001', '10001', '10001'],
  O: ['01110', '10001', '10001', '10001', '10001', '10001', '01110'],
  P: ['11110', '10001', '10001', '11110', '10000', '10000', '10000'],
  R: ['11110', '10001', '10001', '11110', '10100', '10010', '10001'],
  S: ['01111', '10000', '10000', '01110', '00001', '00001', '11110'],
  T: ['11111', '00100', '00100', '00100', '00100', '00100', '00100'],
  U: ['10001', '10001', '10001', '10001', '10001', '10001', '01110'],
  Y: ['10001', '10001', '01010', '00100', '00100', '00100', '00100'],
  ',': ['00000', '00000', '00000', '00000', '00110', '00100', '01000'],
  '·': ['00000', '00000', '00000', '00100', '00000', '00000', '00000'],
  ' ': ['00000', '00000', '00000', '00000', '00000', '00000', '00000'],
};

function inPolygon(x, y, points) {
  let inside = false;
  for (let i = 0, j = points.length - 1; i < points.length; j = i++) {
    const [xi, yi] = points[i];
    const [xj, yj] = points[j];
    if (yi > y !== yj > y && x < ((xj - xi) * (y - yi)) / (yj - yi) + xi) inside = !inside;
  }
  return inside;
}

/** The favicon's shield outline (32-unit box), scaled and placed: top edge, sides, curved point. */
function shield(cx, top, scale, inset = 0) {
  const s = (v) => v * scale;
  const points = [
    [cx, top + s(2 + inset)],
    [cx + s(12 - inset), top + s(7 + inset * 0.6)],
    [cx + s(12 - inset), top + s(15)],
  ];
  for (let t = 0; t <= 1; t += 0.05) points.push([cx + s((12 - inset) * (1 - t)), top + s(15 + (15 - inset * 1.2) * Math.sin((t * Math.PI) / 2))]);
  const right = points.slice(1);
  const left = right.map(([x, y]) => [2 * cx - x, y]).reverse();
  return [points[0], ...right, ...left];
}

export function socialImagePng() {
  const pixels = Buffer.alloc(WIDTH * HEIGHT * 3);
  const set = (x, y, [r, g, b]) => {
    if (x < 0 || y < 0 || x >= WIDTH || y >= HEIGHT) return;
    const at = (y * WIDTH + x) * 3;
    pixels[at] = r;
    pixels[at + 1] = g;
    pixels[at + 2] = b;
  };
  for (let y = 0; y < HEIGHT; y += 1) for (let x = 0; x < WIDTH; x += 1) set(x, y, x > 760 ? NAVY_LIGHT : NAVY);
  // Teal band at the bottom.
  for (let y = HEIGHT - 24; y < HEIGHT; y += 1) for (let x = 0; x < WIDTH; x += 1) set(x, y, TEAL);

  const outer = shield(980, 150, 10);
  const inner = shield(980, 150 + 40, 10 * 0.7);
  for (let y = 120; y < 500; y += 1) {
    for (let x = 800; x < 1160; x += 1) {
      if (inPolygon(x + 0.5, y + 0.5, inner)) set(x, y, TEAL);
      else if (inPolygon(x + 0.5, y + 0.5, outer)) set(x, y, WHITE);
    }
  }

  const text = (line, x0, y0, size, color) => {
    let x = x0;
    for (const char of line) {
      const glyph = GLYPHS[char] ?? GLYPHS[' '];
      glyph.forEach((row, gy) => {
        [...row].forEach((bit, gx) => {
          if (bit !== '1') return;
          for (let dy = 0; dy < size; dy += 1) for (let dx = 0; dx < size; dx += 1) set(x + gx * size + dx, y0 + gy * size + dy, color);
        });
      });
      x += 6 * size;
    }
  };
  text('HARBOR POINT', 80, 180, 9, WHITE);
  text('INSURANCE AGENCY', 80, 270, 6, MIST);
  for (let y = 350; y < 356; y += 1) for (let x = 80; x < 200; x += 1) set(x, y, TEAL);
  text('INDEPENDENT AGENCY · MILFORD, CT', 80, 390, 3, MIST);

  // PNG: signature, IHDR, IDAT (filter byte 0 per row), IEND.
  const raw = Buffer.alloc((WIDTH * 3 + 1) * HEIGHT);
  for (let y = 0; y < HEIGHT; y += 1) pixels.copy(raw, y * (WIDTH * 3 + 1) + 1, y * WIDTH * 3, (y + 1) * WIDTH * 3);
  const header = Buffer.alloc(13);
  header.writeUInt32BE(WIDTH, 0);
  header.writeUInt32BE(HEIGHT, 4);
  header.set([8, 2, 0, 0, 0], 8);
  return Buffer.concat([
    Buffer.from([137, 80, 78, 71, 13, 10, 26, 10]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(raw, { level: 9 })),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k += 1) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

function crc32(buffer) {
  let c = 0xffffffff;
  for (const byte of buffer) c = CRC_TABLE[(c ^ byte) & 0xff] ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}

function chunk(type, data) {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length, 0);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body), 0);
  return Buffer.concat([length, body, crc]);
}
