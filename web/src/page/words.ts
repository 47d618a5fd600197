/**
 * Sentences about the view for people (and screen readers): refusals, prompts, labels.
 * Read off the view (cli/words.py's refusals, said the same way); no rule is decided here.
 */

import { MEXICAN, pairText } from "./view.js";
import type { HandTile, SeatView, TrainView } from "./view.js";

/** `you can: play 12-5 on your train, draw a tile`. */
export function canDo(view: SeatView): string {
  if (view.moves.length === 0) return "it is not your turn";
  const plays = view.moves.filter((m) => m.kind === "play");
  const shown = plays.slice(0, 4).map((m) => m.words);
  if (plays.length > 4) shown.push(`${plays.length - 4} more plays`);
  const others = view.moves.filter((m) => m.kind !== "play").map((m) => m.words);
  return "you can: " + [...shown, ...others].join(", ");
}

export function waitingWords(view: SeatView): string {
  const who = view.awaiting_names.join(", ");
  return who ? `waiting for ${who}` : "waiting for the table";
}

export function trainByKey(view: SeatView, key: number): TrainView | undefined {
  return key === MEXICAN ? view.mexican : view.trains[key];
}

/** Why a held tile cannot be played now, from what the view shows. */
export function whyNotTile(view: SeatView, tile: HandTile): string {
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
  const mine = view.seat === null ? undefined : view.trains[view.seat];
  if (view.own_train_only && mine !== undefined) {
    return `${text} does not fit your train (it ends in ${mine.open_end}), the only one open to you now`;
  }
  const plays = view.moves.filter((m) => m.kind === "play");
  const first = plays[0];
  if (first !== undefined && plays.every((m) => m.pos === first.pos) && first.pos !== tile.pos) {
    return `after drawing, only the drawn tile may be played; ${canDo(view)}`;
  }
  const open = [...view.trains, view.mexican].filter(
    (t) => t.key === view.seat || t.key === MEXICAN || t.marker,
  );
  const ends = [...new Set(open.map((t) => t.open_end))].sort((a, b) => a - b);
  if (ends.length > 0) {
    return `${text} fits none of the trains open to you (they end in ${ends.join(", ")})`;
  }
  return `${text} cannot be played now; ${canDo(view)}`;
}

/** The key that names a train when a tile is chosen: its seat number, or m. */
export function trainKeyName(key: number): string {
  return key === MEXICAN ? "m" : String(key);
}

/** What the prompt says on this seat's turn (or while it waits). */
export function turnPrompt(view: SeatView): string {
  if (view.ended) return "the match is over";
  if (view.seat === null) return `watching: ${waitingWords(view)}`;
  if (!view.your_turn) return waitingWords(view);
  const note = view.notes.length > 0 ? ` (${view.notes[view.notes.length - 1]})` : "";
  if (view.moves.some((m) => m.kind === "draw")) return "nothing fits: draw a tile (d)" + note;
  const plays = view.moves.some((m) => m.kind === "play");
  const other = view.moves.filter((m) => m.kind !== "play").map((m) => m.words);
  const base = plays
    ? "your turn: tap a lifted tile, then a train"
    : `your turn: ${other.join(" or ")}`;
  const extra = plays && other.length > 0 ? ` · or ${other.join(", ")}` : "";
  return base + extra + note;
}

/** A hand tile's label for a screen reader: `tile 12-5, playable on your train`. */
export function handTileLabel(view: SeatView, tile: HandTile): string {
  const text = `tile ${pairText(tile.tile)}`;
  if (!tile.playable) return text;
  const where = tile.trains
    .map((k) => trainByKey(view, k)?.name ?? `train ${k}`)
    .join(" or ");
  return `${text}, playable on ${where}`;
}

/** A train's label: owner, length, open end, marker, open double, hand size. */
export function trainLabel(view: SeatView, train: TrainView): string {
  const parts = [train.name, `${train.tiles.length} tile${train.tiles.length === 1 ? "" : "s"}`];
  parts.push(`open end ${train.open_end}`);
  if (train.open_double) parts.push(`open double ${train.open_end}-${train.open_end}`);
  if (train.marker) parts.push("marker: open to everyone");
  const player = train.key >= 0 ? view.players[train.key] : undefined;
  if (player !== undefined && !player.you) parts.push(`${player.hand_size} in hand`);
  if (train.playable) parts.push("you can play here");
  return parts.join(", ");
}
