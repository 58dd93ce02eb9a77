import type { Rng } from '../../platform/rng/rng';
import { DOORS, houseWindow } from './demo-photo-house';
import { bush, conifer, edge, glassFill, HORIZON_Y, roundTree, SIDEWALK_Y, type Scene } from './demo-photo-scene';
import { circle, ellipse, line, mix, polygon, rect, shade } from './demo-photo-svg';

const ROW_COLORS = ['#7a4a3a', '#a4513b', '#b9643f', '#efe3c8', '#a9c4d8', '#b7c8a8', '#e3b7a8', '#9aa0a6', '#d9c28f'];
const BLOCK_COLORS = ['#a4513b', '#c9c1b3', '#e8e2d6', '#5f6b7a', '#d6b48c', '#8a9a8f'];

/** A row of three or four attached townhouses with stoops, cornices and varied colours. */
export function townhouseRow(scene: Scene): string {
  const { rng } = scene;
  const units = rng.int(3, 4);
  const unitW = rng.int(175, 215);
  const x0 = (1200 - units * unitW) / 2 + rng.int(-30, 30);
  const baseY = 668;
  const mansard = rng.chance(0.3);
  const trim = rng.pick(['#f4efe4', '#ffffff', '#e6dccb']);
  const parts: string[] = [roundTree(scene, x0 - 60, baseY - 20, 150), roundTree(scene, x0 + units * unitW + 60, baseY - 20, 140)];
  for (let i = 0; i < units; i++) {
    const ux = x0 + i * unitW;
    // Ground floor (stoop, door) is 200 high, each floor above 108, plus the cornice band.
    const floors = rng.int(3, 4);
    const h = 200 + (floors - 1) * 108 + rng.int(16, 40);
    const top = baseY - h;
    const color = rng.pick(ROW_COLORS);
    if (mansard) {
      parts.push(
        polygon(
          [
            [ux, top],
            [ux + unitW, top],
            [ux + unitW - 14, top - 70],
            [ux + 14, top - 70],
          ],
          '#3f464f',
        ),
      );
      parts.push(rect(ux + unitW / 2 - 24, top - 58, 48, 46, trim), rect(ux + unitW / 2 - 17, top - 51, 34, 39, glassFill(scene)));
    }
    parts.push(rect(ux, top, unitW, h, color), rect(ux - 4, top - 18, unitW + 8, 18, shade(color, -0.35)));
    for (let d = ux + 4; d < ux + unitW - 8; d += 14) parts.push(rect(d, top - 4, 7, 6, shade(color, -0.2)));
    const doorLeft = i % 2 === 0;
    for (let f = 0; f < floors; f++) {
      const y = f === 0 ? baseY - 150 : baseY - 200 - f * 108 + 16;
      for (const at of f === 0 ? [doorLeft ? 0.7 : 0.3] : [0.3, 0.7]) {
        const wx = ux + unitW * at - 23;
        parts.push(rect(wx - 8, y - 16, 62, 10, shade(color, 0.35)), houseWindow(scene, wx, y, 46, 82, { modern: false, trim }));
      }
    }
    const doorX = ux + unitW * (doorLeft ? 0.3 : 0.7) - 26;
    const doorTop = baseY - 44 - 116;
    parts.push(rect(doorX - 8, doorTop - 26, 68, 142, trim), rect(doorX, doorTop, 52, 116, rng.pick(DOORS)));
    parts.push(rect(doorX + 6, doorTop - 20, 40, 14, glassFill(scene)), circle(doorX + 42, doorTop + 64, 3.5, '#d8b44a'));
    // The stoop: steps down from the raised door to the sidewalk, with a railing each side.
    for (let s = 0; s < 4; s++) parts.push(rect(doorX - 6 - s * 6, baseY - 44 + s * 11, 64 + s * 12, 11, shade('#b8b0a4', -s * 0.04)));
    parts.push(
      line(doorX - 8, baseY - 60, doorX - 30, baseY + 2, '#2a2a2a', 3),
      line(doorX + 60, baseY - 60, doorX + 82, baseY + 2, '#2a2a2a', 3),
    );
    parts.push(edge(ux, top, ux, baseY));
  }
  parts.push(rect(x0 - 10, baseY, units * unitW + 20, SIDEWALK_Y - baseY, '#cfc8bc'));
  for (let i = 0; i < units; i++)
    if (rng.chance(0.6)) parts.push(bush(scene, x0 + i * unitW + unitW * (i % 2 === 0 ? 0.78 : 0.22), baseY + 12, 60));
  if (rng.chance(0.7))
    parts.push(roundTree(scene, rng.pick([x0 + unitW * 0.9, x0 + unitW * (units - 0.9)]), SIDEWALK_Y + 8, rng.int(130, 160)));
  return parts.join('');
}

function skyline(scene: Scene, rng: Rng, baseY: number): string {
  const haze = mix('#8a93a3', scene.skyBottom, 0.45);
  const parts: string[] = [];
  for (let x = rng.int(-60, 0); x < 1200; x += rng.int(110, 190)) {
    const w = rng.int(100, 170);
    const h = rng.int(180, 430);
    const tone = shade(haze, rng.float(-0.12, 0.08));
    parts.push(rect(x, baseY - h, w, h, tone));
    for (let y = baseY - h + 16; y < baseY - 30; y += 26) {
      for (let wx = x + 12; wx < x + w - 14; wx += 22)
        parts.push(rect(wx, y, 10, 14, scene.lit ? '#f5d28a' : shade(tone, 0.25), { opacity: 0.5 }));
    }
  }
  return parts.join('');
}

/** A mid-rise apartment building in front of a hazy skyline: window grid, balconies, lobby. */
export function apartmentBlock(scene: Scene): string {
  const { rng } = scene;
  const baseY = 672;
  const w = rng.int(560, 700);
  const x0 = (1200 - w) / 2 + rng.int(-40, 40);
  const floorH = 58;
  const floors = rng.int(4, 6);
  const lobbyH = 92;
  const top = baseY - lobbyH - floors * floorH;
  const color = rng.pick(BLOCK_COLORS);
  const frame = rng.chance(0.5) ? '#2b2f33' : '#f4f1ea';
  const balconies = rng.chance(0.55);
  const cols = Math.floor((w - 40) / 78);
  const colW = (w - 40) / cols;
  const parts = [skyline(scene, rng, HORIZON_Y + 10)];
  parts.push(rect(x0, top, w, baseY - top, color), rect(x0 - 8, top - 16, w + 16, 18, shade(color, -0.3)));
  if (rng.chance(0.45)) {
    const tx = x0 + w * rng.float(0.15, 0.7);
    parts.push(line(tx + 8, top - 16, tx + 8, top - 50, '#3a3a3a', 4), line(tx + 56, top - 16, tx + 56, top - 50, '#3a3a3a', 4));
    parts.push(
      rect(tx, top - 120, 64, 72, '#8b6b4f'),
      polygon(
        [
          [tx - 4, top - 120],
          [tx + 68, top - 120],
          [tx + 32, top - 150],
        ],
        '#5a4634',
      ),
    );
  } else {
    parts.push(rect(x0 + w * 0.6, top - 52, 110, 36, shade(color, -0.15)));
  }
  for (let f = 0; f < floors; f++) {
    const y = top + 14 + f * floorH;
    for (let c = 0; c < cols; c++) {
      const wx = x0 + 20 + c * colW + (colW - 50) / 2;
      parts.push(rect(wx - 4, y - 4, 58, 42, frame), rect(wx, y, 50, 34, glassFill(scene)), line(wx + 25, y, wx + 25, y + 34, frame, 3));
      if (balconies && c % 2 === 1) {
        parts.push(rect(wx - 10, y + 38, 70, 6, shade(color, -0.25)), rect(wx - 10, y + 22, 70, 16, '#ffffff', { opacity: 0.25 }));
        for (let b = wx - 8; b < wx + 60; b += 10) parts.push(line(b, y + 22, b, y + 38, '#2f2f2f', 1.5));
      }
    }
  }
  // The lobby: a glass storefront band with an awning over the entrance.
  const lobbyY = baseY - lobbyH;
  parts.push(
    rect(x0, lobbyY, w, lobbyH, shade(color, -0.12)),
    rect(x0 + 16, lobbyY + 14, w - 32, lobbyH - 14, glassFill(scene), { opacity: 0.85 }),
  );
  for (let x = x0 + 16; x <= x0 + w - 16; x += 72) parts.push(line(x, lobbyY + 14, x, baseY, '#2b2f33', 4));
  const doorX = x0 + w / 2 - 40;
  parts.push(
    rect(doorX - 30, lobbyY - 8, 140, 22, rng.pick(['#1f3a5f', '#7a2e4a', '#2f6f6a', '#222222'])),
    rect(doorX, lobbyY + 26, 80, lobbyH - 26, '#2b2f33', { opacity: 0.7 }),
  );
  parts.push(edge(x0, top, x0, baseY), edge(x0 + w, top, x0 + w, baseY), rect(x0 - 20, baseY, w + 40, SIDEWALK_Y - baseY, '#cfc8bc'));
  for (const x of [x0 + 40, x0 + w - 40]) parts.push(rect(x - 24, baseY - 26, 48, 26, '#6e6259'), bush(scene, x, baseY - 20, 52));
  if (rng.chance(0.8))
    parts.push(
      roundTree(scene, rng.int(60, 180), SIDEWALK_Y + 10, rng.int(140, 180)),
      roundTree(scene, rng.int(1020, 1140), SIDEWALK_Y + 10, rng.int(140, 180)),
    );
  return parts.join('');
}

/** An empty lot for sale: meadow, scattered trees, a post-and-wire fence, a blank sign and a track. */
export function openLot(scene: Scene): string {
  const { rng } = scene;
  const trackX = rng.int(380, 820);
  const parts = [
    polygon(
      [
        [trackX - 10, HORIZON_Y + 20],
        [trackX + 10, HORIZON_Y + 20],
        [trackX + 120, SIDEWALK_Y],
        [trackX - 80, SIDEWALK_Y],
      ],
      '#c9b18a',
      { opacity: 0.8 },
    ),
  ];
  const flowers = ['#f4d03f', '#ffffff', '#b57edc', '#f08a5d'];
  for (let i = 0; i < 60; i++)
    parts.push(circle(rng.int(0, 1200), rng.int(HORIZON_Y + 30, SIDEWALK_Y - 10), rng.float(2, 4.5), rng.pick(flowers), { opacity: 0.9 }));
  // Trees stand clear of the track and are drawn far to near, so nearer ones overlap.
  const trees = Array.from({ length: rng.int(4, 7) }, () => {
    const side = rng.chance(0.5) ? rng.int(30, trackX - 140) : rng.int(trackX + 160, 1170);
    return { x: side, depth: rng.next(), round: rng.chance(0.55) };
  }).sort((a, b) => a.depth - b.depth);
  for (const t of trees) {
    const baseY = HORIZON_Y + 10 + t.depth * 70;
    const size = 55 + t.depth * 85;
    parts.push(t.round ? roundTree(scene, t.x, baseY, size) : conifer(scene, t.x, baseY, size * 1.3));
  }
  const fenceY = SIDEWALK_Y - 10;
  parts.push(line(0, fenceY - 40, 1200, fenceY - 40, '#6b5a48', 2), line(0, fenceY - 22, 1200, fenceY - 22, '#6b5a48', 2));
  for (let x = 20; x < 1200; x += 90) if (Math.abs(x - trackX) > 80) parts.push(rect(x - 5, fenceY - 52, 10, 56, '#7a5c3e'));
  const signX = trackX + (rng.chance(0.5) ? -220 : 200);
  const board = rng.pick(['#c8302c', '#1f5e9e', '#2f6f4a']);
  parts.push(
    rect(signX - 6, fenceY - 190, 12, 190, '#5a4634'),
    rect(signX - 90, fenceY - 200, 180, 100, board),
    rect(signX - 80, fenceY - 190, 160, 80, 'none', { stroke: '#ffffff', 'stroke-width': 4 }),
  );
  parts.push(ellipse(signX, fenceY + 2, 30, 6, '#000000', { opacity: 0.12 }));
  return parts.join('');
}
