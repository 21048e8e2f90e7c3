import sharp from 'sharp';
import type { MachineKind } from './data';

// Seed pictures are drawn as SVG and rasterised by sharp so the repository ships
// no binary assets and seeding never needs the network. Everything here is a pure
// function of its arguments, so re-seeding yields byte-identical images.

type Pt = readonly [number, number];

const PAL = {
  body: '#F2B705',
  shade: '#C98F00',
  accent: '#E8731A',
  dark: '#2B2B2B',
  steel: '#6E6E6E',
  glass: '#A9D3EA',
  tyre: '#1C1C1C',
  rim: '#B8B8B8',
} as const;

const JPEG_QUALITY = 80;
const FONT = 'DejaVu Sans, Liberation Sans, Arial, sans-serif';

const rect = (x: number, y: number, w: number, h: number, fill: string, rx = 0): string =>
  `<rect x="${x}" y="${y}" width="${w}" height="${h}" rx="${rx}" fill="${fill}"/>`;
const circle = (cx: number, cy: number, r: number, fill: string): string =>
  `<circle cx="${cx}" cy="${cy}" r="${r}" fill="${fill}"/>`;
const ellipse = (cx: number, cy: number, rx: number, ry: number): string =>
  `<ellipse cx="${cx}" cy="${cy}" rx="${rx}" ry="${ry}"/>`;
/** Polygon from a flat x,y list (flat so the coordinate tables stay one line each). */
const poly = (xy: readonly number[], fill: string): string =>
  `<polygon points="${xy.join(' ')}" fill="${fill}"/>`;
const bar = (a: Pt, b: Pt, width: number, stroke: string): string =>
  `<line x1="${a[0]}" y1="${a[1]}" x2="${b[0]}" y2="${b[1]}" stroke="${stroke}" ` +
  `stroke-width="${width}" stroke-linecap="round"/>`;
const group = (attrs: string, content: string): string => `<g ${attrs}>${content}</g>`;

function escapeXml(text: string): string {
  return text.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);
}

function wheel(cx: number, cy: number, r: number): string {
  // The dashed ring reads as tyre tread even at thumbnail size.
  const tread = group(
    'fill="none" stroke="#3A3A3A" stroke-width="7" stroke-dasharray="7 7"',
    `<circle cx="${cx}" cy="${cy}" r="${r - 4}"/>`,
  );
  return (
    circle(cx, cy, r, PAL.tyre) +
    tread +
    circle(cx, cy, r * 0.55, PAL.body) +
    circle(cx, cy, r * 0.4, PAL.shade) +
    circle(cx, cy, r * 0.15, PAL.dark)
  );
}

function track(x: number, y: number, w: number, h: number): string {
  const count = Math.max(3, Math.floor(w / 55));
  const step = (w - h) / (count - 1);
  const rollers = Array.from({ length: count }, (_, i) =>
    circle(x + h / 2 + i * step, y + h / 2, h * 0.28, PAL.rim),
  );
  const inner = rect(x + 7, y + 7, w - 14, h - 14, PAL.steel, (h - 14) / 2);
  return rect(x, y, w, h, PAL.tyre, h / 2) + inner + rollers.join('');
}

/** Cab with glazing; the front edge leans forward so the machine visibly faces right. */
function cab(x: number, y: number, w: number, h: number): string {
  const lean = w * 0.15;
  const glassBottom = y + h * 0.7;
  return (
    poly([x, y, x + w - lean, y, x + w, y + h, x, y + h], PAL.body) +
    poly(
      [x + 10, y + 10, x + w - lean - 6, y + 10, x + w - 12, glassBottom, x + 10, glassBottom],
      PAL.glass,
    ) +
    rect(x + w * 0.35, y - 12, 16, 12, PAL.accent, 3)
  );
}

/** Open ROPS canopy used by the small machines instead of a closed cab. */
function canopy(x: number, y: number, w: number, h: number): string {
  const post = (px: number): string => bar([px, y + 8], [px, y + h], 12, PAL.dark);
  return post(x + 8) + post(x + w - 8) + rect(x - 6, y, w + 12, 16, PAL.dark, 4);
}

/** Digging bucket hung at (x, y), curled back towards the machine. */
function bucket(x: number, y: number, s: number): string {
  const teeth = [0, 1, 2].map((i) => rect(-42 + i * 4, 62 - i * 6, 14, 8, PAL.rim, 2)).join('');
  const shell = poly([-12, -10, 30, 0, 44, 46, 22, 82, -30, 72, -38, 40], PAL.dark);
  return group(
    `transform="translate(${x} ${y}) scale(${s})"`,
    shell + teeth + circle(0, 0, 9, PAL.rim),
  );
}

/** Hydraulic ram: a thin rod sliding out of a thicker barrel. */
function ram(a: Pt, b: Pt, w: number): string {
  const mid: Pt = [a[0] + (b[0] - a[0]) * 0.55, a[1] + (b[1] - a[1]) * 0.55];
  return bar(a, mid, w, PAL.dark) + bar(mid, b, w * 0.45, PAL.rim);
}

// Every machine is drawn facing right in a 600x420 box with the ground at y=420;
// each drawer lists its shapes back to front, kept as dense coordinate tables on purpose.
// prettier-ignore
const drawers: Record<MachineKind, () => string[]> = {
  excavator: () => [
    track(40, 350, 360, 70), rect(130, 330, 180, 24, PAL.dark), rect(30, 240, 330, 95, PAL.body, 14),
    rect(18, 252, 44, 78, PAL.shade, 12), ...[90, 110, 130].map((x) => rect(x, 258, 8, 40, PAL.shade, 3)),
    cab(235, 125, 110, 120), bar([330, 280], [452, 96], 40, PAL.body), ram([300, 300], [405, 160], 14),
    bar([452, 96], [548, 292], 28, PAL.body), ram([425, 80], [520, 200], 11), bucket(548, 292, 1.15),
  ],
  'mini-excavator': () => [
    track(120, 362, 250, 58), rect(372, 356, 24, 64, PAL.body, 4), bar([340, 386], [382, 386], 10, PAL.dark),
    rect(120, 292, 230, 72, PAL.body, 24), rect(160, 250, 70, 48, PAL.dark, 8), canopy(150, 150, 170, 145),
    bar([335, 320], [430, 190], 26, PAL.body), ram([320, 345], [395, 235], 10),
    bar([430, 190], [488, 330], 20, PAL.body), bucket(488, 330, 0.8),
  ],
  'backhoe-loader': () => [
    bar([112, 315], [96, 412], 12, PAL.dark), rect(78, 408, 40, 10, PAL.dark, 3),
    bar([112, 300], [62, 110], 28, PAL.body), bar([62, 110], [30, 300], 20, PAL.body),
    ram([125, 270], [80, 160], 10), bucket(30, 300, 0.75),
    rect(100, 262, 345, 78, PAL.body, 10), rect(380, 228, 110, 82, PAL.body, 14), rect(470, 245, 20, 12, PAL.glass, 3),
    bar([410, 228], [410, 200], 10, PAL.dark), cab(200, 110, 160, 155), wheel(205, 345, 75), wheel(445, 372, 48),
    bar([340, 255], [535, 330], 22, PAL.shade), poly([520, 290, 588, 292, 596, 404, 512, 410], PAL.dark),
  ],
  'wheel-loader': () => [
    rect(60, 245, 230, 105, PAL.body, 12), rect(40, 260, 32, 82, PAL.shade, 10), rect(60, 200, 150, 55, PAL.body, 10),
    bar([90, 200], [90, 168], 10, PAL.dark), cab(200, 92, 120, 160), rect(290, 268, 150, 76, PAL.body, 10),
    wheel(160, 345, 75), wheel(400, 345, 75), bar([310, 240], [492, 318], 30, PAL.shade), ram([330, 300], [450, 270], 12),
    poly([470, 238, 572, 250, 592, 412, 466, 412, 452, 330], PAL.dark), rect(466, 404, 126, 10, PAL.rim, 3),
  ],
  roller: () => [
    ...[140, 450].map((cx) =>
      circle(cx, 350, 70, PAL.steel) + circle(cx, 350, 58, '#8A8A8A') + circle(cx, 350, 20, PAL.dark) +
      rect(cx - 78, 270, 156, 40, PAL.dark, 8)),
    rect(80, 215, 440, 90, PAL.body, 18), rect(110, 232, 110, 50, PAL.shade, 8), rect(250, 180, 100, 40, PAL.dark, 8),
    bar([350, 190], [375, 160], 8, PAL.dark), canopy(220, 75, 160, 145), rect(408, 200, 70, 18, PAL.accent, 4),
  ],
  telehandler: () => [
    rect(70, 280, 440, 62, PAL.body, 12), bar([96, 250], [470, 138], 38, PAL.body), bar([440, 147], [548, 115], 26, PAL.shade),
    rect(544, 90, 14, 120, PAL.dark, 3), rect(544, 196, 56, 10, PAL.dark, 2), ram([230, 280], [330, 196], 12),
    cab(190, 148, 110, 140), rect(330, 238, 150, 46, PAL.shade, 10), wheel(150, 360, 60), wheel(440, 360, 60),
  ],
  'aerial-platform': () => [
    rect(115, 315, 370, 62, PAL.accent, 10), rect(150, 330, 90, 30, PAL.shade, 6),
    ...[320, 252, 184].map((y) => bar([160, y], [440, y - 68], 13, PAL.dark) + bar([440, y], [160, y - 68], 13, PAL.steel)),
    rect(110, 100, 380, 22, PAL.body, 4), bar([110, 38], [490, 38], 8, PAL.body), bar([110, 70], [490, 70], 6, PAL.body),
    ...[110, 237, 363, 490].map((x) => bar([x, 38], [x, 100], 8, PAL.body)), wheel(175, 385, 34), wheel(425, 385, 34),
  ],
  dumper: () => [
    rect(90, 285, 420, 55, PAL.body, 10), rect(80, 222, 170, 78, PAL.body, 12), rect(150, 192, 60, 32, PAL.dark, 6),
    bar([100, 226], [100, 92], 13, PAL.dark), bar([100, 92], [236, 92], 13, PAL.dark), bar([236, 92], [236, 226], 13, PAL.dark),
    bar([245, 205], [285, 175], 8, PAL.dark),
    poly([300, 205, 566, 168, 548, 300, 330, 300], PAL.accent), poly([316, 215, 548, 184, 540, 224, 324, 238], '#C4560D'),
    wheel(170, 358, 62), wheel(440, 358, 62),
  ],
};

/** Places a machine with its left foot at (x, groundY); mirroring keeps that anchor. */
function placeMachine(
  kind: MachineKind,
  x: number,
  groundY: number,
  scale: number,
  mirror = false,
): string {
  const flip = mirror ? `translate(${600 * scale} 0) scale(-1 1)` : '';
  const transform = `transform="translate(${x} ${groundY - 420 * scale}) ${flip} scale(${scale})"`;
  return group(transform, drawers[kind]().join(''));
}

function groundShadow(cx: number, cy: number, rx: number): string {
  return group('fill="#000000" fill-opacity="0.18"', ellipse(cx, cy, rx, Math.max(6, rx * 0.05)));
}

function sky(top: string, bottom: string, w: number, h: number): string {
  const stops = `<stop offset="0" stop-color="${top}"/><stop offset="1" stop-color="${bottom}"/>`;
  const gradient = `<linearGradient id="sky" x1="0" y1="0" x2="0" y2="1">${stops}</linearGradient>`;
  return `<defs>${gradient}</defs>${rect(0, 0, w, h, 'url(#sky)')}`;
}

function cloud(x: number, y: number, s: number): string {
  const puffs = ellipse(0, 0, 60, 24) + ellipse(40, -14, 44, 28) + ellipse(-34, -8, 34, 20);
  return group(
    `transform="translate(${x} ${y}) scale(${s})" fill="#FFFFFF" fill-opacity="0.85"`,
    puffs,
  );
}

function sun(x: number, y: number, r: number, fill: string): string {
  return group('fill-opacity="0.25"', circle(x, y, r * 1.6, fill)) + circle(x, y, r, fill);
}

function svgDocument(w: number, h: number, body: string): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}">${body}</svg>`;
}

function toJpeg(svg: string): Promise<Buffer> {
  return sharp(Buffer.from(svg)).jpeg({ quality: JPEG_QUALITY }).toBuffer();
}

/** Any integer index picks an entry, so callers never hit a missing picture. */
function pickCyclic<T>(list: readonly T[], index: number): T {
  const item = list[((Math.trunc(index) % list.length) + list.length) % list.length];
  if (item === undefined) throw new Error('picture table is empty');
  return item;
}

interface Look {
  sky: readonly [string, string];
  ground: string;
  hills: string;
  sun: string;
  sunAt: Pt;
  clouds: readonly Pt[];
  zoom: number;
  focus: Pt;
  mirror: boolean;
}

// Gallery views differ in time of day, side and framing so they don't look like duplicates.
// prettier-ignore
const LOOKS: readonly Look[] = [
  { sky: ['#6EC1F0', '#E3F4FF'], ground: '#B89B72', hills: '#8DBF7A', sun: '#FFE27A', sunAt: [650, 130], clouds: [[170, 140], [470, 90]], zoom: 1, focus: [400, 400], mirror: false },
  { sky: ['#F08A4B', '#FFE0B2'], ground: '#A48462', hills: '#B9876A', sun: '#FFF1B8', sunAt: [160, 250], clouds: [[560, 110]], zoom: 1.45, focus: [420, 430], mirror: false },
  { sky: ['#8FA6BB', '#E4EBF0'], ground: '#9C8F7E', hills: '#7D9A8A', sun: '#F4F4F4', sunAt: [120, 110], clouds: [[300, 120], [620, 170], [520, 70]], zoom: 0.85, focus: [400, 400], mirror: true },
  { sky: ['#34507E', '#C9B6D8'], ground: '#7E6C58', hills: '#5C6E8C', sun: '#FFF6D8', sunAt: [680, 110], clouds: [], zoom: 1.7, focus: [520, 450], mirror: true },
];

function caption(text: string, size: number): string {
  // Rough DejaVu Sans advance width at 18px; the backdrop only needs to be close.
  const backdrop = rect(16, size - 50, Math.round(text.length * 10.5 + 24), 34, '#000000', 6);
  const attrs = `x="28" y="${size - 27}" font-family="${FONT}" font-size="18" fill="#FFFFFF"`;
  return group('fill-opacity="0.45"', backdrop) + `<text ${attrs}>${escapeXml(text)}</text>`;
}

/**
 * A square 800x800 JPEG drawing of a machine of that kind; variant 0 is the header
 * photo, 1..3 gallery views (other sky, side and zoom), with the label small in a corner.
 */
export async function renderMachinePicture(
  kind: MachineKind,
  variant: number,
  label: string,
): Promise<Buffer> {
  const size = 800;
  const look = pickCyclic(LOOKS, variant);
  const sx = look.mirror ? -look.zoom : look.zoom;
  // World coords: the machine stands on y=620; hills and ground zoom along with it.
  const camera = `translate(${size / 2} ${size / 2}) scale(${sx} ${look.zoom}) translate(${-look.focus[0]} ${-look.focus[1]})`;
  const hills =
    ellipse(150, 620, 320, 95) + ellipse(620, 620, 380, 125) + ellipse(1050, 620, 260, 70);
  const world =
    group(`fill="${look.hills}"`, hills) +
    rect(-3000, 618, 7000, 3000, look.ground) +
    group('fill-opacity="0.08"', rect(-3000, 660, 7000, 14, '#000000')) +
    groundShadow(400, 622, 330) +
    placeMachine(kind, 100, 620, 1);
  const body =
    sky(look.sky[0], look.sky[1], size, size) +
    sun(look.sunAt[0], look.sunAt[1], 46, look.sun) +
    look.clouds.map(([x, y]) => cloud(x, y, 1)).join('') +
    group(`transform="${camera}"`, world) +
    caption(label, size);
  return toJpeg(svgDocument(size, size, body));
}

function towerCrane(x: number, top: number, groundY: number, jib: number): string {
  const [mastW, colour, hookX] = [26, PAL.accent, x + jib * 0.7];
  const apex: Pt = [x + mastW / 2, top - 50];
  const zigzag: string[] = [];
  for (let y = groundY, i = 0; y > top; y -= 26, i++)
    zigzag.push(`${i % 2 === 0 ? x : x + mastW},${y}`);
  return (
    bar([x, groundY], [x, top], 4, colour) +
    bar([x + mastW, groundY], [x + mastW, top], 4, colour) +
    `<polyline points="${zigzag.join(' ')}" fill="none" stroke="${colour}" stroke-width="2.5"/>` +
    bar(apex, [x + jib, top], 2, colour) +
    bar(apex, [x - jib * 0.3, top], 2, colour) +
    rect(x - jib * 0.3, top - 4, jib * 1.3, 14, colour) +
    rect(x + 2, top - 50, mastW - 4, 50, colour) +
    rect(x - jib * 0.3, top + 10, 50, 34, PAL.steel) +
    rect(x + mastW, top + 10, 30, 26, PAL.glass) +
    bar([hookX, top + 10], [hookX, top + 150], 2, PAL.dark) +
    rect(hookX - 30, top + 150, 60, 24, '#9A6B3F')
  );
}

function building(x: number, groundY: number, floors: number, width: number): string {
  const [floorH, scaffold, pole] = [46, '#3F6FA6', x + width + 8];
  const parts: string[] = [];
  for (let f = 0; f < floors; f++) {
    const y = groundY - (f + 1) * floorH;
    parts.push(rect(x, y, width, 8, '#9E9E9E'));
    for (let c = 0; c <= 4; c++) {
      parts.push(rect(x + (c * (width - 12)) / 4, y + 8, 12, floorH - 8, '#B5B5B5'));
    }
    // Walls only on the lower floors, bare frame on top: reads as "under construction".
    if (f < floors - 2) parts.push(rect(x + 12, y + 8, width - 24, floorH - 8, '#C9C2B6'));
    parts.push(bar([pole - 4, y], [pole + 32, y], 3, scaffold));
  }
  const topY = groundY - floors * floorH;
  parts.push(bar([pole, groundY], [pole, topY], 3, scaffold));
  parts.push(bar([pole + 28, groundY], [pole + 28, topY], 3, scaffold));
  return parts.join('');
}

function skyline(seed: number, groundY: number, colour: string): string {
  // A fixed linear congruential sequence keeps the skyline varied yet deterministic.
  const blocks: string[] = [];
  let v = seed * 7919 + 13;
  for (let x = 0; x < 1600;) {
    v = (v * 1103515245 + 12345) % 2147483648;
    const w = 50 + (v % 70);
    const h = 40 + ((v >> 8) % 110);
    blocks.push(rect(x, groundY - h, w - 6, h, colour));
    x += w;
  }
  return group('opacity="0.35"', blocks.join(''));
}

interface BannerScene {
  sky: readonly [string, string];
  sun: string;
  sunAt: Pt;
  ground: string;
  skylineColour: string;
  clouds: readonly Pt[];
  cranes: readonly { x: number; top: number; jib: number }[];
  building: { x: number; floors: number; width: number };
  machines: readonly { kind: MachineKind; x: number; scale: number; mirror?: boolean }[];
}

// prettier-ignore
const BANNERS: readonly BannerScene[] = [
  {
    sky: ['#5FB6EC', '#E3F4FF'], sun: '#FFE27A', sunAt: [260, 110], ground: '#B89B72', skylineColour: '#5A7A99',
    clouds: [[520, 90], [1000, 150]],
    cranes: [{ x: 1120, top: 70, jib: 380 }], building: { x: 1230, floors: 6, width: 240 },
    machines: [{ kind: 'excavator', x: 140, scale: 0.62 }, { kind: 'dumper', x: 600, scale: 0.45, mirror: true }],
  },
  {
    sky: ['#E9743B', '#FFD9A0'], sun: '#FFF3C4', sunAt: [1480, 130], ground: '#9C7A58', skylineColour: '#7A4A3A',
    clouds: [[690, 90], [880, 150]],
    cranes: [{ x: 360, top: 60, jib: 420 }], building: { x: 60, floors: 7, width: 250 },
    machines: [{ kind: 'wheel-loader', x: 720, scale: 0.6 }, { kind: 'roller', x: 1130, scale: 0.5, mirror: true }],
  },
  {
    sky: ['#4E6399', '#F4C6A8'], sun: '#FFF6D8', sunAt: [100, 330], ground: '#8A7560', skylineColour: '#3B4566',
    clouds: [[860, 90], [760, 150], [1180, 60]],
    cranes: [{ x: 240, top: 90, jib: 340 }, { x: 1340, top: 50, jib: 240 }], building: { x: 1060, floors: 5, width: 220 },
    machines: [
      { kind: 'telehandler', x: 430, scale: 0.55 }, { kind: 'backhoe-loader', x: 760, scale: 0.52, mirror: true },
      { kind: 'aerial-platform', x: 1400, scale: 0.3 },
    ],
  },
];

/** A 1600x500 JPEG banner: a construction-site scene; indexes 0..2 differ visibly. */
export async function renderBannerPicture(index: number): Promise<Buffer> {
  const scene = pickCyclic(BANNERS, index);
  const [w, h, groundY] = [1600, 500, 410];
  const machines = scene.machines.map(
    (m) =>
      groundShadow(m.x + 300 * m.scale, groundY + 22, 300 * m.scale) +
      placeMachine(m.kind, m.x, groundY + 20, m.scale, m.mirror),
  );
  const body =
    sky(scene.sky[0], scene.sky[1], w, h) +
    sun(scene.sunAt[0], scene.sunAt[1], 52, scene.sun) +
    scene.clouds.map(([x, y], i) => cloud(x, y, i === 0 ? 1.1 : 0.8)).join('') +
    skyline(scene.sunAt[0], groundY, scene.skylineColour) +
    building(scene.building.x, groundY, scene.building.floors, scene.building.width) +
    scene.cranes.map((c) => towerCrane(c.x, c.top, groundY, c.jib)).join('') +
    rect(0, groundY - 2, w, h - groundY + 2, scene.ground) +
    machines.join('');
  return toJpeg(svgDocument(w, h, body));
}
