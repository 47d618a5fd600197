/**
 * Taps, drops and keys turned into intents: a pure function of the view, the page's own
 * small state (the tile picked, the pips typed, the cursor) and the input, so it is tested
 * without a DOM. The keys are the terminal app's (cli/tui/app.py): a tile's pips typed
 * (`12 5`, `125`), ←/→ over the tiles and Enter, the train's seat number or m, d draw, p pass,
 * e end the first train (or place the engine, or say you lack it), space the only move,
 * h hint, s score sheet, r the keys and rules, o sort the hand, Esc cancel. No rule is decided
 * here: which trains a tile fits and which moves exist are the view's.
 */

import { MEXICAN, pairText } from "./view.js";
import type { HandTile, Intent, MoveKind, SeatView } from "./view.js";
import { canDo, trainByKey, trainKeyName, waitingWords, whyNotTile } from "./words.js";

export type Sort = "suit" | "pips" | "dealt";
export const SORTS: readonly Sort[] = ["suit", "pips", "dealt"];

export type Panel = "scores" | "keys" | null;

/** The page's own state between views: nothing here is sent anywhere. */
export interface UiState {
  /** Deck position of the tile picked, waiting for its train. */
  picked: number | null;
  /** Pips typed so far to choose a tile. */
  typed: string;
  /** Display index of the hand's cursor. */
  cursor: number;
  sort: Sort;
  panel: Panel;
  /** The rest of the pips of a tile chosen before they were all typed, and until when (ms)
   * the keys that finish them are swallowed rather than starting the next tile. */
  rest: string[];
  restUntil: number;
}

export const REST_WINDOW_MS = 500;

export function initialUi(): UiState {
  return { picked: null, typed: "", cursor: 0, sort: "suit", panel: null, rest: [], restUntil: 0 };
}

/** What the person did. `at` is a clock in ms (for the typing window). */
export type Input =
  | { type: "tile"; pos: number }
  | { type: "train"; key: number }
  | { type: "drop"; pos: number; key: number }
  | { type: "move"; move: number }
  | { type: "key"; key: string; at?: number };

export interface Said {
  text: string;
  tone: "info" | "refuse" | "hint";
}

export interface Outcome {
  ui: UiState;
  intent: Intent | null;
  say: Said | null;
}

/** Hand tiles' indices in display order: by suit (highest half first), by pips, or as dealt. */
export function handOrder(hand: readonly HandTile[], sort: Sort): number[] {
  const idx = hand.map((_h, i) => i);
  const hi = (i: number): HandTile => hand[i] as HandTile;
  if (sort === "pips") {
    idx.sort((a, b) => sum(hi(b)) - sum(hi(a)) || a - b);
  } else if (sort === "suit") {
    idx.sort(
      (a, b) =>
        Math.max(...hi(b).tile) - Math.max(...hi(a).tile) ||
        Math.min(...hi(b).tile) - Math.min(...hi(a).tile) ||
        a - b,
    );
  }
  return idx;
}

function sum(h: HandTile): number {
  return h.tile[0] + h.tile[1];
}

// -- typing a tile's pips (cli/tui/pick.py) -----------------------------------------------

const MAX_TYPED = 6;

/** Every way to type a tile: either half first, with or without a space. */
export function forms(tile: readonly [number, number]): string[] {
  const [a, b] = tile;
  return [`${a}${b}`, `${a} ${b}`, `${b}${a}`, `${b} ${a}`];
}

export function normalTyped(typed: string): string {
  const trailing = typed.endsWith(" ") && typed.trim() ? " " : "";
  return (typed.trim().split(/\s+/).join(" ") + trailing).slice(0, MAX_TYPED);
}

export interface Typed {
  typed: string;
  matches: HandTile[];
  /** The one tile the typing names, if any. */
  chosen: HandTile | null;
  /** Where the cursor goes while several match. */
  best: HandTile | null;
}

export function matchTyped(view: SeatView, raw: string): Typed {
  const typed = normalTyped(raw);
  const matches = view.hand.filter((h) => forms(h.tile).some((f) => f.startsWith(typed)));
  if (matches.length === 1) {
    const only = matches[0] as HandTile;
    return { typed, matches, chosen: only, best: only };
  }
  const exact = matches.filter((h) => forms(h.tile).includes(typed.trim()));
  const playable = matches.filter((h) => h.playable);
  const onlyPlayable = playable.length === 1 ? (playable[0] as HandTile) : null;
  if (onlyPlayable !== null && exact.includes(onlyPlayable)) {
    return { typed, matches, chosen: onlyPlayable, best: onlyPlayable };
  }
  const ranked = [...exact.filter((h) => h.playable), ...exact, ...playable, ...matches];
  return { typed, matches, chosen: null, best: ranked[0] ?? null };
}

function typedWords(got: Typed): string {
  if (got.matches.length === 0) return `no tile in your hand matches '${got.typed.trim()}'`;
  const shown = got.matches.slice(0, 8).map((h) => pairText(h.tile)).join(" ");
  const more = got.matches.length > 8 ? ` and ${got.matches.length - 8} more` : "";
  const enter = got.best !== null ? `Enter: ${pairText(got.best.tile)}, ` : "";
  return `typed '${got.typed.trim()}': ${shown}${more}  (${enter}Esc: clear)`;
}

// -- the reducer -------------------------------------------------------------------------

function out(ui: UiState, intent: Intent | null = null, say: Said | null = null): Outcome {
  return { ui, intent, say };
}

function refuse(ui: UiState, text: string): Outcome {
  return out(ui, null, { text, tone: "refuse" });
}

function moveIndex(view: SeatView, pred: (i: number) => boolean): number | null {
  for (let i = 0; i < view.moves.length; i++) if (pred(i)) return i;
  return null;
}

function playIntent(view: SeatView, ui: UiState, tile: HandTile, key: number): Outcome {
  const i = moveIndex(view, (n) => {
    const m = view.moves[n];
    return m !== undefined && m.kind === "play" && m.pos === tile.pos && m.train === key;
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

/** A tile chosen (tapped, typed, Enter): play it, or pick it and ask for the train. */
function chooseTile(view: SeatView, ui: UiState, tile: HandTile): Outcome {
  const base = { ...ui, typed: "" };
  if (view.moves.length === 0) return refuse(base, `not your turn: ${waitingWords(view)}`);
  if (!tile.playable) return refuse({ ...base, picked: null }, whyNotTile(view, tile));
  const only = tile.trains.length === 1 ? tile.trains[0] : undefined;
  if (only !== undefined) return playIntent(view, base, tile, only);
  const names = tile.trains
    .map((k) => `${trainByKey(view, k)?.name ?? k} (${trainKeyName(k)})`)
    .join(" or ");
  return out({ ...base, picked: tile.pos }, null, {
    text: `${pairText(tile.tile)} goes on ${names}: tap the train (Esc: cancel)`,
    tone: "info",
  });
}

function chooseTrain(view: SeatView, ui: UiState, key: number): Outcome {
  if (view.moves.length === 0) return refuse(ui, `not your turn: ${waitingWords(view)}`);
  const picked = view.hand.find((h) => h.pos === ui.picked);
  if (picked === undefined) return refuse(ui, "choose a tile first (tap it, or type its pips)");
  return playIntent(view, ui, picked, key);
}

function kindIntent(view: SeatView, ui: UiState, kinds: MoveKind[]): Outcome {
  if (view.moves.length === 0) return refuse(ui, `not your turn: ${waitingWords(view)}`);
  for (const kind of kinds) {
    const i = moveIndex(view, (n) => view.moves[n]?.kind === kind);
    if (i !== null) {
      return out({ ...ui, picked: null, typed: "" }, { kind: "move", move: i }, {
        text: `you: ${view.moves[i]?.words}`,
        tone: "info",
      });
    }
  }
  const word: Record<string, string> = {
    draw: "draw: a tile of your hand fits",
    pass: "pass: you can still play or draw",
    end_build: "end the first train: that is only on your first turn",
  };
  const first = kinds[0] as MoveKind;
  return refuse(ui, `you cannot ${word[first] ?? first.replace("_", " ")} now; ${canDo(view)}`);
}

function typePips(view: SeatView, ui: UiState, typed: string, at: number): Outcome {
  if (!typed.trim()) return out({ ...ui, typed: "" });
  const got = matchTyped(view, typed);
  if (got.chosen !== null) {
    const said = normalTyped(typed);
    const rest = forms(got.chosen.tile)
      .filter((f) => f.startsWith(said))
      .map((f) => f.slice(said.length))
      .filter((r) => r.length > 0);
    const chosen = chooseTile(view, { ...ui, rest, restUntil: at + REST_WINDOW_MS }, got.chosen);
    return chosen;
  }
  if (got.matches.length === 0) return refuse({ ...ui, typed: "" }, typedWords(got));
  const order = handOrder(view.hand, ui.sort);
  const best = got.best;
  const cursor = best === null ? ui.cursor : order.findIndex((i) => view.hand[i]?.pos === best.pos);
  return out({ ...ui, typed: got.typed, cursor: cursor < 0 ? ui.cursor : cursor }, null, {
    text: typedWords(got),
    tone: "info",
  });
}

/** Whether `key` goes on typing the pips of the tile just chosen by them. */
function finishesPips(ui: UiState, key: string, at: number): { swallow: boolean; ui: UiState } {
  if (ui.rest.length === 0 || at > ui.restUntil) return { swallow: false, ui: { ...ui, rest: [] } };
  if (!ui.rest.some((r) => r.startsWith(key))) return { swallow: false, ui: { ...ui, rest: [] } };
  const rest = ui.rest.filter((r) => r.startsWith(key) && r.length > 1).map((r) => r.slice(1));
  return { swallow: true, ui: { ...ui, rest } };
}

function moveCursor(view: SeatView, ui: UiState, step: number): Outcome {
  const order = handOrder(view.hand, ui.sort);
  if (order.length === 0) return out(ui);
  const stops = order
    .map((i, n) => ({ n, playable: view.hand[i]?.playable ?? false }))
    .filter((s) => s.playable)
    .map((s) => s.n);
  const ring = stops.length > 0 ? stops : order.map((_i, n) => n);
  const at = ring.indexOf(ui.cursor);
  const next =
    at < 0
      ? (step > 0 ? ring.find((n) => n > ui.cursor) ?? ring[0] : [...ring].reverse().find((n) => n < ui.cursor) ?? ring[ring.length - 1])
      : ring[(at + step + ring.length) % ring.length];
  return out({ ...ui, cursor: next ?? 0 });
}

/** The outcome of one input, given the view shown. */
export function react(view: SeatView | null, ui: UiState, input: Input): Outcome {
  if (view === null) return out(ui);
  const watching = view.seat === null;
  if (input.type === "move") {
    const m = view.moves[input.move];
    if (m === undefined) return refuse(ui, "that move is no longer possible");
    return out({ ...ui, picked: null, typed: "" }, { kind: "move", move: input.move }, {
      text: `you: ${m.words}`,
      tone: "info",
    });
  }
  if (input.type === "tile" || input.type === "drop") {
    if (watching) return refuse(ui, "you are watching: no hand to play from");
    const tile = view.hand.find((h) => h.pos === input.pos);
    if (tile === undefined) return refuse(ui, "that tile is not in your hand any more");
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

function onKey(view: SeatView, ui0: UiState, key: string, at: number): Outcome {
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
    const sort = SORTS[(SORTS.indexOf(ui.sort) + 1) % SORTS.length] as Sort;
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
    if (tile === undefined) return out(ui);
    return chooseTile(view, ui, tile);
  }
  if (k === " " || k === "Space") {
    if (ui.typed) return typePips(view, ui, ui.typed + " ", at);
    if (view.moves.length === 0) return refuse(ui, `not your turn: ${waitingWords(view)}`);
    if (view.moves.length === 1) return out({ ...ui, picked: null }, { kind: "move", move: 0 }, {
      text: `you: ${view.moves[0]?.words}`,
      tone: "info",
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
