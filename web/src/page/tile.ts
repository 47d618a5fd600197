/// <reference lib="dom" />
/** One domino drawn in SVG: an ivory face, a divider, coloured pips on each half. */

import { r1, s } from "./dom.js";
import { FACE_COLOUR, pipColour, pipDots, pipRadius } from "./pips.js";
import type { Pair } from "./view.js";

/** The dots of one half, in the square at (x, y) of side `side`. */
function half(n: number, x: number, y: number, side: number): SVGGElement {
  const g = s("g", { class: `half pip-${n}` });
  const pad = side * 0.06;
  const inner = side - 2 * pad;
  const r = pipRadius(n) * inner;
  for (const [dx, dy] of pipDots(n)) {
    g.append(
      s("circle", {
        cx: r1(x + pad + dx * inner),
        cy: r1(y + pad + dy * inner),
        r: r1(r),
        fill: pipColour(n),
      }),
    );
  }
  return g;
}

/** A tile with `halves` left then right (`vertical`: top then bottom) in the box x, y, w, h. */
export function drawTile(
  halves: Pair,
  x: number,
  y: number,
  w: number,
  h: number,
  vertical: boolean,
  cls = "tile",
): SVGGElement {
  const g = s("g", { class: cls });
  const side = vertical ? w : h;
  const radius = side * 0.16;
  g.append(
    s("rect", {
      class: "tile-face",
      x: r1(x + 0.5),
      y: r1(y + 0.5),
      width: r1(w - 1),
      height: r1(h - 1),
      rx: r1(radius),
      fill: FACE_COLOUR,
    }),
  );
  const [a, b] = halves;
  if (vertical) {
    g.append(
      s("line", {
        class: "tile-divider",
        x1: r1(x + side * 0.18),
        x2: r1(x + w - side * 0.18),
        y1: r1(y + h / 2),
        y2: r1(y + h / 2),
      }),
    );
    g.append(half(a, x, y, side), half(b, x, y + h / 2, side));
  } else {
    g.append(
      s("line", {
        class: "tile-divider",
        x1: r1(x + w / 2),
        x2: r1(x + w / 2),
        y1: r1(y + side * 0.18),
        y2: r1(y + h - side * 0.18),
      }),
    );
    g.append(half(a, x, y, side), half(b, x + w / 2, y, side));
  }
  return g;
}

/** A standing tile in an SVG of its own (the hand, the round summary). */
export function tileSvg(halves: Pair, width: number): SVGSVGElement {
  const height = width * 2;
  const svg = s("svg", {
    class: "tile-svg",
    viewBox: `0 0 ${width} ${height}`,
    width,
    height,
    "aria-hidden": "true",
    focusable: "false",
  });
  svg.append(drawTile(halves, 0, 0, width, height, true));
  return svg;
}
