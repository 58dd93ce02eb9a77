import { bush, conifer, edge, glassFill, picketFence, roundTree, SIDEWALK_Y, type Scene } from './demo-photo-scene';
import { circle, line, polygon, rect, shade } from './demo-photo-svg';

/** Shared by the building renderers: facade, roof, trim and door colours that go together. */
export const WALLS = ['#f3efe6', '#e8d9b5', '#c9d8e6', '#d7e3cf', '#f2d4b6', '#b5533f', '#9fb4c7', '#e7c873', '#7f948d', '#dcdad5'];
export const ROOFS = ['#5a5f66', '#3e4349', '#7b4b3a', '#4b5a6b', '#2f3a45', '#6e5a4b'];
export const DOORS = ['#b3262d', '#1f3a5f', '#2f6f6a', '#e0a526', '#222222', '#4a6b3a', '#7a2e4a'];
const TERRACOTTA = '#b8643f';

type RoofType = 'gable' | 'hip' | 'flat' | 'gambrel' | 'shed';

/** A framed window; modern houses get big dark-framed panes, older ones mullions and maybe shutters. */
export function houseWindow(
  scene: Scene,
  x: number,
  y: number,
  w: number,
  h: number,
  o: { modern: boolean; trim: string; shutter?: string },
): string {
  const frame = o.modern ? '#2b2f33' : o.trim;
  const parts = [rect(x - 5, y - 5, w + 10, h + 10, frame), rect(x, y, w, h, glassFill(scene))];
  if (!o.modern) parts.push(line(x + w / 2, y, x + w / 2, y + h, frame, 4), line(x, y + h / 2, x + w, y + h / 2, frame, 4));
  else parts.push(line(x + w * 0.62, y, x + w * 0.62, y + h, frame, 3));
  parts.push(rect(x - 9, y + h + 4, w + 18, 7, shade(frame, -0.1)));
  if (o.shutter) parts.push(rect(x - 30, y - 5, 20, h + 10, o.shutter), rect(x + w + 10, y - 5, 20, h + 10, o.shutter));
  return parts.join('');
}

function roof(type: RoofType, x0: number, w: number, top: number, rise: number, color: string): string {
  const o = 24;
  const fascia = rect(x0 - o, top - 6, w + 2 * o, 10, shade(color, -0.25));
  switch (type) {
    case 'gable':
      return (
        polygon(
          [
            [x0 - o, top],
            [x0 + w + o, top],
            [x0 + w / 2, top - rise],
          ],
          color,
        ) + fascia
      );
    case 'hip':
      return (
        polygon(
          [
            [x0 - o, top],
            [x0 + w + o, top],
            [x0 + w * 0.78, top - rise * 0.7],
            [x0 + w * 0.22, top - rise * 0.7],
          ],
          color,
        ) + fascia
      );
    case 'gambrel':
      return (
        polygon(
          [
            [x0 - o, top],
            [x0 + w * 0.06, top - rise * 0.55],
            [x0 + w * 0.3, top - rise],
            [x0 + w * 0.7, top - rise],
            [x0 + w * 0.94, top - rise * 0.55],
            [x0 + w + o, top],
          ],
          color,
        ) + fascia
      );
    case 'shed':
      return (
        polygon(
          [
            [x0 - o, top],
            [x0 + w + o, top],
            [x0 + w + o, top - rise * 0.55],
            [x0 - o, top - rise * 0.2],
          ],
          color,
        ) + fascia
      );
    case 'flat':
      return rect(x0 - 12, top - 20, w + 24, 22, color) + rect(x0 - 12, top - 24, w + 24, 5, shade(color, 0.2));
  }
}

/** A detached house on its lot: roof, facade, windows, door and porch, garage, trees, path. */
export function detachedHouse(scene: Scene): string {
  const { rng } = scene;
  const storeys = rng.chance(0.55) ? 2 : 1;
  const w = storeys === 2 ? rng.int(380, 500) : rng.int(460, 580);
  const h = storeys * rng.int(128, 148);
  const garageSide = rng.chance(0.45) ? rng.pick(['left', 'right'] as const) : null;
  const garageW = garageSide ? 200 : 0;
  const total = w + garageW;
  const left = (1200 - total) / 2 + rng.int(-50, 50);
  const x0 = garageSide === 'left' ? left + garageW : left;
  const baseY = 655;
  const top = baseY - h;
  const roofType = rng.weighted([
    ['gable', 4],
    ['hip', 3],
    ['flat', 2],
    ['gambrel', 1],
    ['shed', 1],
  ] as const);
  const modern = roofType === 'flat' || roofType === 'shed';
  const wall = rng.pick(WALLS);
  const roofColor = roofType === 'hip' && rng.chance(0.3) ? TERRACOTTA : rng.pick(ROOFS);
  const trim = modern ? '#f7f7f5' : rng.pick(['#ffffff', '#f5f0e6', '#efe9dc']);
  const door = rng.pick(DOORS);
  const shutter = !modern && rng.chance(0.4) ? shade(rng.pick(DOORS), -0.1) : undefined;
  const rise = Math.min(175, Math.max(105, w * 0.3));
  const parts: string[] = [];

  // Trees behind the house first, so the house overlaps them.
  const backTree = (x: number) =>
    rng.chance(0.6) ? roundTree(scene, x, baseY - 10, rng.int(120, 170)) : conifer(scene, x, baseY - 10, rng.int(200, 260));
  parts.push(backTree(left - rng.int(40, 90)), backTree(left + total + rng.int(40, 90)));
  if (!modern && rng.chance(0.6)) {
    parts.push(rect(x0 + w * 0.72, top - rise * 0.75, 34, rise * 0.7, shade(rng.pick(['#9c4a36', '#8a8178', '#7a3f32']), -0.05)));
  }
  if (garageSide) {
    const gx = garageSide === 'left' ? left : x0 + w;
    const gTop = baseY - 150;
    parts.push(
      modern
        ? roof('flat', gx, garageW, gTop, 0, roofColor)
        : polygon(
            [
              [gx - 12, gTop],
              [gx + garageW + 12, gTop],
              [gx + garageW / 2, gTop - 60],
            ],
            roofColor,
          ),
    );
    parts.push(rect(gx, gTop, garageW, 150, shade(wall, -0.06)), rect(gx + 24, baseY - 118, garageW - 48, 104, '#ebe8e1'));
    for (let i = 1; i < 4; i++) parts.push(line(gx + 24, baseY - 118 + i * 26, gx + garageW - 24, baseY - 118 + i * 26, '#c9c4ba', 3));
    parts.push(
      polygon(
        [
          [gx + 24, baseY],
          [gx + garageW - 24, baseY],
          [gx + garageW + 10, SIDEWALK_Y],
          [gx - 10, SIDEWALK_Y],
        ],
        '#c8c3ba',
      ),
    );
  }
  parts.push(roof(roofType, x0, w, top, rise, roofColor));
  parts.push(rect(x0, top, w, h, wall));
  for (let y = top + 14; y < baseY - 14; y += 14) parts.push(line(x0, y, x0 + w, y, '#000000', 1, { opacity: 0.06 }));
  if (roofType === 'gable')
    parts.push(circle(x0 + w / 2, top - rise * 0.42, 20, trim), circle(x0 + w / 2, top - rise * 0.42, 14, glassFill(scene)));
  if (modern && rng.chance(0.6)) {
    const panelX = x0 + (rng.chance(0.5) ? 0 : w * 0.62);
    parts.push(rect(panelX, top, w * 0.38, h, '#a8774f'));
    for (let x = panelX + 10; x < panelX + w * 0.38; x += 12) parts.push(line(x, top, x, baseY, '#000000', 1, { opacity: 0.12 }));
  }
  parts.push(rect(x0 - 4, baseY - 14, w + 8, 14, '#9b958c'), edge(x0, top, x0, baseY), edge(x0 + w, top, x0 + w, baseY));

  const doorW = 64;
  const doorX = x0 + w * rng.pick([0.5, 0.32, 0.68]) - doorW / 2;
  const doorTop = baseY - 14 - 126;
  const slots = Math.max(2, Math.floor(w / 125));
  const winW = modern ? 96 : 70;
  const winH = modern ? 104 : 92;
  for (let floor = 0; floor < storeys; floor++) {
    const y = floor === 0 ? baseY - 14 - 122 : top + 30;
    for (let i = 0; i < slots; i++) {
      const cx = x0 + ((i + 0.5) * w) / slots;
      if (floor === 0 && Math.abs(cx - (doorX + doorW / 2)) < (winW + doorW) / 2 + 18) continue;
      parts.push(houseWindow(scene, cx - winW / 2, y, winW, winH, { modern, trim, ...(shutter ? { shutter } : {}) }));
    }
  }
  parts.push(rect(doorX - 8, doorTop - 8, doorW + 16, 134, trim), rect(doorX, doorTop, doorW, 126, door));
  parts.push(
    rect(doorX + 10, doorTop + 12, doorW - 20, 34, glassFill(scene), { opacity: 0.8 }),
    circle(doorX + doorW - 12, doorTop + 72, 4, '#d8b44a'),
  );
  if (!modern && rng.chance(0.55)) {
    const porchTop = doorTop - 30;
    parts.push(
      polygon(
        [
          [doorX - 46, porchTop],
          [doorX + doorW + 46, porchTop],
          [doorX + doorW / 2, porchTop - 44],
        ],
        roofColor,
      ),
    );
    parts.push(
      rect(doorX - 46, porchTop - 2, doorW + 92, 10, trim),
      rect(doorX - 40, porchTop + 8, 10, baseY - porchTop - 8, trim),
      rect(doorX + doorW + 30, porchTop + 8, 10, baseY - porchTop - 8, trim),
    );
  }
  parts.push(rect(doorX - 14, baseY - 14, doorW + 28, 9, '#b5afa5'), rect(doorX - 24, baseY - 5, doorW + 48, 9, '#c3bdb3'));
  parts.push(
    polygon(
      [
        [doorX - 6, baseY + 4],
        [doorX + doorW + 6, baseY + 4],
        [doorX + doorW + 40, SIDEWALK_Y],
        [doorX - 40, SIDEWALK_Y],
      ],
      '#d9d2c4',
    ),
  );

  for (let x = x0 + 30; x < x0 + w - 30; x += rng.int(70, 110)) {
    if (x > doorX - 40 && x < doorX + doorW + 40) continue;
    parts.push(bush(scene, x, baseY + 6, rng.int(56, 84)));
  }
  if (rng.chance(0.35)) parts.push(picketFence(0, 1200, SIDEWALK_Y - 4, [doorX - 44, doorX + doorW + 44]));
  if (rng.chance(0.6))
    parts.push(roundTree(scene, rng.chance(0.5) ? rng.int(60, 160) : rng.int(1040, 1140), SIDEWALK_Y - 8, rng.int(110, 150)));
  return parts.join('');
}
