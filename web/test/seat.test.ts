/**
 * The seat side on its own: TypeScript seats (web/src/seat) play whole matches against a
 * TypeScript host, in memory; the log verifies, every seat's replica holds the same entries,
 * and a seat that cheats is refused (a public rule) or blamed (at the round's audit). The same
 * driver plays a seat against Python's nodes in tests/web/test_mixed_table.py.
 */
import { test } from "node:test";
import assert from "node:assert/strict";
import { bytesEqual } from "../src/bytes.js";
import { Identity } from "../src/identity/ed25519.js";
import { TableRefusal } from "../src/log/walk.js";
import { decodeEntry } from "../src/log/entry.js";
import { writeLog } from "../src/log/file.js";
import { preset, makeRuleset } from "../src/rules/ruleset.js";
import { verifyLog } from "../src/table/verify.js";
import { heavyBot } from "../src/seat/bot.js";
import { SeatDriver } from "../src/seat/driver.js";
import { runMatch } from "../src/seat/match.js";
import { Misbehaving } from "../src/seat/misbehave.js";
import { seededBytes, seededRoundSeeds } from "../src/seat/secrets.js";

function seatsFor(seed: string, count: number): SeatDriver[] {
  return Array.from(
    { length: count },
    (_, s) =>
      new SeatDriver({
        seat: s,
        name: `ts ${s}`,
        identity: new Identity(seededBytes(seed, `identity-${s}`, 32)),
        roundSeed: seededRoundSeeds(`${seed}/${s}`),
        bot: heavyBot(s + 1),
      }),
  );
}

function setup(seed: string) {
  return { hostIdentity: new Identity(seededBytes(seed, "host", 32)), gameId: seededBytes(seed, "game", 16) };
}

/** A double-six set and short hands: every stage of two rounds, at a small cost. */
const TWO_ROUNDS = makeRuleset({ max_pip: 6, hand_sizes: [[4, 5]], max_players: 4, rounds: 2 }, preset("classic"));

test("three TypeScript seats play a 2-round match; the log verifies and every replica agrees", () => {
  const seats = seatsFor("a", 3);
  const { entries, host } = runMatch({ rules: TWO_ROUNDS, seats, ...setup("a") });
  assert.equal(host.stage, "ended");
  assert.equal(host.outcomes.length, 2);
  for (const seat of seats) {
    assert.equal(seat.table.entries.length, entries.length);
    assert.ok(seat.table.entries.every((e, i) => bytesEqual(e, entries[i]!)));
    assert.deepEqual(seat.table.final, host.final);
  }
  const result = verifyLog(writeLog(entries));
  assert.equal(result.outcome, "valid", JSON.stringify(result));
});

test("a seat restarted mid-round from the log owes exactly what it owed, and the match goes on", () => {
  const seed = "e";
  const RESTARTS = [7, 30, 61]; // in the lobby, the deal and the turns of round 0
  const setupOf = (s: number) => ({ seat: s, name: `ts ${s}`, identity: new Identity(seededBytes(seed, `identity-${s}`, 32)), roundSeed: seededRoundSeeds(`${seed}/${s}`) });
  const seats = seatsFor(seed, 3);
  let driver = seats[1]!;
  const seen: Uint8Array[] = [];
  const checked: number[] = [];
  const sent: Uint8Array[] = [];
  const restarting = {
    receive(entry: Uint8Array) {
      seen.push(entry);
      const honest = driver.receive(entry);
      if (RESTARTS.includes(seen.length)) {
        // A fresh node with the same secrets and bot seed, fed the whole log so far, owes what
        // the running one owes now and, again, what it sent that the log does not hold yet.
        const logged = seen.map((e) => decodeEntry(e).message);
        const unlogged = sent.filter((m) => !logged.some((l) => bytesEqual(l, m)));
        const fresh = new SeatDriver({ ...setupOf(1), bot: heavyBot(2) });
        const caught = fresh.catchUp(seen).messages;
        const expected = [...unlogged, ...honest.messages];
        assert.equal(caught.length, expected.length);
        caught.forEach((m, i) => assert.ok(bytesEqual(m, expected[i]!)));
        checked.push(seen.length);
        driver = fresh;
      }
      sent.push(...honest.messages);
      return honest;
    },
  };
  const { entries, host } = runMatch({ rules: TWO_ROUNDS, seats: [seats[0]!, restarting, seats[2]!], ...setup(seed) });
  assert.equal(host.stage, "ended");
  assert.deepEqual(checked, RESTARTS);
  assert.equal(verifyLog(writeLog(entries)).outcome, "valid");
});

test("with the verified shuffle, a 1-round 2-seat match verifies", () => {
  const rules = makeRuleset({ rounds: 1 }, TWO_ROUNDS);
  const { entries, host } = runMatch({ rules, seats: seatsFor("b", 2), verifiedShuffle: true, ...setup("b") });
  assert.equal(host.stage, "ended");
  assert.equal(verifyLog(writeLog(entries)).outcome, "valid");
});

test("a seat that plays on a forbidden train is refused at once, naming it", () => {
  const seats = seatsFor("c", 3);
  const cheat = new Misbehaving(seats[1]!, new Identity(seededBytes("c", "identity-1", 32)), "illegal-play");
  assert.throws(
    () => runMatch({ rules: TWO_ROUNDS, seats: [seats[0]!, cheat, seats[2]!], ...setup("c") }),
    (error: unknown) => error instanceof TableRefusal && error.seat === 1 && /play/.test(error.message),
  );
  assert.ok(cheat.cheated);
});

test("a seat that reveals another seed than it committed to is blamed by the audit", () => {
  const seats = seatsFor("d", 3);
  const cheat = new Misbehaving(seats[2]!, new Identity(seededBytes("d", "identity-2", 32)), "wrong-seed");
  const { entries, host } = runMatch({ rules: TWO_ROUNDS, seats: [seats[0]!, seats[1]!, cheat], ...setup("d") });
  assert.ok(cheat.cheated);
  assert.equal(host.blame?.seat, 2);
  const result = verifyLog(writeLog(entries));
  assert.equal(result.outcome, "invalid");
  assert.equal(result.blame?.seat, 2);
});
