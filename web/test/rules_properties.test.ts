/**
 * Property tests over seeded random legal rounds of every preset, 2 to 10 seats: tiles are
 * conserved at every step, apply accepts exactly the legal moves, every honest event passes in
 * every seat's view with claims only for the others, the engine is deterministic, every round
 * ends, and scores are the pips left.
 */
import assert from "node:assert/strict";
import { test } from "node:test";
import {
  type Event,
  IllegalPlayError,
  MEXICAN,
  PRESETS,
  type RoundState,
  type Ruleset,
  type Tile,
  apply,
  boneyardCount,
  deckSize,
  handPips,
  handTiles,
  learn,
  legalActions,
  newRound,
  roundDoubles,
  scoreRound,
  tileIndex,
  tileSet,
  viewFor,
} from "../src/rules/index.js";

/** mulberry32: a small seeded generator, so every run plays the same rounds. */
function rng(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function pick<T>(random: () => number, items: readonly T[]): T {
  return items[Math.floor(random() * items.length)] as T;
}

function shuffledDeck(rules: Ruleset, roundIndex: number, random: () => number): Tile[] {
  const d = roundDoubles(rules, Math.max(rules.rounds, roundIndex + 1))[roundIndex]!;
  const tiles = tileSet(rules.max_pip).filter((t) => rules.engine === "held" || !(t.low === d && t.high === d));
  for (let i = tiles.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [tiles[i], tiles[j]] = [tiles[j]!, tiles[i]!];
  }
  assert.equal(tiles.length, deckSize(rules));
  return tiles;
}

interface Played {
  rules: Ruleset;
  players: number;
  roundIndex: number;
  deck: Tile[];
  events: Event[];
  states: RoundState[];
}

function playRandom(seed: number): Played {
  const random = rng(seed);
  const names = Object.keys(PRESETS).sort();
  const rules = PRESETS[pick(random, names)]!;
  const players = rules.min_players + Math.floor(random() * (rules.max_players - rules.min_players + 1));
  const roundIndex = Math.floor(random() * rules.rounds);
  const deck = shuffledDeck(rules, roundIndex, random);
  let state = newRound(rules, players, roundIndex, deck);
  const events: Event[] = [];
  const states = [state];
  while (state.phase !== "over") {
    const event = pick(random, legalActions(state, state.turn));
    state = apply(state, event);
    events.push(event);
    states.push(state);
    assert.ok(events.length < 5000, "a round ends");
  }
  return { rules, players, roundIndex, deck, events, states };
}

/** Every tile of the state, wherever it is: hands, trains, boneyard, and the engine once placed or set aside. */
function tilesEverywhere(state: RoundState): number[] {
  const out: number[] = [];
  const add = (t: Tile): void => void out.push(tileIndex(state.rules.max_pip, t));
  for (let s = 0; s < state.players; s++) for (const t of handTiles(state, s)) add(t!);
  for (const train of state.trains) train.tiles.forEach(add);
  for (let p = state.nextDraw; p < state.deck.length; p++) add(state.deck[p]!);
  if (state.engineOwner !== null || state.rules.engine === "set_aside") add({ low: state.enginePip, high: state.enginePip });
  return out.sort((a, b) => a - b);
}

const GAMES = Array.from({ length: 30 }, (_, i) => playRandom(1000 + i));

test("random rounds cover every preset and end out or blocked", () => {
  assert.deepEqual(new Set(GAMES.map((g) => g.rules.name)), new Set(Object.keys(PRESETS)));
  assert.ok(GAMES.some((g) => g.states.at(-1)!.wentOut !== null));
});

test("tiles are conserved at every step: none appears, vanishes or doubles", () => {
  for (const game of GAMES) {
    const full = tileSet(game.rules.max_pip).map((t) => tileIndex(game.rules.max_pip, t));
    for (const state of game.states) assert.deepEqual(tilesEverywhere(state), full);
  }
});

test("apply accepts exactly the moves legalActions lists (every candidate, every step of 6 rounds)", () => {
  for (const game of GAMES.slice(0, 6)) {
    for (const state of game.states) {
      if (state.phase === "over") continue;
      const seat = state.turn;
      const legal = legalActions(state, seat).map((e) => JSON.stringify(e));
      const candidates: Event[] = [
        { kind: "draw", seat },
        { kind: "pass", seat },
        { kind: "end_build", seat },
        { kind: "no_engine", seat },
      ];
      for (const pos of state.hands[seat]!) {
        candidates.push({ kind: "place_engine", seat, pos });
        for (let k = -1; k < state.players; k++) candidates.push({ kind: "play", seat, pos, tile: state.deck[pos]!, train: k });
      }
      for (const event of candidates) {
        let accepted = true;
        try {
          apply(state, event);
        } catch (err) {
          assert.ok(err instanceof IllegalPlayError, String(err));
          accepted = false;
        }
        assert.equal(accepted, legal.includes(JSON.stringify(event)), `${JSON.stringify(event)} in ${game.rules.name}`);
      }
      // an event from a seat not on turn is refused, naming that seat
      const other = (seat + 1) % state.players;
      assert.throws(() => apply(state, { kind: "draw", seat: other }), (e: unknown) => e instanceof IllegalPlayError && e.seat === other);
    }
  }
});

test("every honest event passes in every seat's view; a view records claims for the others only", () => {
  for (const game of GAMES.slice(0, 16)) {
    const full = newRound(game.rules, game.players, game.roundIndex, game.deck);
    for (let seat = 0; seat < game.players; seat++) {
      let view = viewFor(full, seat);
      assert.ok(view.deck.filter((t) => t !== null).length === view.hands[seat]!.length);
      for (const event of game.events) {
        view = apply(view, event);
        if (event.kind === "draw" && event.seat === seat) view = learn(view, view.drew!, game.deck[view.drew!]!);
      }
      assert.ok(view.claims.every((c) => c.seat !== seat));
      assert.deepEqual(view.trains, game.states.at(-1)!.trains);
      assert.equal(view.phase, "over");
    }
  }
});

test("the engine is deterministic: the same deck and events give the same states, the same seed the same round", () => {
  for (const game of GAMES.slice(0, 10)) {
    let state = newRound(game.rules, game.players, game.roundIndex, game.deck);
    for (const [i, event] of game.events.entries()) {
      state = apply(state, event);
      assert.deepEqual(state, game.states[i + 1]);
    }
  }
  const again = playRandom(1003);
  assert.deepEqual(again.events, GAMES[3]!.events);
});

test("apply never changes the state it is given", () => {
  const game = GAMES[5]!;
  const before = JSON.stringify(game.states[0]);
  apply(game.states[0]!, game.events[0]!);
  assert.equal(JSON.stringify(game.states[0]), before);
});

test("scores are the pips left: penalty scores each seat's pips, positive gives the pot to the winners", () => {
  for (const game of GAMES) {
    const final = game.states.at(-1)!;
    const outcome = scoreRound(final);
    const pips = final.hands.map((_, s) => handPips(game.rules, handTiles(final, s) as Tile[]));
    assert.deepEqual(outcome.pips, pips);
    const factor = game.rules.out_on_double_doubles && final.outOnDouble ? 2 : 1;
    if (game.rules.scoring === "penalty") {
      assert.deepEqual(outcome.scores, pips.map((p) => p * factor));
    } else {
      const pot = pips.reduce((sum, p, s) => sum + (outcome.winners.includes(s) ? 0 : p), 0) * factor;
      for (const w of outcome.winners) assert.equal(outcome.scores[w], Math.floor(pot / outcome.winners.length));
    }
    if (final.wentOut !== null) assert.equal(final.hands[final.wentOut]!.length, 0);
    else assert.equal(final.passesInRow, game.players);
    assert.ok(boneyardCount(final) >= 0);
    assert.ok(final.trains[game.players]!.owner === MEXICAN);
  }
});
