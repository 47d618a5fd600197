import { test } from "node:test";
import assert from "node:assert/strict";
import { FACE_COLOUR, MAX_PIP, PIP_COLOURS, pipDots, pipRadius } from "../src/page/pips.js";

test("each half shows exactly its number of pips, inside the half, never touching", () => {
  for (let n = 0; n <= MAX_PIP; n++) {
    const dots = pipDots(n);
    assert.equal(dots.length, n, `${n} pips`);
    const r = pipRadius(n);
    for (const [x, y] of dots) {
      assert.ok(x - r > 0 && x + r < 1 && y - r > 0 && y + r < 1, `${n}: dot at ${x},${y} leaves the half`);
    }
    for (let i = 0; i < dots.length; i++) {
      for (let j = i + 1; j < dots.length; j++) {
        const [a, b] = [dots[i]!, dots[j]!];
        const d = Math.hypot(a[0] - b[0], a[1] - b[1]);
        assert.ok(d > 2.5 * r, `${n}: dots ${i} and ${j} are ${d.toFixed(3)} apart`);
      }
    }
  }
});

test("faces look the same upside down (a tile is laid either way round)", () => {
  for (let n = 0; n <= MAX_PIP; n++) {
    const key = (d: number[]) => `${d[0]!.toFixed(3)},${d[1]!.toFixed(3)}`;
    const dots = new Set(pipDots(n).map(key));
    const turned = new Set(pipDots(n).map(([x, y]) => key([1 - x, 1 - y])));
    assert.deepEqual(turned, dots, `${n} turned half a turn`);
  }
});

test("no face beyond 0..12", () => {
  assert.throws(() => pipDots(13), /0 to 12 pips, not 13/);
  assert.throws(() => pipDots(-1));
  assert.throws(() => pipDots(2.5));
});

function luminance(hex: string): number {
  const c = [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16) / 255);
  const lin = c.map((v) => (v <= 0.03928 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4));
  return 0.2126 * lin[0]! + 0.7152 * lin[1]! + 0.0722 * lin[2]!;
}

test("a colour per number, each distinct and readable on the ivory face (contrast >= 3:1)", () => {
  const used = PIP_COLOURS.slice(1);
  assert.equal(used.length, MAX_PIP);
  assert.equal(new Set(used).size, MAX_PIP);
  const face = luminance(FACE_COLOUR);
  for (const [i, c] of used.entries()) {
    const ratio = (face + 0.05) / (luminance(c) + 0.05);
    assert.ok(ratio >= 3, `${i + 1} pips: ${c} has contrast ${ratio.toFixed(2)}`);
  }
});
