import type { Rng } from '../../platform/rng/rng';
import { circle, ellipse, fmt, line, mix, path, polygon, rect, shade, verticalGradient } from './demo-photo-svg';

/** 1200 × 800 canvas; everything below is laid out against these lines. */
export const WIDTH = 1200;
export const HEIGHT = 800;
export const HORIZON_Y = 585;
export const SIDEWALK_Y = 702;
export const ROAD_Y = 722;

export type TimeOfDay = 'day' | 'morning' | 'golden' | 'dusk';

/** The light of one picture: sky, greens and whether windows glow. */
export type Scene = {
  rng: Rng;
  time: TimeOfDay;
  /** Warm lit windows at dusk and golden hour. */
  lit: boolean;
  skyTop: string;
  skyBottom: string;
  hill: string;
  lawn: string;
  foliage: readonly string[];
};

const SKIES: Record<TimeOfDay, { top: string; bottom: string; hill: string; lawn: string }> = {
  day: { top: '#4f9fe3', bottom: '#d5ecfb', hill: '#8fbf86', lawn: '#78b565' },
  morning: { top: '#86bde6', bottom: '#fbe2c2', hill: '#9cc193', lawn: '#7fb66a' },
  golden: { top: '#5f7fc4', bottom: '#f7c58a', hill: '#8aa97a', lawn: '#79a85c' },
  dusk: { top: '#1d2a57', bottom: '#e0876a', hill: '#4b5e63', lawn: '#4d7350' },
};

/** Picks the time of day (mostly daylight) and the palette that goes with it. */
export function createScene(rng: Rng): Scene {
  const time = rng.weighted([
    ['day', 5],
    ['morning', 2],
    ['golden', 2],
    ['dusk', 1],
  ] as const);
  const sky = SKIES[time];
  const dim = time === 'dusk' ? -0.35 : 0;
  return {
    rng,
    time,
    lit: time === 'dusk' || (time === 'golden' && rng.chance(0.5)),
    skyTop: sky.top,
    skyBottom: sky.bottom,
    hill: sky.hill,
    lawn: sky.lawn,
    foliage: ['#4f8f4a', '#3f7d45', '#5f9e48', '#6a8f3a', '#2f6b3f'].map((c) => shade(c, dim)),
  };
}

/** Gradients every picture may reference: sky, lawn, window glass (plain and lit). */
export function sceneDefs(scene: Scene): string {
  return [
    verticalGradient('sky', [
      [0, scene.skyTop],
      [1, scene.skyBottom],
    ]),
    verticalGradient('lawn', [
      [0, scene.lawn],
      [1, shade(scene.lawn, -0.18)],
    ]),
    verticalGradient('glass', [
      [0, '#8dbbdc'],
      [1, '#e4f1fa'],
    ]),
    verticalGradient('glassLit', [
      [0, '#ffc96b'],
      [1, '#fff0c4'],
    ]),
  ].join('');
}

/** The fill for a window pane in this light. */
export const glassFill = (scene: Scene) => (scene.lit ? 'url(#glassLit)' : 'url(#glass)');

/** Sky, sun or moon, clouds and two ranges of soft hills. */
export function backdrop(scene: Scene): string {
  const { rng } = scene;
  const parts = [rect(0, 0, WIDTH, HORIZON_Y + 20, 'url(#sky)')];
  if (scene.time === 'dusk') {
    for (let i = 0; i < 18; i++)
      parts.push(circle(rng.float(0, WIDTH), rng.float(10, 260), rng.float(0.8, 2), '#ffffff', { opacity: rng.float(0.4, 0.9) }));
    parts.push(circle(rng.float(150, 1050), rng.float(90, 160), 34, '#f4f1de', { opacity: 0.95 }));
  } else {
    const low = scene.time === 'golden' || scene.time === 'morning';
    const x = rng.float(120, 1080);
    const y = low ? rng.float(330, 430) : rng.float(90, 180);
    const color = low ? '#ffd27f' : '#fff6cf';
    parts.push(circle(x, y, 95, color, { opacity: 0.18 }), circle(x, y, 62, color, { opacity: 0.3 }), circle(x, y, 40, color));
  }
  const cloudColor = scene.time === 'dusk' ? '#c98a86' : '#ffffff';
  for (let i = rng.int(2, 4); i > 0; i--) parts.push(cloud(rng, rng.float(60, 1140), rng.float(70, 300), rng.float(0.6, 1.3), cloudColor));
  parts.push(hills(rng, HORIZON_Y - 60, 70, mix(scene.hill, scene.skyBottom, 0.5)));
  parts.push(hills(rng, HORIZON_Y - 20, 45, mix(scene.hill, scene.skyBottom, 0.2)));
  return parts.join('');
}

function cloud(rng: Rng, x: number, y: number, scale: number, color: string): string {
  const puffs = [
    ellipse(x, y, 70 * scale, 26 * scale, color),
    circle(x - 30 * scale, y - 12 * scale, 28 * scale, color),
    circle(x + 12 * scale, y - 22 * scale, 36 * scale, color),
    circle(x + 48 * scale, y - 6 * scale, 24 * scale, color),
  ];
  return `<g opacity="${fmt(rng.float(0.75, 0.95))}">${puffs.join('')}</g>`;
}

/** A rolling ridge line from edge to edge, filled down to the horizon. */
function hills(rng: Rng, baseY: number, amplitude: number, color: string): string {
  let d = `M0 ${fmt(HORIZON_Y + 20)} L0 ${fmt(baseY - rng.float(0, amplitude))}`;
  const steps = rng.int(3, 5);
  for (let i = 1; i <= steps; i++) {
    const x = (WIDTH / steps) * i;
    const cx = x - WIDTH / steps / 2;
    d += ` Q${fmt(cx)} ${fmt(baseY - rng.float(amplitude * 0.5, amplitude * 1.4))} ${fmt(x)} ${fmt(baseY - rng.float(0, amplitude * 0.6))}`;
  }
  return path(`${d} L${WIDTH} ${fmt(HORIZON_Y + 20)} Z`, color);
}

/** Lawn, sidewalk, curb and a road with a dashed centre line. */
export function street(scene: Scene): string {
  const road = scene.time === 'dusk' ? '#4a4e57' : '#6d727b';
  const walk = scene.time === 'dusk' ? '#a9a39b' : '#dcd6cc';
  const dashes = Array.from({ length: 8 }, (_, i) => rect(40 + i * 150, 770, 80, 6, '#f2d16b', { opacity: 0.85 }));
  return [
    rect(0, HORIZON_Y, WIDTH, SIDEWALK_Y - HORIZON_Y, 'url(#lawn)'),
    rect(0, SIDEWALK_Y, WIDTH, ROAD_Y - SIDEWALK_Y, walk),
    rect(0, ROAD_Y - 4, WIDTH, 6, shade(walk, -0.2)),
    rect(0, ROAD_Y + 2, WIDTH, HEIGHT - ROAD_Y, road),
    ...dashes,
  ].join('');
}

/** A broadleaf tree: trunk and a cluster of overlapping crowns. */
export function roundTree(scene: Scene, x: number, baseY: number, size: number): string {
  const { rng } = scene;
  const green = rng.pick(scene.foliage);
  const trunk = rect(x - size * 0.08, baseY - size * 0.9, size * 0.16, size * 0.9, '#6b4a32');
  const crowns = [
    circle(x, baseY - size * 1.25, size * 0.55, green),
    circle(x - size * 0.38, baseY - size * 0.95, size * 0.4, shade(green, -0.08)),
    circle(x + size * 0.4, baseY - size * 1.0, size * 0.42, shade(green, 0.06)),
    circle(x + size * 0.1, baseY - size * 1.6, size * 0.36, shade(green, 0.12)),
  ];
  return trunk + crowns.join('');
}

/** A conifer: stacked triangles on a short trunk. */
export function conifer(scene: Scene, x: number, baseY: number, size: number): string {
  const green = shade(scene.rng.pick(scene.foliage), -0.1);
  const tiers = [0, 1, 2].map((i) => {
    const bottom = baseY - size * 0.2 - i * size * 0.45;
    const half = size * (0.5 - i * 0.11);
    return polygon(
      [
        [x - half, bottom],
        [x + half, bottom],
        [x, bottom - size * 0.75],
      ],
      shade(green, i * 0.06),
    );
  });
  return rect(x - size * 0.05, baseY - size * 0.3, size * 0.1, size * 0.3, '#5a3d2a') + tiers.join('');
}

/** A low rounded shrub. */
export function bush(scene: Scene, x: number, baseY: number, width: number): string {
  const green = scene.rng.pick(scene.foliage);
  return [
    ellipse(x, baseY - width * 0.22, width * 0.5, width * 0.28, green),
    ellipse(x - width * 0.2, baseY - width * 0.3, width * 0.25, width * 0.22, shade(green, 0.08)),
    ellipse(x + width * 0.22, baseY - width * 0.28, width * 0.24, width * 0.2, shade(green, -0.06)),
  ].join('');
}

/** A white picket fence from x1 to x2, leaving a gap for the front path. */
export function picketFence(x1: number, x2: number, baseY: number, gap: readonly [number, number]): string {
  const parts: string[] = [];
  for (const [from, to] of [
    [x1, gap[0]],
    [gap[1], x2],
  ] as const) {
    if (to - from < 20) continue;
    parts.push(rect(from, baseY - 34, to - from, 5, '#f4f1ea'), rect(from, baseY - 18, to - from, 5, '#f4f1ea'));
    for (let x = from; x <= to - 8; x += 18)
      parts.push(
        polygon(
          [
            [x, baseY],
            [x, baseY - 44],
            [x + 4, baseY - 50],
            [x + 8, baseY - 44],
            [x + 8, baseY],
          ],
          '#fbfaf6',
        ),
      );
  }
  return parts.join('');
}

/** A thin outline stroke for edges that need definition. */
export const edge = (x1: number, y1: number, x2: number, y2: number) => line(x1, y1, x2, y2, '#000000', 2, { opacity: 0.12 });
