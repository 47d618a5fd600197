/// <reference lib="dom" />
/** The board drawn from its layout: hub and engine, a spoke and a lane per train. */

import { r1, s } from "./dom.js";
import { boardLayout } from "./layout.js";
import type { TrainLayout } from "./layout.js";
import { drawTile } from "./tile.js";
import { trainByKey, trainLabel } from "./words.js";
import type { SeatView } from "./view.js";

export interface BoardMarks {
  /** Trains the picked tile may go on (highlighted as targets). */
  targets: number[];
  /** The train of the hinted move, if any. */
  hinted: number | null;
}

export function drawBoard(view: SeatView, width: number, marks: BoardMarks, maxHeight = Infinity): SVGSVGElement {
  const layout = boardLayout(view, width, maxHeight);
  const { unit, hub } = layout;
  const svg = s("svg", {
    class: "board-svg",
    viewBox: `0 0 ${layout.width} ${r1(layout.height)}`,
    width: layout.width,
    height: r1(layout.height),
    role: "group",
    "aria-label": `the table: engine ${view.engine_pip}-${view.engine_pip}${view.engine_placed ? "" : " (not yet placed)"}, ${view.trains.length} player trains and the Mexican train`,
  });
  // spokes first, under everything
  const spokes = s("g", { class: "spokes", "aria-hidden": "true" });
  for (const t of layout.trains) {
    const mx = (hub.x + t.joint.x) / 2;
    spokes.append(
      s("path", {
        class: t.key < 0 ? "spoke spoke-mexican" : "spoke",
        d: `M${r1(hub.x)},${r1(hub.y)} C${r1(mx)},${r1(hub.y)} ${r1(mx)},${r1(t.joint.y)} ${r1(t.joint.x)},${r1(t.joint.y)}`,
      }),
    );
  }
  svg.append(spokes);
  const hubG = s("g", { class: "hub", "aria-hidden": "true" });
  hubG.append(s("circle", { class: "hub-ring", cx: r1(hub.x), cy: r1(hub.y), r: r1(hub.r) }));
  const e = layout.engine;
  if (view.engine_placed) {
    hubG.append(drawTile([view.engine_pip, view.engine_pip], e.x, e.y, e.w, e.h, true, "tile engine"));
  } else {
    hubG.append(
      s("text", { class: "hub-wait", x: r1(hub.x), y: r1(hub.y + 4), "text-anchor": "middle" }, `${view.engine_pip}-${view.engine_pip}?`),
    );
  }
  svg.append(hubG);
  for (const t of layout.trains) svg.append(lane(view, t, unit, marks, layout.width));
  return svg;
}

function lane(view: SeatView, t: TrainLayout, unit: number, marks: BoardMarks, width: number): SVGGElement {
  const train = trainByKey(view, t.key);
  if (train === undefined) throw new Error(`the view has no train ${t.key}`);
  const player = t.key >= 0 ? view.players[t.key] : undefined;
  const classes = ["lane"];
  if (t.key < 0) classes.push("lane-mexican");
  if (player?.you) classes.push("lane-mine");
  if (player?.on_turn) classes.push("lane-turn");
  if (train.playable && view.your_turn) classes.push("lane-playable");
  if (marks.targets.includes(t.key)) classes.push("lane-target");
  if (marks.hinted === t.key) classes.push("lane-hinted");
  const g = s("g", {
    class: classes.join(" "),
    "data-train": t.key,
    role: "button",
    tabindex: 0,
    "aria-label": trainLabel(view, train),
  });
  g.append(
    s("rect", { class: "lane-bed", x: r1(t.lane.x), y: r1(t.lane.y), width: r1(t.lane.w), height: r1(t.lane.h), rx: 8 }),
  );
  const who = t.key < 0 ? "Mexican train" : `${train.owner}${player?.you ? " (you)" : ""}`;
  const count = player !== undefined ? ` · ${player.hand_size} in hand` : "";
  g.append(
    s("text", { class: "lane-label", x: r1(t.lane.x + 8), y: r1(t.labelY), "aria-hidden": "true" },
      s("tspan", { class: "lane-owner" }, (player?.on_turn ? "▶ " : "") + who),
      s("tspan", { class: "lane-count" }, count)),
  );
  if (train.marker) {
    const bx = width - 6 - 64;
    const badge = s("g", { class: "marker", "aria-hidden": "true" });
    badge.append(s("rect", { x: r1(bx), y: r1(t.lane.y + 3), width: 60, height: 15, rx: 7.5 }));
    badge.append(s("text", { x: r1(bx + 30), y: r1(t.lane.y + 14), "text-anchor": "middle" }, "⚑ open"));
    g.append(badge);
  }
  const last = t.tiles.length - 1;
  t.tiles.forEach((p) => {
    const cls = p.index === last && train.open_double ? "tile open-double" : "tile";
    g.append(drawTile(p.halves, p.x, p.y, p.w, p.h, p.across, cls));
  });
  const slot = t.slot;
  const slotG = s("g", { class: train.open_double ? "slot slot-double" : "slot", "aria-hidden": "true" });
  slotG.append(s("rect", { x: r1(slot.x + 1), y: r1(slot.y + 1), width: r1(slot.w - 2), height: r1(slot.h - 2), rx: r1(unit * 0.16) }));
  const text = train.open_double ? `${train.open_end}-${train.open_end}!` : `→${train.open_end}`;
  slotG.append(
    s("text", { x: r1(slot.x + slot.w / 2), y: r1(slot.y + slot.h / 2 + unit * 0.22), "text-anchor": "middle", "font-size": r1(unit * 0.62) }, text),
  );
  g.append(slotG);
  return g;
}
