/** The table-level kinds (SPEC 5.4, 7.1): entry 0's checks, `open`, `join`, `start`, `end`, `abort`. */
import { bytesEqual } from "../bytes.js";
import type { Value } from "../codec/canonical.js";
import { checkPublicKey, SignatureError } from "../identity/ed25519.js";
import { TableRefusal } from "../log/walk.js";
import { HOST_SEAT, TABLE_ROUND, type Message } from "../messages/message.js";
import { checkPlayers, rulesetFromMap } from "../rules/ruleset.js";
import { RulesetError } from "../rules/limits.js";
import { beginRound } from "./deck-stages.js";
import { RISTRETTO255_OPTION, TABLE_OPTIONS, VERIFIED_SHUFFLE, refuse, sameInts, type TableState, type Update } from "./state.js";

/** Entry 0's table checks (SPEC 5.4, 2): options known, ruleset valid for the seat count. */
export function checkOpen(m: Message): void {
  const host = (reason: string) => new TableRefusal(HOST_SEAT, `open: ${reason}`);
  const options = m.payload.length > 5 ? (m.payload[5] as string[]) : [];
  const unknown = options.find((o) => !TABLE_OPTIONS.includes(o));
  if (unknown !== undefined) throw host(`unknown table option ${JSON.stringify(unknown)}`);
  try {
    const rules = rulesetFromMap(m.payload[1]);
    checkPlayers(rules, m.payload[2] as number);
  } catch (error) {
    if (error instanceof RulesetError) throw host(`bad ruleset: ${error.message}`);
    throw error;
  }
}

export function onOpen(t: TableState, index: number, m: Message): Update[] {
  const [name, rulesMap, seats, hostKey, created] = m.payload as [string, Value, number, Uint8Array, number];
  const options = m.payload.length > 5 ? (m.payload[5] as string[]) : [];
  t.verifiedShuffle = options.includes(VERIFIED_SHUFFLE);
  // SPEC 4.1: the option names the deck's group; a log without it deals on edwards25519.
  t.deckGroup = options.includes(RISTRETTO255_OPTION) ? "ristretto255" : "edwards25519";
  t.gameId = m.gameId;
  t.hostKey = hostKey;
  t.tableName = name;
  t.rules = rulesetFromMap(rulesMap);
  t.seats = seats;
  t.names = new Array<string | null>(seats).fill(null);
  t.keys = new Array<Uint8Array | null>(seats).fill(null);
  return [{ entry: index, kind: "open", seat: HOST_SEAT, round: TABLE_ROUND, detail: { name, seats, created } }];
}

export function onJoin(t: TableState, index: number, m: Message): Update[] {
  const [name, key] = m.payload as [string, Uint8Array];
  if (t.stage !== "lobby") throw refuse(m, "the table has started");
  if (m.seat < 0 || m.seat >= t.seats) throw refuse(m, `no seat ${m.seat} at a ${t.seats}-seat table`);
  if (t.keys[m.seat] !== null) throw refuse(m, `seat ${m.seat} is taken`);
  if (t.keys.some((k) => k !== null && bytesEqual(k, key))) throw refuse(m, "this identity key already holds a seat");
  try {
    checkPublicKey(key);
  } catch (error) {
    if (error instanceof SignatureError) throw refuse(m, error.message);
    throw error;
  }
  t.keys[m.seat] = key;
  t.names[m.seat] = name;
  return [{ entry: index, kind: "join", seat: m.seat, round: TABLE_ROUND, detail: { name } }];
}

export function onStart(t: TableState, index: number, m: Message): Update[] {
  if (t.stage !== "lobby") throw refuse(m, "the table has already started");
  if (t.keys.some((k) => k === null)) throw refuse(m, "not every seat is taken");
  beginRound(t, 0);
  return [{ entry: index, kind: "start", seat: HOST_SEAT, round: TABLE_ROUND, detail: { names: [...t.names] } }];
}

export function onEnd(t: TableState, index: number, m: Message): Update[] {
  const [totals, winners] = m.payload as [number[], number[]];
  if (t.stage !== "closing" || t.final === null) throw refuse(m, "the match is not over");
  if (!sameInts(totals, t.final.totals) || !sameInts(winners, t.final.winners)) {
    throw refuse(m, `totals ${JSON.stringify(totals)} / winners ${JSON.stringify(winners)} disagree with the log`);
  }
  t.stage = "ended";
  return [{ entry: index, kind: "end", seat: HOST_SEAT, round: TABLE_ROUND, detail: { totals, winners } }];
}

export function onAbort(t: TableState, index: number, m: Message): Update[] {
  const [seat, reason] = m.payload as [number, string];
  if (seat >= t.seats) throw refuse(m, `no seat ${seat}`);
  const rnd = t.round;
  const inRound = rnd !== null && t.stage !== "lobby" && t.stage !== "closing";
  const awaited = t.waitingFor().filter((s) => s !== HOST_SEAT);
  t.aborted = { entry: index, seat, reason, stage: t.stage, round: inRound ? rnd.index : null, awaited };
  t.stage = "ended";
  return [{ entry: index, kind: "abort", seat: HOST_SEAT, round: TABLE_ROUND, detail: { seat, reason } }];
}
