/**
 * The differential vector tests/vectors/engine_games.json (written by the Python engine, see
 * make_engine_vectors.py): every step of every game is replayed through the TypeScript engine,
 * which must agree on every fact of SPEC 3's state and on the legal moves, in order; every round
 * must score the same, every match total the same; a spectator's view records the same claims;
 * every lie is accepted by a view and refused by the full replay, naming the same seat and event.
 */
import assert from "node:assert/strict";
import { test } from "node:test";
import {
  IllegalPlayError,
  type Ruleset,
  type Tile,
  apply,
  newRound,
  rulesetFromMap,
  scoreMatch,
  scoreRound,
  tile,
  viewFor,
  learn,
  handTiles,
} from "../src/rules/index.js";
import { decodeEvent, facts } from "./rules_helpers.js";
import { loadVector } from "./vectors.js";

type Json = unknown;
interface RoundData {
  round: number;
  deck: Array<[number, number]>;
  start: Json[];
  steps: Array<[Json[], Json[]]>;
  trains: Array<Array<[number, number]>>;
  hands: Array<Array<[number, number]>>;
  spectator_claims: Array<[number, number]>;
  score: { double: number; went_out: number | null; out_on_double: boolean; pips: number[]; scores: number[]; winners: number[] };
}
interface MatchData {
  seed: number;
  rules: Record<string, unknown>;
  players: number;
  rounds: RoundData[];
  totals: number[];
  winners: number[];
}
interface Lie {
  match: number;
  round: number;
  at: number;
  event: Json[];
}
interface Vector {
  facts: string[];
  matches: MatchData[];
  lies: Lie[];
}

const VECTOR = loadVector<Vector>("engine_games.json");

function deckOf(data: RoundData): Tile[] {
  return data.deck.map(([a, b]) => tile(a, b));
}

const pairs = (tiles: readonly Tile[]): Array<[number, number]> => tiles.map((t) => [t.low, t.high]);

test("the vector names the facts this test compares, in its order", () => {
  assert.equal(VECTOR.facts.length, facts(newRound(rulesetFromMap(VECTOR.matches[0]!.rules), VECTOR.matches[0]!.players, 0, deckOf(VECTOR.matches[0]!.rounds[0]!))).length);
  assert.ok(VECTOR.matches.length >= 30, "a few dozen matches");
});

for (const [mi, match] of VECTOR.matches.entries()) {
  test(`engine game ${mi} (${match.rules["name"]}, ${match.players} seats, seed ${match.seed}) agrees step by step`, () => {
    const rules: Ruleset = rulesetFromMap(match.rules);
    const outcomes = [];
    for (const data of match.rounds) {
      let state = newRound(rules, match.players, data.round, deckOf(data));
      assert.deepEqual(facts(state), data.start, `round ${data.round}: the new round`);
      for (const [si, [eventData, expected]] of data.steps.entries()) {
        const event = decodeEvent(eventData);
        state = apply(state, event);
        assert.deepEqual(facts(state), expected, `round ${data.round} step ${si}: after ${JSON.stringify(eventData)}`);
      }
      assert.equal(state.phase, "over");
      assert.deepEqual(state.trains.map((t) => pairs(t.tiles)), data.trains, `round ${data.round}: trains`);
      assert.deepEqual(
        state.hands.map((_, s) => pairs(handTiles(state, s) as Tile[])),
        data.hands,
        `round ${data.round}: hands`,
      );
      const outcome = scoreRound(state);
      assert.deepEqual(
        {
          double: outcome.double,
          went_out: outcome.wentOut,
          out_on_double: outcome.outOnDouble,
          pips: outcome.pips,
          scores: outcome.scores,
          winners: outcome.winners,
        },
        data.score,
        `round ${data.round}: score`,
      );
      outcomes.push(outcome);

      // a spectator sees no hand: every "cannot play" and "no engine" is a claim, and the same ones
      let view = viewFor(newRound(rules, match.players, data.round, deckOf(data)), null);
      for (const [eventData] of data.steps) view = apply(view, decodeEvent(eventData));
      assert.deepEqual(view.claims.map((c) => [c.eventIndex, c.seat]), data.spectator_claims, `round ${data.round}: claims`);

      // a seat's view (learning its own draws, as a node does) records the others' claims only
      const seat = data.round % match.players;
      const full0 = newRound(rules, match.players, data.round, deckOf(data));
      let own = viewFor(full0, seat);
      for (const [eventData] of data.steps) {
        const event = decodeEvent(eventData);
        own = apply(own, event);
        if (event.kind === "draw" && event.seat === seat && own.drew !== null) {
          own = learn(own, own.drew, full0.deck[own.drew] as Tile);
        }
      }
      assert.deepEqual(
        own.claims.map((c) => [c.eventIndex, c.seat]),
        data.spectator_claims.filter(([, s]) => s !== seat),
        `round ${data.round}: seat ${seat}'s claims`,
      );
    }
    const m = scoreMatch(rules, match.players, outcomes);
    assert.deepEqual(m.totals, match.totals, "match totals");
    assert.deepEqual(m.winners, match.winners, "match winners");
  });
}

test("every lie passes in a spectator's view and is refused by the full replay, naming its seat and event", () => {
  assert.ok(VECTOR.lies.length >= 8);
  const kinds = new Set<string>();
  for (const lie of VECTOR.lies) {
    const match = VECTOR.matches[lie.match]!;
    const data = match.rounds[lie.round]!;
    const rules = rulesetFromMap(match.rules);
    const events = [...data.steps.slice(0, lie.at).map(([e]) => decodeEvent(e)), decodeEvent(lie.event)];
    const liar = lie.event[1] as number;
    kinds.add(lie.event[0] as string);

    let view = viewFor(newRound(rules, match.players, data.round, deckOf(data)), null);
    for (const e of events) view = apply(view, e);
    assert.deepEqual(view.claims.at(-1) && [view.claims.at(-1)!.eventIndex, view.claims.at(-1)!.seat], [lie.at, liar]);

    let full = newRound(rules, match.players, data.round, deckOf(data));
    for (const e of events.slice(0, -1)) full = apply(full, e);
    assert.throws(
      () => apply(full, events.at(-1)!),
      (err: unknown) => err instanceof IllegalPlayError && err.seat === liar && err.eventIndex === lie.at,
      `lie ${JSON.stringify(lie)}`,
    );
  }
  assert.deepEqual([...kinds].sort(), ["draw", "end_build", "no_engine", "pass"]);
});
