"use strict";
(() => {
  // src/page/dom.ts
  var SVG_NS = "http://www.w3.org/2000/svg";
  function setAttrs(el, attrs) {
    for (const [k, v] of Object.entries(attrs)) {
      if (v === null || v === void 0 || v === false) continue;
      el.setAttribute(k, v === true ? "" : String(v));
    }
  }
  function h(tag, attrs = {}, ...children) {
    const el = document.createElement(tag);
    setAttrs(el, attrs);
    for (const c of children) {
      if (c === null || c === void 0) continue;
      el.append(typeof c === "string" ? document.createTextNode(c) : c);
    }
    return el;
  }
  function s(tag, attrs = {}, ...children) {
    const el = document.createElementNS(SVG_NS, tag);
    setAttrs(el, attrs);
    for (const c of children) {
      if (c === null || c === void 0) continue;
      el.append(typeof c === "string" ? document.createTextNode(c) : c);
    }
    return el;
  }
  function r1(n) {
    return Math.round(n * 10) / 10;
  }

  // src/page/layout.ts
  var LABEL_BAND = 20;
  var LANE_GAP = 8;
  var PAD = 6;
  function unitFor(width) {
    return Math.max(15, Math.min(28, Math.round(width / 22)));
  }
  function flowTrain(tiles, x0, right, top, unit) {
    const gap = Math.max(2, Math.round(unit * 0.15));
    const lineH = 2 * unit + gap * 2;
    const room = right - x0;
    const placed = [];
    let line = 0;
    let used = 0;
    const items = [...tiles.map((t) => ({ pair: t, across: t[0] === t[1] })), null];
    items.forEach((item, index) => {
      const w2 = item === null ? 2 * unit : item.across ? unit : 2 * unit;
      if (used > 0 && used + w2 > room) {
        line += 1;
        used = 0;
      }
      const leftToRight = line % 2 === 0;
      const start = leftToRight ? x0 + used : right - used - w2;
      const h3 = item !== null && item.across ? 2 * unit : unit;
      const y2 = top + line * lineH + (lineH - h3) / 2;
      used += w2 + gap;
      if (item === null) {
        placed.push({ index, halves: [0, 0], across: false, x: start, y: y2, w: w2, h: h3 });
        return;
      }
      const [a, b] = item.pair;
      const halves = item.across || leftToRight ? [a, b] : [b, a];
      placed.push({ index, halves, across: item.across, x: start, y: y2, w: w2, h: h3 });
    });
    const slotTile = placed.pop();
    if (slotTile === void 0) throw new Error("unreachable: the slot is always placed");
    const { x, y, w, h: h2 } = slotTile;
    return { tiles: placed, slot: { x, y, w, h: h2 }, lines: line + 1, height: (line + 1) * lineH };
  }
  function laneOrder(view) {
    return [...view.trains, view.mexican];
  }
  function boardLayout(view, width) {
    const unit = unitFor(width);
    const hubR = Math.round(unit * 1.5);
    const x0 = PAD + 2 * hubR + Math.round(unit * 0.8);
    const right = width - PAD;
    let y = PAD;
    const trains = [];
    for (const train of laneOrder(view)) {
      const labelY = y + 14;
      const flow = flowTrain(train.tiles, x0, right, y + LABEL_BAND, unit);
      const height2 = LABEL_BAND + flow.height;
      const firstLineMid = y + LABEL_BAND + unit + Math.max(2, Math.round(unit * 0.15));
      trains.push({
        key: train.key,
        lane: { x: x0 - 4, y, w: right - x0 + 4, h: height2 },
        labelY,
        tiles: flow.tiles,
        slot: flow.slot,
        joint: { x: x0, y: firstLineMid },
        lines: flow.lines
      });
      y += height2 + LANE_GAP;
    }
    const height = y - LANE_GAP + PAD;
    const joints = trains.map((t) => t.joint.y);
    const middle = joints[Math.floor((joints.length - 1) / 2)] ?? height / 2;
    const hubY = joints.length % 2 === 0 && joints.length > 1 ? (middle + (joints[joints.length / 2] ?? middle)) / 2 : middle;
    const hub = { x: PAD + hubR, y: hubY, r: hubR };
    const engine = { x: hub.x - unit / 2, y: hub.y - unit, w: unit, h: 2 * unit };
    return { width, height, unit, hub, engine, trains };
  }

  // src/page/pips.ts
  var MAX_PIP = 12;
  var L = 0.22;
  var C = 0.5;
  var R = 0.78;
  var T = 0.22;
  var B = 0.78;
  var ROW4 = [0.16, 0.39, 0.61, 0.84];
  var FACES = [
    [],
    [[C, C]],
    [[L, T], [R, B]],
    [[L, T], [C, C], [R, B]],
    [[L, T], [R, T], [L, B], [R, B]],
    [[L, T], [R, T], [C, C], [L, B], [R, B]],
    [[L, T], [L, C], [L, B], [R, T], [R, C], [R, B]],
    [[L, T], [L, C], [L, B], [C, C], [R, T], [R, C], [R, B]],
    [[L, T], [L, C], [L, B], [C, T], [C, B], [R, T], [R, C], [R, B]],
    [[L, T], [L, C], [L, B], [C, T], [C, C], [C, B], [R, T], [R, C], [R, B]],
    [...column(L, ROW4), [C, 0.3], [C, 0.7], ...column(R, ROW4)],
    [...column(L, ROW4), [C, 0.22], [C, C], [C, 0.78], ...column(R, ROW4)],
    [...column(L, ROW4), ...column(C, ROW4), ...column(R, ROW4)]
  ];
  function column(x, ys) {
    return ys.map((y) => [x, y]);
  }
  function pipDots(n) {
    const face = FACES[n];
    if (!Number.isInteger(n) || face === void 0) {
      throw new RangeError(`a half-tile shows 0 to ${MAX_PIP} pips, not ${n}`);
    }
    return face.map(([x, y]) => [x, y]);
  }
  function pipRadius(n) {
    return n >= 10 ? 0.085 : n >= 7 ? 0.095 : 0.11;
  }
  var PIP_COLOURS = [
    "#000000",
    // 0: never drawn
    "#1b8fc9",
    // 1 light blue
    "#2a8a3a",
    // 2 green
    "#d1322b",
    // 3 red
    "#7a4a22",
    // 4 brown
    "#22409a",
    // 5 dark blue
    "#b8860b",
    // 6 gold
    "#7d3aa6",
    // 7 purple
    "#136347",
    // 8 dark green
    "#1d1d1d",
    // 9 black
    "#d8631a",
    // 10 orange
    "#c93e86",
    // 11 pink
    "#5d636e"
    // 12 grey
  ];
  function pipColour(n) {
    const c = PIP_COLOURS[n];
    if (c === void 0) throw new RangeError(`no colour for ${n} pips`);
    return c;
  }
  var FACE_COLOUR = "#fbf7ec";

  // src/page/tile.ts
  function half(n, x, y, side) {
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
          fill: pipColour(n)
        })
      );
    }
    return g;
  }
  function drawTile(halves, x, y, w, h2, vertical, cls = "tile") {
    const g = s("g", { class: cls });
    const side = vertical ? w : h2;
    const radius = side * 0.16;
    g.append(
      s("rect", {
        class: "tile-face",
        x: r1(x + 0.5),
        y: r1(y + 0.5),
        width: r1(w - 1),
        height: r1(h2 - 1),
        rx: r1(radius),
        fill: FACE_COLOUR
      })
    );
    const [a, b] = halves;
    if (vertical) {
      g.append(
        s("line", {
          class: "tile-divider",
          x1: r1(x + side * 0.18),
          x2: r1(x + w - side * 0.18),
          y1: r1(y + h2 / 2),
          y2: r1(y + h2 / 2)
        })
      );
      g.append(half(a, x, y, side), half(b, x, y + h2 / 2, side));
    } else {
      g.append(
        s("line", {
          class: "tile-divider",
          x1: r1(x + w / 2),
          x2: r1(x + w / 2),
          y1: r1(y + side * 0.18),
          y2: r1(y + h2 - side * 0.18)
        })
      );
      g.append(half(a, x, y, side), half(b, x + w / 2, y, side));
    }
    return g;
  }
  function tileSvg(halves, width) {
    const height = width * 2;
    const svg = s("svg", {
      class: "tile-svg",
      viewBox: `0 0 ${width} ${height}`,
      width,
      height,
      "aria-hidden": "true",
      focusable: "false"
    });
    svg.append(drawTile(halves, 0, 0, width, height, true));
    return svg;
  }

  // src/page/view.ts
  var MEXICAN = -1;
  function pairText(p) {
    return `${p[0]}-${p[1]}`;
  }

  // src/page/words.ts
  function canDo(view) {
    if (view.moves.length === 0) return "it is not your turn";
    const plays = view.moves.filter((m) => m.kind === "play");
    const shown = plays.slice(0, 4).map((m) => m.words);
    if (plays.length > 4) shown.push(`${plays.length - 4} more plays`);
    const others = view.moves.filter((m) => m.kind !== "play").map((m) => m.words);
    return "you can: " + [...shown, ...others].join(", ");
  }
  function waitingWords(view) {
    const who = view.awaiting_names.join(", ");
    return who ? `waiting for ${who}` : "waiting for the table";
  }
  function trainByKey(view, key) {
    return key === MEXICAN ? view.mexican : view.trains[key];
  }
  function whyNotTile(view, tile) {
    const text = pairText(tile.tile);
    if (view.moves.length === 0) return `it is not your turn (${waitingWords(view)})`;
    if (view.moves.some((m) => m.kind === "place_engine" || m.kind === "no_engine")) {
      return `first the engine ${view.engine_pip}-${view.engine_pip} must be placed`;
    }
    const duty = view.open_doubles.filter((d) => d.cover_seat === view.seat);
    if (duty.length > 0) {
      const where = duty.map((d) => `${d.pip}-${d.pip} on ${d.train_name}`).join(" or ");
      return `${text} cannot cover the open double (${where}), and it must be covered first`;
    }
    const mine = view.seat === null ? void 0 : view.trains[view.seat];
    if (view.own_train_only && mine !== void 0) {
      return `${text} does not fit your train (it ends in ${mine.open_end}), the only one open to you now`;
    }
    const plays = view.moves.filter((m) => m.kind === "play");
    const first = plays[0];
    if (first !== void 0 && plays.every((m) => m.pos === first.pos) && first.pos !== tile.pos) {
      return `after drawing, only the drawn tile may be played; ${canDo(view)}`;
    }
    const open = [...view.trains, view.mexican].filter(
      (t) => t.key === view.seat || t.key === MEXICAN || t.marker
    );
    const ends = [...new Set(open.map((t) => t.open_end))].sort((a, b) => a - b);
    if (ends.length > 0) {
      return `${text} fits none of the trains open to you (they end in ${ends.join(", ")})`;
    }
    return `${text} cannot be played now; ${canDo(view)}`;
  }
  function trainKeyName(key) {
    return key === MEXICAN ? "m" : String(key);
  }
  function turnPrompt(view) {
    if (view.seat === null) return `watching: ${waitingWords(view)}`;
    if (!view.your_turn) return waitingWords(view);
    const note = view.notes.length > 0 ? ` (${view.notes[view.notes.length - 1]})` : "";
    if (view.moves.some((m) => m.kind === "draw")) return "nothing fits: draw a tile (d)" + note;
    const plays = view.moves.some((m) => m.kind === "play");
    const other = view.moves.filter((m) => m.kind !== "play").map((m) => m.words);
    const base = plays ? "your turn: tap a lifted tile, then a train" : `your turn: ${other.join(" or ")}`;
    const extra = plays && other.length > 0 ? ` · or ${other.join(", ")}` : "";
    return base + extra + note;
  }
  function handTileLabel(view, tile) {
    const text = `tile ${pairText(tile.tile)}`;
    if (!tile.playable) return text;
    const where = tile.trains.map((k) => trainByKey(view, k)?.name ?? `train ${k}`).join(" or ");
    return `${text}, playable on ${where}`;
  }
  function trainLabel(view, train) {
    const parts = [train.name, `${train.tiles.length} tile${train.tiles.length === 1 ? "" : "s"}`];
    parts.push(`open end ${train.open_end}`);
    if (train.open_double) parts.push(`open double ${train.open_end}-${train.open_end}`);
    if (train.marker) parts.push("marker: open to everyone");
    const player = train.key >= 0 ? view.players[train.key] : void 0;
    if (player !== void 0 && !player.you) parts.push(`${player.hand_size} in hand`);
    if (train.playable) parts.push("you can play here");
    return parts.join(", ");
  }

  // src/page/board.ts
  function drawBoard(view, width, marks) {
    const layout = boardLayout(view, width);
    const { unit, hub } = layout;
    const svg = s("svg", {
      class: "board-svg",
      viewBox: `0 0 ${layout.width} ${r1(layout.height)}`,
      width: layout.width,
      height: r1(layout.height),
      role: "group",
      "aria-label": `the table: engine ${view.engine_pip}-${view.engine_pip}${view.engine_placed ? "" : " (not yet placed)"}, ${view.trains.length} player trains and the Mexican train`
    });
    const spokes = s("g", { class: "spokes", "aria-hidden": "true" });
    for (const t of layout.trains) {
      const mx = (hub.x + t.joint.x) / 2;
      spokes.append(
        s("path", {
          class: t.key < 0 ? "spoke spoke-mexican" : "spoke",
          d: `M${r1(hub.x)},${r1(hub.y)} C${r1(mx)},${r1(hub.y)} ${r1(mx)},${r1(t.joint.y)} ${r1(t.joint.x)},${r1(t.joint.y)}`
        })
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
        s("text", { class: "hub-wait", x: r1(hub.x), y: r1(hub.y + 4), "text-anchor": "middle" }, `${view.engine_pip}-${view.engine_pip}?`)
      );
    }
    svg.append(hubG);
    for (const t of layout.trains) svg.append(lane(view, t, unit, marks, layout.width));
    return svg;
  }
  function lane(view, t, unit, marks, width) {
    const train = trainByKey(view, t.key);
    if (train === void 0) throw new Error(`the view has no train ${t.key}`);
    const player = t.key >= 0 ? view.players[t.key] : void 0;
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
      "aria-label": trainLabel(view, train)
    });
    g.append(
      s("rect", { class: "lane-bed", x: r1(t.lane.x), y: r1(t.lane.y), width: r1(t.lane.w), height: r1(t.lane.h), rx: 8 })
    );
    const who = t.key < 0 ? "Mexican train" : `${train.owner}${player?.you ? " (you)" : ""}`;
    const count = player !== void 0 ? ` · ${player.hand_size} in hand` : "";
    g.append(
      s(
        "text",
        { class: "lane-label", x: r1(t.lane.x + 8), y: r1(t.labelY), "aria-hidden": "true" },
        s("tspan", { class: "lane-owner" }, (player?.on_turn ? "▶ " : "") + who),
        s("tspan", { class: "lane-count" }, count)
      )
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
      s("text", { x: r1(slot.x + slot.w / 2), y: r1(slot.y + slot.h / 2 + unit * 0.22), "text-anchor": "middle", "font-size": r1(unit * 0.62) }, text)
    );
    g.append(slotG);
    return g;
  }

  // src/page/intents.ts
  var SORTS = ["suit", "pips", "dealt"];
  var REST_WINDOW_MS = 500;
  function initialUi() {
    return { picked: null, typed: "", cursor: 0, sort: "suit", panel: null, rest: [], restUntil: 0 };
  }
  function handOrder(hand, sort) {
    const idx = hand.map((_h, i) => i);
    const hi = (i) => hand[i];
    if (sort === "pips") {
      idx.sort((a, b) => sum(hi(b)) - sum(hi(a)) || a - b);
    } else if (sort === "suit") {
      idx.sort(
        (a, b) => Math.max(...hi(b).tile) - Math.max(...hi(a).tile) || Math.min(...hi(b).tile) - Math.min(...hi(a).tile) || a - b
      );
    }
    return idx;
  }
  function sum(h2) {
    return h2.tile[0] + h2.tile[1];
  }
  var MAX_TYPED = 6;
  function forms(tile) {
    const [a, b] = tile;
    return [`${a}${b}`, `${a} ${b}`, `${b}${a}`, `${b} ${a}`];
  }
  function normalTyped(typed) {
    const trailing = typed.endsWith(" ") && typed.trim() ? " " : "";
    return (typed.trim().split(/\s+/).join(" ") + trailing).slice(0, MAX_TYPED);
  }
  function matchTyped(view, raw) {
    const typed = normalTyped(raw);
    const matches = view.hand.filter((h2) => forms(h2.tile).some((f) => f.startsWith(typed)));
    if (matches.length === 1) {
      const only = matches[0];
      return { typed, matches, chosen: only, best: only };
    }
    const exact = matches.filter((h2) => forms(h2.tile).includes(typed.trim()));
    const playable = matches.filter((h2) => h2.playable);
    const onlyPlayable = playable.length === 1 ? playable[0] : null;
    if (onlyPlayable !== null && exact.includes(onlyPlayable)) {
      return { typed, matches, chosen: onlyPlayable, best: onlyPlayable };
    }
    const ranked = [...exact.filter((h2) => h2.playable), ...exact, ...playable, ...matches];
    return { typed, matches, chosen: null, best: ranked[0] ?? null };
  }
  function typedWords(got) {
    if (got.matches.length === 0) return `no tile in your hand matches '${got.typed.trim()}'`;
    const shown = got.matches.slice(0, 8).map((h2) => pairText(h2.tile)).join(" ");
    const more = got.matches.length > 8 ? ` and ${got.matches.length - 8} more` : "";
    const enter = got.best !== null ? `Enter: ${pairText(got.best.tile)}, ` : "";
    return `typed '${got.typed.trim()}': ${shown}${more}  (${enter}Esc: clear)`;
  }
  function out(ui, intent = null, say = null) {
    return { ui, intent, say };
  }
  function refuse(ui, text) {
    return out(ui, null, { text, tone: "refuse" });
  }
  function moveIndex(view, pred) {
    for (let i = 0; i < view.moves.length; i++) if (pred(i)) return i;
    return null;
  }
  function playIntent(view, ui, tile, key) {
    const i = moveIndex(view, (n) => {
      const m = view.moves[n];
      return m !== void 0 && m.kind === "play" && m.pos === tile.pos && m.train === key;
    });
    const cleared = { ...ui, picked: null, typed: "" };
    if (i === null) {
      const where = trainByKey(view, key)?.name ?? `train ${key}`;
      const fits = tile.trains.map((k) => trainByKey(view, k)?.name ?? `train ${k}`);
      const tail = fits.length > 0 ? `; it goes on ${fits.join(" or ")}` : "";
      return refuse(cleared, `${pairText(tile.tile)} cannot go on ${where}${tail}`);
    }
    return out(cleared, { kind: "move", move: i }, { text: `you: ${view.moves[i]?.words}`, tone: "info" });
  }
  function chooseTile(view, ui, tile) {
    const base = { ...ui, typed: "" };
    if (view.moves.length === 0) return refuse(base, `not your turn: ${waitingWords(view)}`);
    if (!tile.playable) return refuse({ ...base, picked: null }, whyNotTile(view, tile));
    const only = tile.trains.length === 1 ? tile.trains[0] : void 0;
    if (only !== void 0) return playIntent(view, base, tile, only);
    const names = tile.trains.map((k) => `${trainByKey(view, k)?.name ?? k} (${trainKeyName(k)})`).join(" or ");
    return out({ ...base, picked: tile.pos }, null, {
      text: `${pairText(tile.tile)} goes on ${names}: tap the train (Esc: cancel)`,
      tone: "info"
    });
  }
  function chooseTrain(view, ui, key) {
    if (view.moves.length === 0) return refuse(ui, `not your turn: ${waitingWords(view)}`);
    const picked = view.hand.find((h2) => h2.pos === ui.picked);
    if (picked === void 0) return refuse(ui, "choose a tile first (tap it, or type its pips)");
    return playIntent(view, ui, picked, key);
  }
  function kindIntent(view, ui, kinds) {
    if (view.moves.length === 0) return refuse(ui, `not your turn: ${waitingWords(view)}`);
    for (const kind of kinds) {
      const i = moveIndex(view, (n) => view.moves[n]?.kind === kind);
      if (i !== null) {
        return out({ ...ui, picked: null, typed: "" }, { kind: "move", move: i }, {
          text: `you: ${view.moves[i]?.words}`,
          tone: "info"
        });
      }
    }
    const word = {
      draw: "draw: a tile of your hand fits",
      pass: "pass: you can still play or draw",
      end_build: "end the first train: that is only on your first turn"
    };
    const first = kinds[0];
    return refuse(ui, `you cannot ${word[first] ?? first.replace("_", " ")} now; ${canDo(view)}`);
  }
  function typePips(view, ui, typed, at) {
    if (!typed.trim()) return out({ ...ui, typed: "" });
    const got = matchTyped(view, typed);
    if (got.chosen !== null) {
      const said = normalTyped(typed);
      const rest = forms(got.chosen.tile).filter((f) => f.startsWith(said)).map((f) => f.slice(said.length)).filter((r) => r.length > 0);
      const chosen = chooseTile(view, { ...ui, rest, restUntil: at + REST_WINDOW_MS }, got.chosen);
      return chosen;
    }
    if (got.matches.length === 0) return refuse({ ...ui, typed: "" }, typedWords(got));
    const order = handOrder(view.hand, ui.sort);
    const best = got.best;
    const cursor = best === null ? ui.cursor : order.findIndex((i) => view.hand[i]?.pos === best.pos);
    return out({ ...ui, typed: got.typed, cursor: cursor < 0 ? ui.cursor : cursor }, null, {
      text: typedWords(got),
      tone: "info"
    });
  }
  function finishesPips(ui, key, at) {
    if (ui.rest.length === 0 || at > ui.restUntil) return { swallow: false, ui: { ...ui, rest: [] } };
    if (!ui.rest.some((r) => r.startsWith(key))) return { swallow: false, ui: { ...ui, rest: [] } };
    const rest = ui.rest.filter((r) => r.startsWith(key) && r.length > 1).map((r) => r.slice(1));
    return { swallow: true, ui: { ...ui, rest } };
  }
  function moveCursor(view, ui, step) {
    const order = handOrder(view.hand, ui.sort);
    if (order.length === 0) return out(ui);
    const stops = order.map((i, n) => ({ n, playable: view.hand[i]?.playable ?? false })).filter((s2) => s2.playable).map((s2) => s2.n);
    const ring = stops.length > 0 ? stops : order.map((_i, n) => n);
    const at = ring.indexOf(ui.cursor);
    const next = at < 0 ? step > 0 ? ring.find((n) => n > ui.cursor) ?? ring[0] : [...ring].reverse().find((n) => n < ui.cursor) ?? ring[ring.length - 1] : ring[(at + step + ring.length) % ring.length];
    return out({ ...ui, cursor: next ?? 0 });
  }
  function react(view, ui, input) {
    if (view === null) return out(ui);
    const watching = view.seat === null;
    if (input.type === "move") {
      const m = view.moves[input.move];
      if (m === void 0) return refuse(ui, "that move is no longer possible");
      return out({ ...ui, picked: null, typed: "" }, { kind: "move", move: input.move }, {
        text: `you: ${m.words}`,
        tone: "info"
      });
    }
    if (input.type === "tile" || input.type === "drop") {
      if (watching) return refuse(ui, "you are watching: no hand to play from");
      const tile = view.hand.find((h2) => h2.pos === input.pos);
      if (tile === void 0) return refuse(ui, "that tile is not in your hand any more");
      const order = handOrder(view.hand, ui.sort);
      const cursor = order.findIndex((i) => view.hand[i]?.pos === tile.pos);
      const moved = { ...ui, cursor: cursor < 0 ? ui.cursor : cursor, rest: [] };
      if (input.type === "tile") {
        if (ui.picked === tile.pos) return out({ ...moved, picked: null }, null, { text: "", tone: "info" });
        return chooseTile(view, moved, tile);
      }
      if (view.moves.length === 0) return refuse(moved, `not your turn: ${waitingWords(view)}`);
      if (!tile.playable) return refuse(moved, whyNotTile(view, tile));
      return playIntent(view, moved, tile, input.key);
    }
    if (input.type === "train") {
      if (watching) return out(ui);
      return chooseTrain(view, ui, input.key);
    }
    return onKey(view, ui, input.key, input.at ?? 0);
  }
  function onKey(view, ui0, key, at) {
    const finishing = finishesPips(ui0, key === "Space" ? " " : key, at);
    if (finishing.swallow) return out(finishing.ui);
    const ui = finishing.ui;
    const k = key.length === 1 ? key.toLowerCase() : key;
    if (k === "Escape") {
      if (ui.panel !== null) return out({ ...ui, panel: null });
      if (ui.typed) return out({ ...ui, typed: "" }, null, { text: "", tone: "info" });
      if (ui.picked !== null) return out({ ...ui, picked: null }, null, { text: "", tone: "info" });
      return out(ui);
    }
    if (k === "s") return out({ ...ui, panel: ui.panel === "scores" ? null : "scores" });
    if (k === "r" || k === "?") return out({ ...ui, panel: ui.panel === "keys" ? null : "keys" });
    if (ui.panel !== null) return out(ui);
    if (view.seat === null) return out(ui);
    if (k === "o") {
      const sort = SORTS[(SORTS.indexOf(ui.sort) + 1) % SORTS.length];
      return out({ ...ui, sort, cursor: 0 }, null, { text: `hand sorted by ${sort}`, tone: "info" });
    }
    if (k === "h") {
      if (view.moves.length === 0) return refuse(ui, `not your turn: ${waitingWords(view)}`);
      return out(ui, { kind: "hint" });
    }
    if (k === "d") return kindIntent(view, ui, ["draw"]);
    if (k === "p") return kindIntent(view, ui, ["pass"]);
    if (k === "e") return kindIntent(view, ui, ["end_build", "place_engine", "no_engine"]);
    if (k === "m" && !ui.typed) return chooseTrain(view, ui, MEXICAN);
    if (k === "Backspace") {
      const typed = ui.typed.trimEnd().slice(0, -1).trimEnd();
      return typePips(view, { ...ui, typed }, typed, at);
    }
    if (k === "ArrowLeft" || k === "ArrowRight") return moveCursor(view, ui, k === "ArrowLeft" ? -1 : 1);
    if (k === "Enter") {
      const order = handOrder(view.hand, ui.sort);
      const tile = view.hand[order[ui.cursor] ?? -1];
      if (tile === void 0) return out(ui);
      return chooseTile(view, ui, tile);
    }
    if (k === " " || k === "Space") {
      if (ui.typed) return typePips(view, ui, ui.typed + " ", at);
      if (view.moves.length === 0) return refuse(ui, `not your turn: ${waitingWords(view)}`);
      if (view.moves.length === 1) return out({ ...ui, picked: null }, { kind: "move", move: 0 }, {
        text: `you: ${view.moves[0]?.words}`,
        tone: "info"
      });
      return refuse(ui, `more than one move is possible; ${canDo(view)}`);
    }
    if (/^[0-9]$/.test(k)) {
      if (ui.picked !== null && Number(k) < view.trains.length) return chooseTrain(view, ui, Number(k));
      if (ui.picked !== null) return out(ui);
      return typePips(view, ui, ui.typed + k, at);
    }
    return out(ui);
  }

  // src/page/panels.ts
  var KEYS_HELP = [
    ["tap a lifted tile, then a train", "play it there (or drag the tile onto the train)"],
    ["type a tile's pips: 12 5 or 125", "choose that tile"],
    ["← / →, then Enter", "walk the playable tiles and choose one"],
    ["0-9 or m", "after a tile: the train of that seat, or the Mexican train"],
    ["d · p · e", "draw · pass · end the first train (or place the engine)"],
    ["space", "the only move, when there is one"],
    ["h", "hint"],
    ["s · r", "score sheet · these keys"],
    ["o", "sort the hand (suit, pips, as dealt)"],
    ["Esc", "cancel, close a panel"]
  ];
  function panel(id, title, body, actions) {
    const titleId = `${id}-title`;
    return h(
      "div",
      { class: "overlay", id: `${id}-overlay` },
      h(
        "section",
        { class: "panel", id, role: "dialog", "aria-modal": "true", "aria-labelledby": titleId },
        h("h2", { id: titleId }, title),
        ...body,
        h("div", { class: "panel-actions" }, ...actions)
      )
    );
  }
  function scoreTable(sheet, seat, caption = "score sheet") {
    const head = h(
      "tr",
      {},
      h("th", { scope: "col" }, "round"),
      ...sheet.names.map((n, i) => h("th", { scope: "col", class: i === seat ? "me" : null }, n + (i === seat ? " (you)" : "")))
    );
    const rows = sheet.rounds.map((r) => h(
      "tr",
      {},
      h("th", { scope: "row" }, `${r.double}-${r.double}`),
      ...r.scores.map((sc, i) => h(
        "td",
        { class: r.went_out === i ? "out" : null },
        `${sc}${r.went_out === i ? "*" : ""}`
      ))
    ));
    const totals = h(
      "tr",
      { class: "totals" },
      h("th", { scope: "row" }, "total"),
      ...sheet.totals.map((t, i) => h("td", { class: sheet.leaders.includes(i) ? "leader" : null }, String(t)))
    );
    const body = sheet.rounds.length > 0 ? [...rows, totals] : [h("tr", {}, h("td", { colspan: sheet.names.length + 1 }, "no round finished yet"))];
    return h("table", { class: "scores" }, h("caption", {}, caption), h("thead", {}, head), h("tbody", {}, ...body));
  }
  function roundHow(end) {
    if (end.went_out === null) return "the round is blocked: nobody can play";
    const who = end.went_out === end.seat ? "you" : end.names[end.went_out] ?? `seat ${end.went_out}`;
    return `${who} went out${end.out_on_double ? " on a double" : ""}`;
  }
  function capital(text) {
    return text.charAt(0).toUpperCase() + text.slice(1);
  }
  function auditOk(audit) {
    return audit.endsWith(": ok");
  }
  function roundEndBody(end, unit) {
    const rows = end.names.map((name, i) => {
      const tiles = h("div", {
        class: "revealed",
        role: "img",
        "aria-label": (end.hands[i] ?? []).length === 0 ? "no tiles left" : "tiles left: " + (end.hands[i] ?? []).map((p) => `${p[0]}-${p[1]}`).join(", ")
      });
      for (const p of end.hands[i] ?? []) tiles.append(tileSvg(p, unit));
      return h(
        "tr",
        { class: i === end.seat ? "me" : null },
        h("th", { scope: "row" }, name + (i === end.seat ? " (you)" : "") + (end.went_out === i ? " *" : "")),
        h("td", {}, tiles),
        h("td", {}, String(end.pips[i] ?? 0)),
        h("td", {}, String(end.scores[i] ?? 0)),
        h("td", {}, String(end.totals[i] ?? 0))
      );
    });
    const ok = auditOk(end.audit);
    return [
      h("p", { class: "round-how" }, `${capital(roundHow(end))}. Round ${end.round_no} of ${end.rounds}, engine ${end.double}-${end.double}.`),
      h(
        "table",
        { class: "round-table" },
        h("thead", {}, h("tr", {}, ...["player", "tiles left", "pips", "score", "total"].map((c) => h("th", { scope: "col" }, c)))),
        h("tbody", {}, ...rows)
      ),
      h(
        "p",
        { class: ok ? "audit audit-ok" : "audit audit-bad", role: "status" },
        (ok ? "✓ " : "✗ ") + end.audit + (ok ? ": every shuffle and every tile checked against the revealed secrets" : "")
      )
    ];
  }
  function matchEndBody(end, sheet, seat) {
    const totals = end.totals ?? sheet.totals;
    const order = sheet.names.map((_n, i) => i).sort((a, b) => (totals[a] ?? 0) - (totals[b] ?? 0) || a - b);
    const winners = end.winners ?? [];
    const head = end.finished ? `Winner${winners.length > 1 ? "s" : ""}: ${winners.map((w) => w === seat ? "you" : sheet.names[w]).join(", ")}` : `The match ended early: ${end.reason}`;
    const standings = h(
      "ol",
      { class: "standings" },
      ...order.map((i) => h(
        "li",
        { class: winners.includes(i) ? "winner" : null },
        h("span", { class: "who" }, (sheet.names[i] ?? "") + (i === seat ? " (you)" : "")),
        h("span", { class: "pts" }, `${totals[i] ?? 0} points`)
      ))
    );
    return [
      h("p", { class: "match-head" }, head),
      standings,
      scoreTable(sheet, seat, "every round"),
      h("p", {}, "Your copy of the signed log: anyone can check every shuffle, every move and the scores with"),
      h("pre", { class: "verify" }, h("code", {}, `mextrain verify ${end.log_name}`))
    ];
  }
  function keysBody() {
    return [h("dl", { class: "keys" }, ...KEYS_HELP.flatMap(([k, what]) => [h("dt", {}, k), h("dd", {}, what)]))];
  }

  // src/page/table.ts
  var MOVE_KEYS = {
    draw: "d",
    pass: "p",
    end_build: "e",
    place_engine: "e",
    no_engine: "e"
  };
  function mountTable(root, onIntent) {
    let state = { view: null, round_end: null, match_end: null, hint: null };
    let ui = initialUi();
    let said = null;
    let sent = false;
    let endClosed = false;
    let suppressClick = false;
    const status = h("p", { class: "status" });
    const turn = h("p", { class: "turn", role: "status", "aria-live": "polite" });
    const hintBtn = h("button", { type: "button", class: "btn btn-hint", "aria-keyshortcuts": "h" }, "Hint");
    const scoresBtn = h("button", { type: "button", class: "btn", "aria-keyshortcuts": "s" }, "Scores");
    const keysBtn = h("button", { type: "button", class: "btn", "aria-keyshortcuts": "r", "aria-label": "keys and help" }, "?");
    const header = h(
      "header",
      { class: "bar" },
      h("div", { class: "bar-text" }, h("h1", {}, "mextrain"), status),
      turn,
      h("div", { class: "bar-buttons" }, hintBtn, scoresBtn, keysBtn)
    );
    const players = h("ul", { class: "players", "aria-label": "players" });
    const boardBox = h("div", { class: "board", id: "board" });
    const prompt = h("p", { class: "prompt", role: "status", "aria-live": "polite" });
    const hand = h("div", { class: "hand", role: "toolbar", "aria-label": "your hand" });
    const actions = h("div", { class: "actions" });
    const side = h("aside", { class: "side" });
    const log = h("ol", { class: "recent", "aria-label": "recent moves" });
    const overlayHost = h("div", { class: "overlay-host" });
    side.append(h("h2", { class: "side-title" }, "Recent moves"), log);
    const scoresSide = h("div", { class: "side-scores" });
    side.append(scoresSide);
    root.replaceChildren(header, h(
      "div",
      { class: "main" },
      h("div", { class: "play" }, players, boardBox, prompt, h("section", { class: "hand-area", "aria-label": "your hand and moves" }, hand, actions)),
      side
    ), overlayHost);
    function input(i) {
      const view = state.view;
      if (sent && (i.type === "tile" || i.type === "train" || i.type === "drop" || i.type === "move")) {
        said = { text: "move sent: waiting for the table", tone: "info" };
        draw();
        return;
      }
      const got = react(view, ui, i);
      ui = got.ui;
      if (got.say !== null) said = got.say.text ? got.say : null;
      if (got.intent !== null) {
        if (got.intent.kind === "move") sent = true;
        onIntent(got.intent);
      }
      draw();
    }
    hintBtn.addEventListener("click", () => input({ type: "key", key: "h" }));
    scoresBtn.addEventListener("click", () => input({ type: "key", key: "s" }));
    keysBtn.addEventListener("click", () => input({ type: "key", key: "?" }));
    boardBox.addEventListener("click", (ev) => {
      const lane2 = ev.target.closest("[data-train]");
      if (lane2 !== null) input({ type: "train", key: Number(lane2.getAttribute("data-train")) });
    });
    boardBox.addEventListener("keydown", (ev) => {
      const lane2 = ev.target.closest("[data-train]");
      if (lane2 !== null && (ev.key === "Enter" || ev.key === " ")) {
        ev.preventDefault();
        ev.stopPropagation();
        input({ type: "train", key: Number(lane2.getAttribute("data-train")) });
      }
    });
    document.addEventListener("keydown", (ev) => {
      if (ev.ctrlKey || ev.metaKey || ev.altKey) return;
      const target = ev.target;
      if (target !== null && (target.tagName === "INPUT" || target.tagName === "TEXTAREA")) return;
      const onButton = target !== null && target.tagName === "BUTTON";
      if (state.match_end !== null && !endClosed) {
        if (ev.key === "Escape") {
          endClosed = true;
          draw();
        }
        return;
      }
      if (state.round_end !== null) {
        if (ev.key === "Escape" || (ev.key === "Enter" || ev.key === " ") && !onButton) {
          ev.preventDefault();
          onIntent({ kind: "continue" });
        }
        return;
      }
      if (onButton && (ev.key === "Enter" || ev.key === " ")) return;
      if (ev.key === "Tab") return;
      const key = ev.key === " " ? "Space" : ev.key;
      const known = key.length === 1 || ["Escape", "Backspace", "Enter", "ArrowLeft", "ArrowRight", "Space"].includes(key);
      if (!known) return;
      ev.preventDefault();
      input({ type: "key", key, at: performance.now() });
      if (key === "ArrowLeft" || key === "ArrowRight") focusCursor();
    });
    window.addEventListener("resize", () => draw());
    function focusCursor() {
      const el = hand.querySelector(`[data-index="${ui.cursor}"]`);
      el?.focus();
    }
    function handTile(view, i, n, width) {
      const t = view.hand[i];
      if (t === void 0) throw new Error("unreachable: the order indexes the hand");
      const hintMove = state.hint !== null ? view.moves[state.hint.move] : void 0;
      const classes = ["hand-tile"];
      if (t.playable && view.your_turn && !sent) classes.push("playable");
      if (ui.picked === t.pos) classes.push("picked");
      if (hintMove !== void 0 && hintMove.pos === t.pos) classes.push("hinted");
      if (n === ui.cursor) classes.push("cursor");
      const btn = h("button", {
        type: "button",
        class: classes.join(" "),
        "data-pos": t.pos,
        "data-index": n,
        "data-tile": pairText(t.tile),
        tabindex: n === ui.cursor ? 0 : -1,
        "aria-label": handTileLabel(view, t),
        "aria-pressed": ui.picked === t.pos ? "true" : "false",
        "aria-disabled": t.playable && view.your_turn ? null : "true"
      }, tileSvg(t.tile, width));
      btn.addEventListener("click", () => {
        if (suppressClick) {
          suppressClick = false;
          return;
        }
        input({ type: "tile", pos: t.pos });
      });
      if (t.playable && view.your_turn) dragFrom(btn, t.pos);
      return btn;
    }
    function dragFrom(btn, pos) {
      let start = null;
      let ghost = null;
      btn.addEventListener("pointerdown", (ev) => {
        if (ev.button !== 0) return;
        start = { x: ev.clientX, y: ev.clientY };
        btn.setPointerCapture(ev.pointerId);
      });
      btn.addEventListener("pointermove", (ev) => {
        if (start === null) return;
        if (ghost === null && Math.hypot(ev.clientX - start.x, ev.clientY - start.y) < 8) return;
        if (ghost === null) {
          ghost = h("div", { class: "ghost", "aria-hidden": "true" });
          const svg = btn.querySelector("svg");
          if (svg !== null) ghost.append(svg.cloneNode(true));
          document.body.append(ghost);
        }
        ghost.style.left = `${ev.clientX}px`;
        ghost.style.top = `${ev.clientY}px`;
        for (const el of boardBox.querySelectorAll(".lane-over")) el.classList.remove("lane-over");
        laneAt(ev.clientX, ev.clientY)?.classList.add("lane-over");
      });
      const end = (ev) => {
        if (start === null) return;
        start = null;
        if (ghost === null) return;
        ghost.remove();
        ghost = null;
        suppressClick = true;
        setTimeout(() => {
          suppressClick = false;
        }, 0);
        const lane2 = ev.type === "pointerup" ? laneAt(ev.clientX, ev.clientY) : null;
        if (lane2 !== null) input({ type: "drop", pos, key: Number(lane2.getAttribute("data-train")) });
        else draw();
      };
      btn.addEventListener("pointerup", end);
      btn.addEventListener("pointercancel", end);
    }
    function laneAt(x, y) {
      return document.elementFromPoint(x, y)?.closest("[data-train]") ?? null;
    }
    function draw() {
      const view = state.view;
      const focused = document.activeElement;
      const focusKey = focused instanceof Element ? focused.getAttribute("data-pos") !== null ? `[data-pos="${focused.getAttribute("data-pos")}"]` : focused.getAttribute("data-train") !== null ? `[data-train="${focused.getAttribute("data-train")}"]` : null : null;
      root.classList.toggle("watching", view !== null && view.seat === null);
      if (view === null) {
        status.textContent = "waiting for the first deal";
        turn.textContent = "";
        boardBox.replaceChildren();
        hand.replaceChildren();
        actions.replaceChildren();
        players.replaceChildren();
        prompt.textContent = said?.text ?? "";
        overlayHost.replaceChildren();
        return;
      }
      status.textContent = `round ${view.round_no} of ${view.rounds} · engine ${view.engine_pip}-${view.engine_pip} · ${view.boneyard} to draw`;
      turn.textContent = view.your_turn && !sent ? "Your turn" : view.awaiting_names.length > 0 ? `Waiting for ${view.awaiting_names.join(", ")}` : view.ended ? "Match over" : "";
      turn.className = view.your_turn && !sent ? "turn turn-you" : "turn";
      hintBtn.disabled = !view.your_turn || sent || view.seat === null;
      players.replaceChildren(...view.players.map((p) => {
        const awaited = view.awaiting.includes(p.seat);
        const cls = ["player", p.you ? "you" : "", p.on_turn ? "on-turn" : "", awaited ? "awaited" : ""].filter(Boolean).join(" ");
        const label = `${p.name}${p.you ? " (you)" : ""}: ${p.hand_size} tiles in hand, ${p.total} points${p.marker ? ", marker out" : ""}${p.on_turn ? ", on turn" : ""}`;
        return h(
          "li",
          { class: cls, "aria-label": label },
          h("span", { class: "p-name" }, p.name),
          h("span", { class: "p-hand", title: "tiles in hand" }, `▮${p.hand_size}`),
          h("span", { class: "p-total", title: "points" }, String(p.total)),
          p.marker ? h("span", { class: "p-marker", title: "marker: train open" }, "⚑") : null
        );
      }));
      const width = Math.max(300, boardBox.clientWidth || 360);
      const picked = view.hand.find((t) => t.pos === ui.picked);
      const hintMove = state.hint !== null ? view.moves[state.hint.move] : void 0;
      boardBox.replaceChildren(drawBoard(view, width, {
        targets: picked?.trains ?? [],
        hinted: hintMove?.kind === "play" ? hintMove.train ?? null : null
      }));
      let text = turnPrompt(view);
      let tone = "info";
      if (said !== null) {
        text = said.text;
        tone = said.tone;
      } else if (state.hint !== null && hintMove !== void 0) {
        text = `hint: ${hintMove.words} (${state.hint.reason})`;
        tone = "hint";
      }
      if (state.notices !== void 0 && state.notices.length > 0 && said === null) text = `${state.notices[state.notices.length - 1]} · ${text}`;
      prompt.textContent = text;
      prompt.className = `prompt prompt-${tone}`;
      const small = root.clientWidth < 560;
      const tileW = small ? 26 : 38;
      const order = handOrder(view.hand, ui.sort);
      hand.setAttribute("aria-label", `your hand: ${view.hand.length} tiles`);
      hand.replaceChildren(...order.map((i, n) => handTile(view, i, n, tileW)));
      actions.replaceChildren(...view.moves.flatMap((m, i) => m.kind === "play" ? [] : [
        h(
          "button",
          { type: "button", class: `btn move move-${m.kind}`, "aria-keyshortcuts": MOVE_KEYS[m.kind] ?? null, disabled: sent },
          m.words,
          h("kbd", {}, MOVE_KEYS[m.kind] ?? "")
        )
      ].map((b) => {
        b.addEventListener("click", () => input({ type: "move", move: i }));
        return b;
      })));
      log.replaceChildren(...view.recent.map((line) => h("li", { class: `recent-${line.kind}${line.seat === view.seat ? " mine" : ""}` }, line.text)));
      scoresSide.replaceChildren(scoreTable(view.scores, view.seat));
      overlayHost.replaceChildren();
      let focusFirst = null;
      if (state.match_end !== null && !endClosed) {
        const dl = h("button", { type: "button", class: "btn btn-primary" }, "Download the log");
        dl.addEventListener("click", () => onIntent({ kind: "download_log" }));
        const close = h("button", { type: "button", class: "btn" }, "See the table");
        close.addEventListener("click", () => {
          endClosed = true;
          draw();
        });
        overlayHost.append(panel("match-end", "The match is over", matchEndBody(state.match_end, view.scores, view.seat), [dl, close]));
        focusFirst = dl;
      } else if (state.round_end !== null) {
        const end = state.round_end;
        const more = end.round_no >= end.rounds ? "See the result" : `Round ${end.round_no + 1}`;
        const go = h("button", { type: "button", class: "btn btn-primary" }, more);
        go.addEventListener("click", () => onIntent({ kind: "continue" }));
        const p = panel("round-end", `Round ${end.round_no} is over`, roundEndBody(end, small ? 12 : 14), [go]);
        p.querySelector(".panel")?.classList.add(auditOk(end.audit) ? "panel-ok" : "panel-bad");
        overlayHost.append(p);
        focusFirst = go;
      } else if (ui.panel !== null) {
        const close = h("button", { type: "button", class: "btn btn-primary" }, "Close");
        close.addEventListener("click", () => input({ type: "key", key: "Escape" }));
        overlayHost.append(ui.panel === "scores" ? panel("scores", "Score sheet", [scoreTable(view.scores, view.seat), h("p", { class: "dim" }, "* went out")], [close]) : panel("keys", "Keys", keysBody(), [close]));
        focusFirst = close;
      }
      if (focusFirst !== null) focusFirst.focus();
      else if (focusKey !== null) root.querySelector(focusKey)?.focus();
    }
    return {
      show(next) {
        const fresh = next.view !== state.view;
        state = next;
        if (fresh) {
          sent = false;
          said = null;
          const keep = ui.sort;
          ui = { ...initialUi(), sort: keep, panel: ui.panel };
        }
        if (next.match_end === null) endClosed = false;
        draw();
      },
      ui: () => ui
    };
  }

  // src/page/demo.ts
  function startDemo(root, data, first, logName) {
    const banner = h("p", { class: "demo-banner", role: "note" });
    root.before(banner);
    const intents = [];
    let at = 0;
    let hint = null;
    const face = mountTable(root, (intent) => {
      intents.push(intent);
      if (intent.kind === "move") go(at + 1, describe(intent));
      else if (intent.kind === "continue") go(at + 1, "");
      else if (intent.kind === "hint") {
        hint = data.frames[at]?.hint ?? null;
        show();
      } else if (intent.kind === "download_log") {
        const a = h("a", { href: logName, download: logName });
        document.body.append(a);
        a.click();
        a.remove();
      }
    });
    function describe(intent) {
      if (intent.kind !== "move") return "";
      const frame = data.frames[at];
      const played = frame?.played;
      const chose = frame?.view?.moves[intent.move]?.words ?? "";
      const rec = played !== null && played !== void 0 ? frame?.view?.moves[played]?.words ?? "" : "";
      return played === intent.move ? `you chose ${chose}, as the recorded player did` : `you chose ${chose}; the recorded player chose ${rec}, and the recording goes on`;
    }
    function show() {
      const frame = data.frames[at];
      if (frame === void 0) return;
      face.show({ ...frame, hint });
    }
    function go(n, said = "") {
      at = Math.max(0, Math.min(data.frames.length - 1, n));
      hint = null;
      banner.textContent = `Demo: a recorded 2-round match, seat ann, frame ${at + 1} of ${data.frames.length}. ${said}`;
      show();
    }
    go(first);
    const handle = { intents, frame: () => at, go };
    window.mextrainDemo = handle;
    return handle;
  }

  // src/page/main.ts
  var DEMO_LOG = "mextrain-demo.mtlog";
  function main() {
    const root = document.getElementById("app");
    if (root === null) return;
    const demo = /^#demo(?:=(\d+))?$/.exec(location.hash);
    if (demo === null) {
      mountTable(root, () => void 0);
      root.before(h(
        "p",
        { class: "demo-banner", role: "note" },
        "This page joins a table through its host once the browser seat is built. Until then, ",
        h("a", { href: "#demo" }, "watch the demo"),
        ": a recorded match you can tap through."
      ));
      addEventListener("hashchange", () => location.reload());
      return;
    }
    const script = h("script", { src: "demo.js" });
    script.addEventListener("load", () => {
      const data = window.MEXTRAIN_DEMO;
      if (data === void 0) return;
      startDemo(root, data, Number(demo[1] ?? 0), DEMO_LOG);
    });
    document.head.append(script);
    addEventListener("hashchange", () => location.reload());
  }
  main();
})();
