/**
 * The round engine (SPEC 3): a pure state machine over one round, `state' = apply(state, event)`.
 *
 * A state may know every tile (full information: replay at round end) or only some (a seat's
 * view: its own hand and what has been played; `null` where hidden). Rules a view cannot check,
 * "no legal play" and "does not hold e-e", are recorded as claims; replaying the round with
 * every tile known re-checks each one and names the first seat and event that broke a rule.
 * States are never changed in place: apply returns a new one.
 */
import { RulesetError } from "./limits.js";
import { type DrawRule, type Ruleset, checkPlayers, deckSize, handSize, outOnDouble, roundDoubles } from "./ruleset.js";
import { type Tile, hasEnd, isDouble, sameTile, tileText } from "./tiles.js";

/** Train key of the Mexican train; a personal train's key is its owner's seat. */
export const MEXICAN = -1;

export type Phase = "engine" | "turns" | "over";

export type Event =
  | { readonly kind: "place_engine"; readonly seat: number; readonly pos: number }
  | { readonly kind: "no_engine"; readonly seat: number }
  | { readonly kind: "draw"; readonly seat: number }
  | { readonly kind: "play"; readonly seat: number; readonly pos: number; readonly tile: Tile; readonly train: number }
  | { readonly kind: "pass"; readonly seat: number }
  | { readonly kind: "end_build"; readonly seat: number };

export type PlayEvent = Extract<Event, { kind: "play" }>;

/** An event that breaks a rule of section 3: it names the seat and the event's index in the round. */
export class IllegalPlayError extends Error {
  override name = "IllegalPlayError";
  constructor(
    message: string,
    readonly seat: number,
    readonly eventIndex: number,
  ) {
    super(message);
  }
}

/** Input no event can carry (a seat not at the table, a train that does not exist): refused, nobody blamed here. */
export class InvalidPlayError extends Error {
  override name = "InvalidPlayError";
}

/** A caller's own mistake (a deck of the wrong size, asking for a hand this state cannot see). */
export class EngineUsageError extends Error {
  override name = "EngineUsageError";
}

/** What a view could not check; the full-information replay checks it. */
export interface Claim {
  readonly eventIndex: number;
  readonly seat: number;
  readonly what: string;
}

export interface Train {
  readonly owner: number;
  readonly tiles: readonly Tile[];
  /** The pip count open for the next tile. */
  readonly end: number;
  readonly marker: boolean;
}

export interface RoundState {
  readonly rules: Ruleset;
  readonly players: number;
  readonly roundIndex: number;
  /** The round's own double d. */
  readonly roundDouble: number;
  /** e: the double looked for (held engine) or placed; differs from d only under highest_double. */
  readonly enginePip: number;
  /** The tile at each deck position, null where this state cannot see it. */
  readonly deck: ReadonlyArray<Tile | null>;
  /** Deck positions in each seat's hand: dealt order, then draws in order. */
  readonly hands: ReadonlyArray<readonly number[]>;
  readonly nextDraw: number;
  /** Personal trains by seat, then the Mexican train last. */
  readonly trains: readonly Train[];
  /** Train keys ending in an uncovered double, in the order the doubles were played. */
  readonly open: readonly number[];
  readonly phase: Phase;
  readonly turn: number;
  readonly engineOwner: number | null;
  /** How many no_engine events for e so far. */
  readonly declared: number;
  readonly firstTurnDone: readonly boolean[];
  readonly turnPlays: number;
  readonly followUp: boolean;
  readonly drew: number | null;
  readonly passesInRow: number;
  readonly wentOut: number | null;
  readonly outOnDouble: boolean;
  readonly coverLast: boolean;
  readonly eventCount: number;
  readonly claims: readonly Claim[];
}

// -- setup ------------------------------------------------------------------------------------

/** The deal rule: seat p holds positions p*H .. p*H+H-1. */
export function dealLayout(players: number, hand: number): number[][] {
  const out: number[][] = [];
  for (let p = 0; p < players; p++) {
    const h: number[] = [];
    for (let i = 0; i < hand; i++) h.push(p * hand + i);
    out.push(h);
  }
  return out;
}

/** The double of round `roundIndex` (0-based), past the ruleset's `rounds` too where the set allows. */
export function roundDouble(rules: Ruleset, roundIndex: number): number {
  const doubles = roundDoubles(rules, Math.max(rules.rounds, roundIndex + 1));
  return doubles[roundIndex] as number;
}

/** Start round `roundIndex` from a shuffled deck (null where unknown; the engine left out when set aside). */
export function newRound(rules: Ruleset, players: number, roundIndex: number, deck: ReadonlyArray<Tile | null>): RoundState {
  checkPlayers(rules, players);
  if (!Number.isSafeInteger(roundIndex) || roundIndex < 0) throw new RulesetError(`no round ${roundIndex}`);
  const pip = roundDouble(rules, roundIndex);
  if (deck.length !== deckSize(rules)) {
    throw new EngineUsageError(`a ${rules.name} deck has ${deckSize(rules)} tiles, not ${deck.length}`);
  }
  const hand = handSize(rules, players);
  const trains: Train[] = [];
  for (let s = 0; s < players; s++) trains.push({ owner: s, tiles: [], end: pip, marker: false });
  trains.push({ owner: MEXICAN, tiles: [], end: pip, marker: false });
  return {
    rules,
    players,
    roundIndex,
    roundDouble: pip,
    enginePip: pip,
    deck: [...deck],
    hands: dealLayout(players, hand),
    nextDraw: players * hand,
    trains,
    open: [],
    phase: rules.engine === "held" ? "engine" : "turns",
    turn: roundIndex % players,
    engineOwner: null,
    declared: 0,
    firstTurnDone: new Array<boolean>(players).fill(false),
    turnPlays: 0,
    followUp: false,
    drew: null,
    passesInRow: 0,
    wentOut: null,
    outOnDouble: false,
    coverLast: false,
    eventCount: 0,
    claims: [],
  };
}

/** Record that position `pos` holds `value` (a tile this seat opened). */
export function learn(state: RoundState, pos: number, value: Tile): RoundState {
  const known = state.deck[pos];
  if (known === undefined) throw new EngineUsageError(`no deck position ${pos}`);
  if (known !== null && !sameTile(known, value)) {
    throw new EngineUsageError(`position ${pos} is already known to hold ${tileText(known)}, not ${tileText(value)}`);
  }
  const deck = [...state.deck];
  deck[pos] = value;
  return { ...state, deck };
}

/** The same state as `seat` sees it (null: a spectator): other hands and the boneyard hidden. */
export function viewFor(state: RoundState, seat: number | null): RoundState {
  const hidden = new Set<number>();
  state.hands.forEach((h, s) => {
    if (s !== seat) for (const p of h) hidden.add(p);
  });
  for (let p = state.nextDraw; p < state.deck.length; p++) hidden.add(p);
  if (seat !== null) for (const p of state.hands[seat] ?? []) hidden.delete(p);
  return { ...state, deck: state.deck.map((t, p) => (hidden.has(p) ? null : t)) };
}

// -- public facts ----------------------------------------------------------------------------

export function boneyardCount(state: RoundState): number {
  return state.deck.length - state.nextDraw;
}

export function isBlocked(state: RoundState): boolean {
  return state.phase === "over" && state.wentOut === null;
}

export function trainOf(state: RoundState, key: number): Train {
  if (key === MEXICAN) return state.trains[state.players] as Train;
  if (!Number.isSafeInteger(key) || key < 0 || key >= state.players) {
    throw new InvalidPlayError(`no train ${key}: seats are 0 to ${state.players - 1} or mexican (${MEXICAN})`);
  }
  return state.trains[key] as Train;
}

/** The seat's tiles as far as this state knows them (null where hidden). */
export function handTiles(state: RoundState, seat: number): Array<Tile | null> {
  return (state.hands[seat] ?? []).map((p) => state.deck[p] ?? null);
}

export function handFullyKnown(state: RoundState, seat: number): boolean {
  return (state.hands[seat] ?? []).every((p) => state.deck[p] != null);
}

/** restricted(s): a first turn that takes tiles on the seat's own train only. */
export function restricted(state: RoundState, seat: number): boolean {
  if (state.firstTurnDone[seat]) return false;
  return state.rules.first_turn === "build" || !state.rules.mexican_on_first_turn;
}

/** building: the seat on turn is laying its building first train (a draw or cover_last ends it). */
export function building(state: RoundState): boolean {
  return state.rules.first_turn === "build" && !state.firstTurnDone[state.turn] && state.drew === null && !state.coverLast;
}

/** duty(s): an uncovered double binds seat s. */
export function duty(state: RoundState, seat: number): boolean {
  return state.open.length > 0 && !state.followUp && !restricted(state, seat) && state.rules.double_duty === "everyone";
}

/** rule(s): first_turn_draw until the seat's first turn is done, then draw. */
export function drawRule(state: RoundState, seat: number): DrawRule {
  return state.firstTurnDone[seat] ? state.rules.draw : state.rules.first_turn_draw;
}

/** allowed(s): the train keys that may take a tile from `seat` now, in the engine's order. */
export function allowedTrains(state: RoundState, seat: number): number[] {
  let keys: number[];
  if (restricted(state, seat)) return [seat];
  if (state.followUp && (state.rules.follow_up === "on_double" || state.coverLast)) {
    keys = [state.open[state.open.length - 1] as number];
  } else if (duty(state, seat)) {
    keys = state.rules.open_doubles === "in_order" ? [state.open[0] as number] : [...state.open];
  } else {
    keys = [seat, MEXICAN];
    for (let s = 0; s < state.players; s++) if (s !== seat && state.trains[s]?.marker) keys.push(s);
  }
  if (state.rules.mexican_needs_own_train && (state.trains[seat]?.tiles.length ?? 0) === 0) {
    keys = keys.filter((k) => k !== MEXICAN);
  }
  return keys;
}

/**
 * Every play of a known tile the seat on turn may make now: hand order (dealt, then drawn),
 * and for each tile the trains in allowedTrains order. Empty off turn or outside the turns phase.
 */
export function tilePlays(state: RoundState, seat: number): PlayEvent[] {
  if (state.phase !== "turns" || seat !== state.turn) return [];
  const keys = allowedTrains(state, seat);
  const hand = state.hands[seat] ?? [];
  const noDouble =
    (state.rules.open_doubles === "at_most_one" && state.open.length > 0) || (hand.length === 1 && !outOnDouble(state.rules));
  const positions = state.drew === null ? hand : hand.includes(state.drew) ? [state.drew] : [];
  const plays: PlayEvent[] = [];
  for (const pos of positions) {
    const value = state.deck[pos];
    if (value == null) continue;
    if (isDouble(value) && noDouble) continue;
    for (const key of keys) {
      if (hasEnd(value, trainOf(state, key).end)) plays.push({ kind: "play", seat, pos, tile: value, train: key });
    }
  }
  return plays;
}

function mayDraw(state: RoundState): boolean {
  if (boneyardCount(state) === 0) return false;
  return state.drew === null || drawRule(state, state.turn) === "until_playable";
}

/** Every event the seat may send now, in the engine's order; needs the seat's hand to be known. */
export function legalActions(state: RoundState, seat: number): Event[] {
  if (!handFullyKnown(state, seat)) throw new EngineUsageError(`seat ${seat}'s hand is not known in this state`);
  if (state.phase === "over" || seat !== state.turn) return [];
  if (state.phase === "engine") {
    for (const pos of state.hands[seat] ?? []) {
      const t = state.deck[pos];
      if (t != null && t.low === state.enginePip && t.high === state.enginePip) return [{ kind: "place_engine", seat, pos }];
    }
    if (state.declared >= state.players && state.drew === null) return [{ kind: "draw", seat }];
    return [{ kind: "no_engine", seat }];
  }
  const actions: Event[] = tilePlays(state, seat);
  if (actions.length > 0) {
    if (state.drew !== null && drawRule(state, seat) === "may_play") actions.push({ kind: "pass", seat });
    return actions;
  }
  if (building(state) && state.turnPlays > 0) return [{ kind: "end_build", seat }];
  if (mayDraw(state)) return [{ kind: "draw", seat }];
  return [{ kind: "pass", seat }];
}

// -- apply ------------------------------------------------------------------------------------

/** The state after `event`; throws IllegalPlayError (naming seat and event index) if it breaks a rule. */
export function apply(state: RoundState, event: Event): RoundState {
  const index = state.eventCount;
  const seat = event.seat;
  if (state.phase === "over") throw new IllegalPlayError("the round is over", seat, index);
  if (!Number.isSafeInteger(seat) || seat < 0 || seat >= state.players) {
    throw new InvalidPlayError(`no seat ${seat} at a table of ${state.players}`);
  }
  if (seat !== state.turn) throw new IllegalPlayError(`not seat ${seat}'s turn (seat ${state.turn} is to play)`, seat, index);
  const next = state.phase === "engine" ? applyEnginePhase(state, event) : applyTurns(state, event);
  return { ...next, eventCount: index + 1 };
}

function illegal(state: RoundState, seat: number, message: string): IllegalPlayError {
  return new IllegalPlayError(message, seat, state.eventCount);
}

/** "No legal play", as far as this state can see; a claim for the part it cannot. */
function checkCannotPlay(state: RoundState, seat: number, what: string): RoundState {
  const plays = tilePlays(state, seat);
  if (plays.length > 0) {
    const shown = plays.slice(0, 3).map((p) => `${tileText(p.tile)} on ${trainName(p.train)}`).join(", ");
    throw illegal(state, seat, `${what} while able to play (${shown})`);
  }
  if (handFullyKnown(state, seat)) return state;
  return { ...state, claims: [...state.claims, { eventIndex: state.eventCount, seat, what: `${what}: cannot play` }] };
}

function withoutPos(hands: ReadonlyArray<readonly number[]>, seat: number, pos: number): number[][] {
  return hands.map((h, s) => (s === seat ? h.filter((p) => p !== pos) : [...h]));
}

function drawOne(state: RoundState, seat: number): RoundState {
  const pos = state.nextDraw;
  const hands = state.hands.map((h, s) => (s === seat ? [...h, pos] : [...h]));
  return { ...state, hands, nextDraw: pos + 1, drew: pos };
}

function applyEnginePhase(state: RoundState, event: Event): RoundState {
  const seat = event.seat;
  const e = state.enginePip;
  const engineText = `${e}-${e}`;
  const hand = state.hands[seat] ?? [];
  if (event.kind === "place_engine") {
    if (!hand.includes(event.pos)) throw illegal(state, seat, `position ${event.pos} is not in seat ${seat}'s hand`);
    const known = state.deck[event.pos];
    if (known != null && !(known.low === e && known.high === e)) {
      throw illegal(state, seat, `claims position ${event.pos} is ${engineText} but it is ${tileText(known)}`);
    }
    const deck = [...state.deck];
    deck[event.pos] = { low: e, high: e };
    return { ...state, deck, hands: withoutPos(state.hands, seat, event.pos), phase: "turns", engineOwner: seat, turn: seat, drew: null };
  }
  const holds = hand.some((p) => {
    const t = state.deck[p];
    return t != null && t.low === e && t.high === e;
  });
  if (holds) throw illegal(state, seat, `holds the engine ${engineText} and must place it`);
  if (event.kind === "no_engine") {
    if (state.declared >= state.players && state.drew === null) {
      throw illegal(state, seat, "must draw for the engine before passing it on");
    }
    let next = state;
    if (!handFullyKnown(state, seat)) {
      next = { ...next, claims: [...next.claims, { eventIndex: state.eventCount, seat, what: `does not hold ${engineText}` }] };
    }
    const declared = state.declared + 1;
    next = { ...next, declared, turn: (seat + 1) % state.players, drew: null };
    if (declared === state.players && state.rules.engine_missing === "highest_double") next = nextCandidate(next);
    return next;
  }
  if (event.kind === "draw") {
    if (state.declared < state.players) throw illegal(state, seat, "may not draw before every seat has looked for the engine");
    if (state.drew !== null) throw illegal(state, seat, "already drew this turn");
    if (boneyardCount(state) === 0) throw illegal(state, seat, "the boneyard is empty");
    return drawOne(state, seat);
  }
  throw illegal(state, seat, `${event.kind} is not allowed before the engine is placed`);
}

/** highest_double: nobody holds e-e; look for the next double in the order d, N, N-1, ..., 0. */
function nextCandidate(state: RoundState): RoundState {
  const order = [state.roundDouble];
  for (let p = state.rules.max_pip; p >= 0; p--) if (p !== state.roundDouble) order.push(p);
  const at = order.indexOf(state.enginePip) + 1;
  const [pip, declared] = at < order.length ? [order[at] as number, 0] : [state.roundDouble, state.players];
  return { ...state, enginePip: pip, declared, trains: state.trains.map((t) => ({ ...t, end: pip })) };
}

function applyTurns(state: RoundState, event: Event): RoundState {
  const seat = event.seat;
  switch (event.kind) {
    case "play":
      return applyPlay(state, event);
    case "draw": {
      if (!mayDraw(state)) {
        throw illegal(state, seat, `may not draw: ${boneyardCount(state) === 0 ? "the boneyard is empty" : "already drew this turn"}`);
      }
      if (building(state) && state.turnPlays > 0) throw illegal(state, seat, "may not draw after building; end the build instead");
      const checked = checkCannotPlay(state, seat, state.drew !== null ? "drew again" : "drew");
      return drawOne(checked, seat);
    }
    case "pass": {
      if (building(state) && state.turnPlays > 0) throw illegal(state, seat, "a building first turn ends with end_build, not a pass");
      if (state.drew === null && boneyardCount(state) > 0) throw illegal(state, seat, "must draw before passing while the boneyard has tiles");
      const rule = drawRule(state, seat);
      if (rule === "until_playable" && boneyardCount(state) > 0) {
        throw illegal(state, seat, "must keep drawing until a tile fits (draw until playable)");
      }
      const checked = rule === "may_play" && state.drew !== null ? state : checkCannotPlay(state, seat, "passed");
      return passTurn(checked, seat);
    }
    case "end_build": {
      if (!(building(state) && state.turnPlays > 0)) throw illegal(state, seat, "end_build only ends a building first turn after a tile");
      const checked = checkCannotPlay(state, seat, "ended the build");
      return { ...checked, ...endTurnChanges(checked, seat) };
    }
    default:
      throw illegal(state, seat, `${event.kind} is only allowed while looking for the engine`);
  }
}

function applyPlay(state: RoundState, play: PlayEvent): RoundState {
  const seat = play.seat;
  const hand = state.hands[seat] ?? [];
  if (!hand.includes(play.pos)) throw illegal(state, seat, `plays position ${play.pos}, which is not in its hand`);
  const t = play.tile;
  if (!(Number.isSafeInteger(t.low) && Number.isSafeInteger(t.high) && 0 <= t.low && t.low <= t.high)) {
    throw new InvalidPlayError(`a tile is [low, high] with 0 <= low <= high, not [${t.low}, ${t.high}]`);
  }
  const known = state.deck[play.pos] ?? null;
  if (known !== null && !sameTile(known, t)) {
    throw illegal(state, seat, `claims to play ${tileText(t)} but position ${play.pos} holds ${tileText(known)}`);
  }
  if (state.drew !== null && play.pos !== state.drew) throw illegal(state, seat, "after drawing, only the drawn tile may be played");
  const key = play.train;
  const target = trainOf(state, key);
  if (!allowedTrains(state, seat).includes(key)) throw illegal(state, seat, whyNotTrain(state, seat, key));
  if (!hasEnd(t, target.end)) throw illegal(state, seat, `${tileText(t)} does not fit ${trainName(key)}, which ends in ${target.end}`);
  const double = isDouble(t);
  if (double) {
    if (state.rules.open_doubles === "at_most_one" && state.open.length > 0) {
      throw illegal(state, seat, "at most one open double: cover the open one first");
    }
    if (hand.length === 1 && !outOnDouble(state.rules)) throw illegal(state, seat, "this ruleset does not allow going out on a double");
  }
  return played(state, play, known, target);
}

/** The state after a play already found legal (SPEC 3, "After a play"). */
function played(state: RoundState, play: PlayEvent, known: Tile | null, target: Train): RoundState {
  const seat = play.seat;
  const key = play.train;
  const t: Tile = { low: play.tile.low, high: play.tile.high };
  const covering = state.open.includes(key);
  const double = isDouble(t);
  const trains = [...state.trains];
  const at = key === MEXICAN ? state.players : key;
  trains[at] = {
    owner: target.owner,
    tiles: [...target.tiles, t],
    end: target.end === t.low ? t.high : t.low,
    marker: key === seat ? false : target.marker,
  };
  if (covering && key !== seat && state.rules.marker_when_covering && duty(state, seat)) {
    trains[seat] = { ...(trains[seat] as Train), marker: true };
  }
  let open = covering ? state.open.filter((k) => k !== key) : [...state.open];
  if (double) open = [...open, key];
  let deck = state.deck;
  if (known === null) {
    const cards = [...deck];
    cards[play.pos] = t;
    deck = cards;
  }
  const hands = withoutPos(state.hands, seat, play.pos);
  const base: RoundState = { ...state, deck, hands, trains, open, passesInRow: 0, turnPlays: state.turnPlays + 1 };
  if ((hands[seat] ?? []).length === 0) {
    if (double && state.rules.last_double === "must_cover" && boneyardCount(state) > 0) {
      return { ...base, followUp: true, coverLast: true, drew: null };
    }
    return { ...base, phase: "over", wentOut: seat, outOnDouble: double, drew: null };
  }
  if (building(state)) return base;
  if (double) return { ...base, followUp: true, drew: null };
  return { ...base, ...endTurnChanges(state, seat) };
}

function whyNotTrain(state: RoundState, seat: number, key: number): string {
  if (restricted(state, seat)) return `on the first turn seat ${seat} may only play on its own train`;
  if (key === MEXICAN && state.rules.mexican_needs_own_train && (state.trains[seat]?.tiles.length ?? 0) === 0) {
    return "no tile on the Mexican train before your own train is started";
  }
  if (state.followUp && (state.rules.follow_up === "on_double" || state.coverLast)) {
    return `the tile after a double must go on that double, on ${trainName(state.open[state.open.length - 1] as number)}`;
  }
  if (duty(state, seat)) {
    if (state.rules.open_doubles === "in_order") return `must cover the oldest open double first, on ${trainName(state.open[0] as number)}`;
    return `must cover an open double (on ${state.open.map(trainName).join(", ")})`;
  }
  return `${trainName(key)} is not open to seat ${seat} (no marker)`;
}

/** A pass (SPEC 3, "A pass"): the marker goes down; it counts towards a block only if nothing changed. */
function passTurn(state: RoundState, seat: number): RoundState {
  const own = state.trains[seat] as Train;
  const newMarker = !own.marker;
  const trains = [...state.trains];
  trains[seat] = { ...own, marker: true };
  const counts = boneyardCount(state) === 0 && state.drew === null && !state.followUp && !newMarker;
  const passes = counts ? state.passesInRow + 1 : 0;
  if (passes >= state.players) return { ...state, trains, passesInRow: passes, phase: "over", drew: null };
  return { ...state, trains, passesInRow: passes, ...endTurnChanges(state, seat) };
}

/** The turn ends: the next seat, with a fresh turn. */
function endTurnChanges(state: RoundState, seat: number): Partial<RoundState> {
  const firstTurnDone = state.firstTurnDone.map((done, s) => done || s === seat);
  return { firstTurnDone, turn: (seat + 1) % state.players, turnPlays: 0, followUp: false, coverLast: false, drew: null };
}

export function trainName(key: number): string {
  return key === MEXICAN ? "the Mexican train" : `seat ${key}'s train`;
}

/** Replay a round with every tile known: the first rule broken throws, naming its seat and event index. */
export function replayRound(
  rules: Ruleset,
  players: number,
  roundIndex: number,
  deck: readonly Tile[],
  events: readonly Event[],
): RoundState {
  let state = newRound(rules, players, roundIndex, deck);
  for (const event of events) state = apply(state, event);
  return state;
}
