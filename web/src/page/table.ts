/// <reference lib="dom" />
/**
 * The page's face: draws a `TableState` and turns taps, drags and keys into intents.
 *
 * `mountTable(root, onIntent)` builds the table's frame once and returns `show(state)`; every
 * input goes through `react` (intents.ts), a pure function, and only its intent leaves the
 * face, through `onIntent`. After a move is sent no other is sent until the next state is shown
 * (a slow table is never sent the same move twice).
 */

import { drawBoard } from "./board.js";
import { handTileWidth } from "./layout.js";
import { h } from "./dom.js";
import { handOrder, initialUi, react } from "./intents.js";
import type { Input, Said, UiState } from "./intents.js";
import { auditOk, keysBody, matchEndBody, panel, roundEndBody, scoreTable } from "./panels.js";
import { tileSvg } from "./tile.js";
import { pairText } from "./view.js";
import type { Intent, SeatView, TableState } from "./view.js";
import { handTileLabel, turnPrompt } from "./words.js";

export interface TableFace {
  show(state: TableState): void;
  /** The page's own state (for tests and the demo). */
  ui(): UiState;
}

const MOVE_KEYS: Record<string, string> = {
  draw: "d",
  pass: "p",
  end_build: "e",
  place_engine: "e",
  no_engine: "e",
};

export function mountTable(root: HTMLElement, onIntent: (intent: Intent) => void): TableFace {
  let state: TableState = { view: null, round_end: null, match_end: null, hint: null };
  let ui = initialUi();
  let said: Said | null = null;
  let sent = false;
  let endClosed = false;
  let suppressClick = false;
  /** What the board on the page was drawn from: a draw that would draw the same keeps it. */
  let boardDrawn = "";
  /** The same for the hand (a tile is a button holding an SVG face: most of the rest of a
   * draw's cost) and the score sheet. */
  let handDrawn = "";
  let scoresDrawn = "";

  const status = h("p", { class: "status" });
  const turn = h("p", { class: "turn", role: "status", "aria-live": "polite" });
  const hintBtn = h("button", { type: "button", class: "btn btn-hint", "aria-keyshortcuts": "h" }, "Hint");
  const scoresBtn = h("button", { type: "button", class: "btn", "aria-keyshortcuts": "s" }, "Scores");
  const keysBtn = h("button", { type: "button", class: "btn", "aria-keyshortcuts": "r", "aria-label": "keys and help" }, "?");
  const header = h("header", { class: "bar" },
    h("div", { class: "bar-text" }, h("h1", {}, "mextrain"), status),
    turn,
    h("div", { class: "bar-buttons" }, hintBtn, scoresBtn, keysBtn));
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
  root.replaceChildren(header, h("div", { class: "main" },
    h("div", { class: "play" }, players, boardBox, prompt, h("section", { class: "hand-area", "aria-label": "your hand and moves" }, hand, actions)),
    side), overlayHost);

  function input(i: Input): void {
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
    const lane = (ev.target as Element).closest("[data-train]");
    if (lane !== null) input({ type: "train", key: Number(lane.getAttribute("data-train")) });
  });
  boardBox.addEventListener("keydown", (ev) => {
    const lane = (ev.target as Element).closest("[data-train]");
    if (lane !== null && (ev.key === "Enter" || ev.key === " ")) {
      ev.preventDefault();
      ev.stopPropagation();
      input({ type: "train", key: Number(lane.getAttribute("data-train")) });
    }
  });
  document.addEventListener("keydown", (ev) => {
    if (ev.ctrlKey || ev.metaKey || ev.altKey) return;
    const target = ev.target as HTMLElement | null;
    if (target !== null && (target.tagName === "INPUT" || target.tagName === "TEXTAREA")) return;
    const onButton = target !== null && target.tagName === "BUTTON";
    if (state.match_end !== null && !endClosed && state.round_end === null) {
      if (ev.key === "Escape") { endClosed = true; draw(); }
      return;
    }
    if (state.round_end !== null) {
      if (ev.key === "Escape" || ((ev.key === "Enter" || ev.key === " ") && !onButton)) {
        ev.preventDefault();
        onIntent({ kind: "continue" });
      }
      return;
    }
    if (onButton && (ev.key === "Enter" || ev.key === " ")) return; // the button's own click
    if (ev.key === "Tab") return;
    const key = ev.key === " " ? "Space" : ev.key;
    const known = key.length === 1 || ["Escape", "Backspace", "Enter", "ArrowLeft", "ArrowRight", "Space"].includes(key);
    if (!known) return;
    ev.preventDefault();
    input({ type: "key", key, at: performance.now() });
    if (key === "ArrowLeft" || key === "ArrowRight") focusCursor();
  });
  window.addEventListener("resize", () => draw());

  function focusCursor(): void {
    const el = hand.querySelector<HTMLElement>(`[data-index="${ui.cursor}"]`);
    el?.focus();
  }

  function handTile(view: SeatView, i: number, n: number, width: number): HTMLButtonElement {
    const t = view.hand[i];
    if (t === undefined) throw new Error("unreachable: the order indexes the hand");
    const hintMove = state.hint !== null ? view.moves[state.hint.move] : undefined;
    const classes = ["hand-tile"];
    if (t.playable && view.your_turn && !sent) classes.push("playable");
    if (ui.picked === t.pos) classes.push("picked");
    if (hintMove !== undefined && hintMove.pos === t.pos) classes.push("hinted");
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
      "aria-disabled": t.playable && view.your_turn ? null : "true",
    }, tileSvg(t.tile, width));
    btn.addEventListener("click", () => {
      if (suppressClick) { suppressClick = false; return; }
      input({ type: "tile", pos: t.pos });
    });
    if (t.playable && view.your_turn) dragFrom(btn, t.pos);
    return btn;
  }

  /** Drag a playable tile onto a train (pointer events: mouse, pen and touch alike). */
  function dragFrom(btn: HTMLButtonElement, pos: number): void {
    let start: { x: number; y: number } | null = null;
    let ghost: HTMLElement | null = null;
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
    const end = (ev: PointerEvent): void => {
      if (start === null) return;
      start = null;
      if (ghost === null) return;
      ghost.remove();
      ghost = null;
      suppressClick = true;
      setTimeout(() => { suppressClick = false; }, 0);
      const lane = ev.type === "pointerup" ? laneAt(ev.clientX, ev.clientY) : null;
      if (lane !== null) input({ type: "drop", pos, key: Number(lane.getAttribute("data-train")) });
      else draw();
    };
    btn.addEventListener("pointerup", end);
    btn.addEventListener("pointercancel", end);
  }

  /** How much of the page lies under the board: from its bottom to the last thing drawn in
   * the page's flow (the prompt, the hand, the moves, and after the table the chat line). */
  function belowBoard(): number {
    const bottom = boardBox.getBoundingClientRect().bottom;
    let last = bottom;
    for (const e of Array.from(document.body.children)) {
      const style = getComputedStyle(e);
      if (style.position === "fixed" || style.position === "absolute" || style.display === "none") continue;
      last = Math.max(last, e.getBoundingClientRect().bottom + parseFloat(style.marginBottom || "0"));
    }
    return last - bottom;
  }

  function laneAt(x: number, y: number): Element | null {
    return document.elementFromPoint(x, y)?.closest("[data-train]") ?? null;
  }

  function draw(): void {
    const view = state.view;
    const focused = document.activeElement;
    const focusKey = focused instanceof Element
      ? (focused.getAttribute("data-pos") !== null ? `[data-pos="${focused.getAttribute("data-pos")}"]`
        : focused.getAttribute("data-train") !== null ? `[data-train="${focused.getAttribute("data-train")}"]` : null)
      : null;
    root.classList.toggle("watching", view !== null && view.seat === null);
    if (view === null) {
      status.textContent = "waiting for the first deal";
      turn.textContent = "";
      boardBox.replaceChildren();
      hand.replaceChildren();
      handDrawn = "";
      scoresDrawn = "";
      actions.replaceChildren();
      players.replaceChildren();
      prompt.textContent = said?.text ?? "";
      overlayHost.replaceChildren();
      return;
    }
    // The layout is read in two places only, each after the writes it depends on and before
    // the next ones: a read after a write makes Chromium lay the page out again then and there,
    // and this function once did that a dozen times (4 ms of the draw's 10 on a loaded 2-core
    // machine, the WebSocket's next message waiting meanwhile). The widths first: no write
    // below changes them (the page's columns are sized by the window, not by what they hold).
    const width = Math.max(300, boardBox.clientWidth || 360);
    const wide = window.innerWidth >= 900;
    const small = root.clientWidth < 560;
    const handWidth = hand.clientWidth;
    status.textContent = `round ${view.round_no} of ${view.rounds} · engine ${view.engine_pip}-${view.engine_pip} · ${view.boneyard} to draw`;
    turn.textContent = view.your_turn && !sent ? "Your turn" : view.awaiting_names.length > 0
      ? `Waiting for ${view.awaiting_names.join(", ")}` : view.ended ? "Match over" : "";
    turn.className = view.your_turn && !sent ? "turn turn-you" : "turn";
    hintBtn.disabled = !view.your_turn || sent || view.seat === null;
    players.replaceChildren(...view.players.map((p) => {
      const awaited = view.awaiting.includes(p.seat);
      const cls = ["player", p.you ? "you" : "", p.on_turn ? "on-turn" : "", awaited ? "awaited" : ""].filter(Boolean).join(" ");
      const label = `${p.name}${p.you ? " (you)" : ""}: ${p.hand_size} tiles in hand, ${p.total} points${p.marker ? ", marker out" : ""}${p.on_turn ? ", on turn" : ""}`;
      return h("li", { class: cls, "aria-label": label },
        h("span", { class: "p-name" }, p.name),
        h("span", { class: "p-hand", title: "tiles in hand" }, `▮${p.hand_size}`),
        h("span", { class: "p-total", title: "points" }, String(p.total)),
        p.marker ? h("span", { class: "p-marker", title: "marker: train open" }, "⚑") : null);
    }));
    const picked = view.hand.find((t) => t.pos === ui.picked);
    const hintMove = state.hint !== null ? view.moves[state.hint.move] : undefined;
    // the prompt: what was just said, else the hint, else the turn's prompt
    let text = turnPrompt(view);
    let tone = "info";
    if (said !== null) { text = said.text; tone = said.tone; }
    else if (state.hint !== null && hintMove !== undefined) { text = `hint: ${hintMove.words} (${state.hint.reason})`; tone = "hint"; }
    if (state.notices !== undefined && state.notices.length > 0 && said === null) text = `${state.notices[state.notices.length - 1]} · ${text}`;
    prompt.textContent = text;
    prompt.className = `prompt prompt-${tone}`;
    const order = handOrder(view.hand, ui.sort);
    const tileW = small ? 26 : wide ? handTileWidth(handWidth, order.length) : 38;
    hand.setAttribute("aria-label", `your hand: ${view.hand.length} tiles`);
    const handKey = JSON.stringify([view.hand, order, tileW, ui.picked, ui.cursor, hintMove?.pos ?? null, view.your_turn, sent, view.trains.map((t) => t.name), view.mexican.name]);
    if (handKey !== handDrawn) {
      handDrawn = handKey;
      hand.replaceChildren(...order.map((i, n) => handTile(view, i, n, tileW)));
    }
    actions.replaceChildren(...view.moves.flatMap((m, i) => m.kind === "play" ? [] : [
      h("button", { type: "button", class: `btn move move-${m.kind}`, "aria-keyshortcuts": MOVE_KEYS[m.kind] ?? null, disabled: sent },
        m.words, h("kbd", {}, MOVE_KEYS[m.kind] ?? "")),
    ].map((b) => { b.addEventListener("click", () => input({ type: "move", move: i })); return b; })));
    if (state.match_end !== null && endClosed) actions.append(...endButtons()); // the log stays at hand
    // the second read, everything in the play column but the board written (the board's own
    // height moves neither its top nor what lies under it): on a wide screen the hand and
    // moves stay in sight: the board gets what is left of the window's height under the bar
    // and over everything drawn below it (the prompt, the hand as drawn now, the moves, the
    // chat line); on a phone the page scrolls instead
    const top = boardBox.getBoundingClientRect().top + window.scrollY;
    const maxHeight = wide ? Math.max(240, window.innerHeight - top - belowBoard()) : Infinity;
    const marks = { targets: picked?.trains ?? [], hinted: hintMove?.kind === "play" ? (hintMove.train ?? null) : null };
    // the board is most of a draw's cost (its SVG built, styled, laid out and painted), and
    // most entries (a deal's steps, a draw from the boneyard, chat) leave it as it was
    const boardKey = JSON.stringify([view.engine_pip, view.engine_placed, view.trains, view.mexican, view.players, view.your_turn, width, marks, maxHeight]);
    if (boardKey !== boardDrawn || boardBox.firstChild === null) {
      boardDrawn = boardKey;
      boardBox.replaceChildren(drawBoard(view, width, marks, maxHeight));
    } else for (const el of boardBox.querySelectorAll(".lane-over")) el.classList.remove("lane-over");
    log.replaceChildren(...view.recent.map((line) => h("li", { class: `recent-${line.kind}${line.seat === view.seat ? " mine" : ""}` }, line.text)));
    log.scrollTop = log.scrollHeight; // the newest move in sight (the page laid out once more)
    const scoresKey = JSON.stringify([view.scores, view.seat]);
    if (scoresKey !== scoresDrawn) {
      scoresDrawn = scoresKey;
      scoresSide.replaceChildren(scoreTable(view.scores, view.seat));
    }
    overlayHost.replaceChildren();
    let focusFirst: HTMLElement | null = null;
    // the last round's summary (its audit's verdict) comes before the match's end
    if (state.match_end !== null && !endClosed && state.round_end === null) {
      const dl = h("button", { type: "button", class: "btn btn-primary" }, "Download the log");
      dl.addEventListener("click", () => onIntent({ kind: "download_log" }));
      const close = h("button", { type: "button", class: "btn" }, "See the table");
      close.addEventListener("click", () => { endClosed = true; draw(); });
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
      overlayHost.append(ui.panel === "scores"
        ? panel("scores", "Score sheet", [scoreTable(view.scores, view.seat), h("p", { class: "dim" }, "* went out")], [close])
        : panel("keys", "Keys", keysBody(), [close]));
      focusFirst = close;
    }
    if (focusFirst !== null) focusFirst.focus();
    else if (focusKey !== null) root.querySelector<HTMLElement>(focusKey)?.focus();
  }

  /** Once the match's panel is closed: the log and the result, beside the hand. */
  function endButtons(): HTMLButtonElement[] {
    const dl = h("button", { type: "button", class: "btn btn-primary" }, "Download the log");
    dl.addEventListener("click", () => onIntent({ kind: "download_log" }));
    const result = h("button", { type: "button", class: "btn" }, "The result");
    result.addEventListener("click", () => { endClosed = false; draw(); });
    return [dl, result];
  }

  return {
    show(next: TableState): void {
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
    ui: () => ui,
  };
}

