/**
 * The TypeScript table as the page draws it: `SeatView` (SPEC 9.2's view, the shape of
 * protocol/table/view.py's `seat_view`/`table_view`), the round-end summary and the moves in
 * words (protocol/table/move_words.py's), built from a live `Table`. No DOM: tested in Node.
 */
import { MEXICAN, building, boneyardCount, duty, legalActions, restricted, trainOf } from "../rules/engine.js";
import type { Event, RoundState } from "../rules/engine.js";
import { handSize } from "../rules/ruleset.js";
import type { RoundOutcome } from "../rules/scoring.js";
import type { Tile } from "../rules/tiles.js";
import type { Table } from "../table/table.js";
import type { HandTile, LogLine, MoveView, OpenDoubleView, Pair, RoundEnd, ScoreSheet, SeatView, TrainView } from "./view.js";
import { pairText } from "./view.js";

export const RECENT = 12;

const handPair = (t: Tile): Pair => [t.high, t.low];

export function trainNameOf(key: number, names: readonly string[], me: number | null): string {
  if (key === MEXICAN) return "the Mexican train";
  return key === me ? "your train" : `${names[key]}'s train`;
}

function typedTrain(key: number, me: number | null): string {
  return key === MEXICAN ? "m" : key === me ? "mine" : String(key);
}

export function moveView(e: Event, names: readonly string[], me: number | null): MoveView {
  if (e.kind === "play") {
    const pair = handPair(e.tile);
    return { kind: "play", pos: e.pos, tile: pair, train: e.train, words: `play ${pairText(pair)} on ${trainNameOf(e.train, names, me)}`, typed: `${pairText(pair)} ${typedTrain(e.train, me)}` };
  }
  if (e.kind === "place_engine") return { kind: "place_engine", pos: e.pos, tile: null, train: null, words: "place the engine", typed: "engine" };
  const words = {
    draw: ["draw a tile", "draw"],
    pass: ["pass (your train gets a marker)", "pass"],
    end_build: ["end your first train here", "end"],
    no_engine: ["say you do not hold the engine", "no"],
  }[e.kind];
  return { kind: e.kind, pos: -1, tile: null, train: null, words: words[0]!, typed: words[1]! };
}

function eventLine(e: Event, names: readonly string[], me: number | null, drawn: Tile | null, enginePip: number): LogLine {
  const mine = e.seat === me;
  const who = mine ? "you" : names[e.seat]!;
  const s = mine ? "" : "s";
  switch (e.kind) {
    case "play": {
      const pair = handPair(e.tile);
      const text = `${who} play${s} ${pairText(pair)} on ${trainNameOf(e.train, names, me)}${e.tile.low === e.tile.high ? " (a double)" : ""}`;
      return { seat: e.seat, kind: "play", text, tile: pair };
    }
    case "place_engine":
      return { seat: e.seat, kind: "place_engine", text: `${who} place${s} the engine ${enginePip}-${enginePip}`, tile: null };
    case "draw":
      return drawn !== null
        ? { seat: e.seat, kind: "draw", text: `${who} drew ${pairText(handPair(drawn))}`, tile: handPair(drawn) }
        : { seat: e.seat, kind: "draw", text: `${who} draw${s} a tile`, tile: null };
    case "pass":
      return { seat: e.seat, kind: "pass", text: `${who} ${mine ? "pass" : "passes"}: a marker on ${mine ? "your" : "their"} train`, tile: null };
    case "end_build":
      return { seat: e.seat, kind: "end_build", text: `${who} end${s} the first train`, tile: null };
    default:
      return { seat: e.seat, kind: "no_engine", text: `${who} ${mine ? "do" : "does"} not hold the engine`, tile: null };
  }
}

export function scoreSheet(names: readonly string[], outcomes: readonly RoundOutcome[], penalty: boolean): ScoreSheet {
  let totals = names.map(() => 0);
  const running: number[][] = [];
  const rounds = outcomes.map((o, i) => {
    totals = totals.map((t, s) => t + o.scores[s]!);
    running.push([...totals]);
    return { round_no: i + 1, double: o.double, scores: [...o.scores], pips: [...o.pips], went_out: o.wentOut, out_on_double: o.outOnDouble };
  });
  const best = outcomes.length === 0 ? 0 : penalty ? Math.min(...totals) : Math.max(...totals);
  const leaders = outcomes.length === 0 ? [] : totals.flatMap((t, s) => (t === best ? [s] : []));
  return { names: [...names], rounds, totals, running, leaders };
}

function oriented(tiles: readonly Tile[], start: number): Pair[] {
  let end = start;
  return tiles.map((t) => {
    const other = t.low === end ? t.high : t.high === end ? t.low : t.high;
    const pair: Pair = [end, other];
    end = other;
    return pair;
  });
}

/** The seat bound to cover the open doubles now or next, or -1 (protocol/table/view.py `_cover_seat`). */
function coverSeat(state: RoundState): number {
  if (state.phase === "over") return -1;
  const rules = state.rules;
  if (state.followUp) {
    if (rules.follow_up === "on_double" || state.coverLast) return state.turn;
    if (rules.double_duty === "layer_only") return -1;
    const after = (state.turn + 1) % state.players;
    return restricted(state, after) ? -1 : after;
  }
  return duty(state, state.turn) ? state.turn : -1;
}

/** Names as the faces write them: another seat's player named "you" is quoted. */
export function shownNames(table: Table): string[] {
  return table.names.map((n, s) => {
    const name = n || `seat ${s}`;
    return name.trim().toLowerCase() === "you" && s !== table.mySeat ? `"${name}"` : name;
  });
}

export function endReason(table: Table): string {
  if (table.blame !== null) return `${table.blame.seat === null ? "the host" : `seat ${table.blame.seat}`} is blamed: ${table.blame.reason}`;
  if (table.aborted !== null) return `aborted: ${table.aborted.reason}`;
  return table.stage === "ended" ? "finished" : "";
}

/** The view of a live table for its own seat (or a spectator); null before the first round. */
export function tableView(table: Table): SeatView | null {
  const rnd = table.round;
  const rules = table.rules;
  if (rnd === null || rules === null) return null;
  const state = rnd.engine;
  const seat = table.mySeat;
  const names = shownNames(table);
  let awaiting = table.waitingFor();
  if (table.stage === "turns" && state.phase !== "over") awaiting = [state.turn];
  else if (["commit", "shuffle", "lock", "deal", "reveal"].includes(table.stage)) awaiting = [];
  const mayMove = seat !== null && table.myTurn();
  const actions = mayMove ? legalActions(state, seat) : [];
  const moves = actions.map((a) => moveView(a, names, seat));
  const plays = actions.filter((a): a is Extract<Event, { kind: "play" }> => a.kind === "play");
  const playTrains = new Set(plays.map((p) => p.train));
  const cover = coverSeat(state);
  const bound = state.open.length > 0 && cover >= 0 && (!state.followUp || cover === state.turn);
  const who = cover >= 0 ? (cover === seat ? "you" : names[cover]!) : rules.double_duty === "layer_only" && !state.followUp ? "nobody" : "the next player who can";
  const doubles: OpenDoubleView[] = state.open.map((k) => ({ train: k, train_name: trainNameOf(k, names, seat), pip: trainOf(state, k).end, cover_seat: cover, cover_name: who }));
  const trainView = (key: number): TrainView => {
    const t = trainOf(state, key);
    return {
      key, name: trainNameOf(key, names, seat), owner: key === MEXICAN ? "Mexican" : names[key]!,
      tiles: oriented(t.tiles, state.enginePip), open_end: t.end, marker: t.marker && key !== MEXICAN,
      open_double: state.open.includes(key), playable: playTrains.has(key),
    };
  };
  const sheet = scoreSheet(names, table.outcomes, rules.scoring === "penalty");
  const hand: HandTile[] = seat === null ? [] : (state.hands[seat] ?? []).flatMap((pos) => {
    const t = state.deck[pos];
    if (t == null) return [];
    const onto = plays.filter((p) => p.pos === pos).map((p) => p.train);
    return [{ pos, tile: handPair(t), playable: onto.length > 0, trains: onto }];
  });
  // draws take the boneyard in order: the position each draw took
  let next = state.players * handSize(rules, state.players);
  const drawnAt = rnd.events.map((e) => (e.kind === "draw" ? next++ : null));
  const recent = rnd.events.map((e, i) => {
    const pos = drawnAt[i];
    const drawn = pos !== null && pos !== undefined && e.seat === seat ? state.deck[pos] ?? null : null;
    return eventLine(e, names, seat, drawn, state.enginePip);
  }).slice(-RECENT);
  const notes: string[] = [];
  if (state.phase === "engine") notes.push(`looking for the engine ${state.enginePip}-${state.enginePip}`);
  if (doubles.length > 0) {
    const shown = doubles.map((d) => `${d.pip}-${d.pip} on ${d.train_name}`).join(", ");
    if (bound) notes.push(`open double ${shown}: ${who} must cover it if ${who === "you" ? "you" : "they"} can`);
    else if (who === "nobody") notes.push(`open double ${shown}: nobody has to cover it (only its layer had to)`);
    else if (state.followUp && cover !== state.turn) {
      const mover = state.turn === seat ? "you" : names[state.turn]!;
      notes.push(`open double ${shown}: ${mover} may cover it with the next tile; if not, ${who} must`);
    } else notes.push(`open double ${shown}: to be covered by ${who}`);
  }
  if (building(state) && state.phase === "turns") {
    notes.push(state.turn === seat ? "your first turn: build your train, then 'end' when nothing more fits" : `${names[state.turn]} is building their first train`);
  }
  const over = state.phase === "over";
  return {
    seat, names, ruleset: rules.name, stage: table.stage, round_no: state.roundIndex + 1, rounds: rules.rounds,
    engine_pip: state.enginePip, engine_placed: state.phase !== "engine", phase: state.phase, turn: state.turn,
    turn_name: names[state.turn]!, your_turn: moves.length > 0, awaiting,
    awaiting_names: awaiting.map((s) => (s < 0 ? "the host" : names[s]!)), boneyard: boneyardCount(state),
    trains: Array.from({ length: state.players }, (_, s) => trainView(s)), mexican: trainView(MEXICAN),
    open_doubles: doubles,
    players: Array.from({ length: state.players }, (_, s) => ({
      seat: s, name: names[s]!, hand_size: state.hands[s]?.length ?? 0, marker: state.trains[s]?.marker ?? false,
      total: sheet.running.length > 0 ? sheet.running[sheet.running.length - 1]![s]! : 0, you: s === seat, on_turn: s === state.turn && !over,
    })),
    hand, moves, recent, scores: sheet,
    own_train_only: seat !== null && state.phase === "turns" && state.turn === seat && restricted(state, seat),
    notes, ended: table.stage === "ended", end_reason: endReason(table),
  };
}

/** A round's end once the deck is audited: the final hands (`tiles`, the audit's whole deck, and the round's hand positions). */
export function roundEnd(table: Table, round: RoundState, outcome: RoundOutcome, tiles: readonly Tile[]): RoundEnd {
  const names = shownNames(table);
  const sheet = scoreSheet(names, table.outcomes, round.rules.scoring === "penalty");
  return {
    round_no: round.roundIndex + 1, rounds: round.rules.rounds, double: outcome.double, names, seat: table.mySeat,
    went_out: outcome.wentOut, out_on_double: outcome.outOnDouble,
    hands: round.hands.map((positions) => positions.map((p) => handPair(tiles[p]!))),
    pips: [...outcome.pips], scores: [...outcome.scores], totals: sheet.totals, audit: "deck audit: ok",
  };
}
