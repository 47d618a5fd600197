/**
 * A round's turns (SPEC 3, 7.2): moves checked by the engine, played cards opened in public
 * (a false claim blamed, garbage stopping the round), draws and their key releases, anomalies.
 */
import type { Message } from "../messages/message.js";
import { BadPointError, ClaimMismatchError, DeckAnomaly, DeckFault } from "../deck/errors.js";
import { decodeScalar, GroupError } from "../deck/scalar.js";
import type { KeyRelease, PlayClaim } from "../deck/transcript.js";
import { type Event, apply, learn } from "../rules/engine.js";
import type { Tile } from "../rules/tiles.js";
import { checkFit, checkKeys } from "./deck-stages.js";
import { blameUpdate, startReveal } from "./reveal.js";
import type { TableRound } from "./round.js";
import { deckCall, refuse, roundFor, type TableState, type Update } from "./state.js";

export function turnRound(t: TableState, m: Message): TableRound {
  const rnd = roundFor(t, m, "turns");
  if (rnd.pendingDraw) throw refuse(m, `waiting for the keys of drawn position ${rnd.pendingDraw.position}`);
  return rnd;
}

export function commitEvent(t: TableState, rnd: TableRound, index: number, event: Event, state: typeof rnd.engine): void {
  rnd.engine = state;
  rnd.events.push(event);
  rnd.eventEntries.push(index);
  if (state.phase === "over") {
    rnd.overEntry = index;
    startReveal(t, rnd);
  }
}

export function onPlay(t: TableState, index: number, m: Message): Update[] {
  const rnd = turnRound(t, m);
  const [pos, [low, high], train, key] = m.payload as [number, [number, number], number, Uint8Array];
  if (low > high) throw refuse(m, "a tile is sent low end first");
  const value: Tile = { low, high };
  const event: Event = { kind: "play", seat: m.seat, pos, tile: value, train };
  const state = apply(rnd.engine, event);
  const trouble = openPlayed(t, m, index, rnd, { kind: "release", seat: m.seat, position: pos, key }, { kind: "claim", seat: m.seat, position: pos, low, high });
  if (trouble) return trouble;
  commitEvent(t, rnd, index, event, state);
  return [{ entry: index, kind: "play", seat: m.seat, round: rnd.index, detail: { tile: value, train, pos } }];
}

export function onPlaceEngine(t: TableState, index: number, m: Message): Update[] {
  const rnd = turnRound(t, m);
  if (rnd.engine.phase !== "engine") throw refuse(m, "the engine is already placed");
  const [pos, key] = m.payload as [number, Uint8Array];
  const event: Event = { kind: "place_engine", seat: m.seat, pos };
  const state = apply(rnd.engine, event);
  const e = rnd.engine.enginePip;
  const trouble = openPlayed(t, m, index, rnd, { kind: "release", seat: m.seat, position: pos, key }, { kind: "claim", seat: m.seat, position: pos, low: e, high: e });
  if (trouble) return trouble;
  commitEvent(t, rnd, index, event, state);
  return [{ entry: index, kind: "place_engine", seat: m.seat, round: rnd.index, detail: { tile: { low: e, high: e } } }];
}

/**
 * Opens a played card in public (SPEC 7.2 steps 4-5). A false claim is signed evidence: the
 * entry stands and the seat is blamed. A card that opens to garbage stops the round for the
 * early audit. Anything malformed refuses the entry. Null when the card is the claimed tile.
 */
export function openPlayed(t: TableState, m: Message, index: number, rnd: TableRound, release: KeyRelease, claim: PlayClaim): Update[] | null {
  if (t.verifiedShuffle) {
    let value: bigint | null = null;
    try {
      value = decodeScalar(release.key);
    } catch (error) {
      if (!(error instanceof GroupError)) throw error; // the deck refuses a malformed key with its reason
    }
    if (value !== null) checkFit(t, m, rnd, release, value);
  }
  const before = rnd.deck.eventCount;
  try {
    rnd.deck.receivePlay(release, claim);
  } catch (error) {
    if (error instanceof ClaimMismatchError) {
      rnd.noteDeckEvents(index, before);
      return blameUpdate(t, { seat: m.seat, entry: index, reason: `false claim: ${error.message}`, cheater: true }, index, rnd.index);
    }
    if (error instanceof DeckAnomaly || error instanceof BadPointError) {
      rnd.noteDeckEvents(index, before);
      rnd.anomaly = { entry: index, seat: m.seat, reason: `the played card opened to garbage: ${error.message}` };
      rnd.overEntry = index;
      startReveal(t, rnd);
      return [{ entry: index, kind: "anomaly", seat: m.seat, round: rnd.index, detail: { reason: error.message } }];
    }
    if (error instanceof DeckFault) throw refuse(m, error.message);
    throw error;
  }
  rnd.noteDeckEvents(index, before);
  return null;
}

export function onSimple(t: TableState, index: number, m: Message, event: Event): Update[] {
  const rnd = turnRound(t, m);
  const state = apply(rnd.engine, event);
  commitEvent(t, rnd, index, event, state);
  return [{ entry: index, kind: m.kind, seat: m.seat, round: rnd.index }];
}

export function onDraw(t: TableState, index: number, m: Message): Update[] {
  const rnd = turnRound(t, m);
  const event: Event = { kind: "draw", seat: m.seat };
  const state = apply(rnd.engine, event);
  const pos = rnd.engine.nextDraw;
  const before = rnd.deck.eventCount;
  deckCall(m, () => rnd.deck.receiveDraw({ kind: "draw", seat: m.seat, position: pos }));
  rnd.noteDeckEvents(index, before);
  rnd.engine = state;
  rnd.events.push(event);
  rnd.eventEntries.push(index);
  rnd.pendingDraw = { position: pos, drawer: m.seat };
  rnd.released = new Set();
  if (t.mySeat !== null && t.mySeat !== m.seat && rnd.deck.secrets) {
    t.queue("release", rnd.index, [pos, rnd.deck.release(pos).key]);
  }
  return [{ entry: index, kind: "draw", seat: m.seat, round: rnd.index, detail: { pos } }];
}

export function onRelease(t: TableState, index: number, m: Message): Update[] {
  const rnd = roundFor(t, m, "turns");
  const pending = rnd.pendingDraw;
  if (!pending) throw refuse(m, "no drawn card is waiting for keys");
  const [position, key] = m.payload as [number, Uint8Array];
  if (position !== pending.position) throw refuse(m, `a key for position ${position}; position ${pending.position} was drawn`);
  if (m.seat === pending.drawer || rnd.released.has(m.seat)) throw refuse(m, "a key this seat may not release now");
  const record: KeyRelease = { kind: "release", seat: m.seat, position, key };
  checkKeys(t, m, rnd, [record]);
  let anomaly: DeckFault | null = null;
  let found: Tile | null = null;
  const before = rnd.deck.eventCount;
  try {
    found = deckCall(m, () => rnd.deck.receiveRelease(record));
  } catch (error) {
    if (!(error instanceof DeckAnomaly || error instanceof BadPointError)) throw error;
    anomaly = error;
  }
  rnd.noteDeckEvents(index, before);
  rnd.released.add(m.seat);
  if (rnd.released.size === t.seats - 1) rnd.pendingDraw = null;
  if (found) rnd.engine = learn(rnd.engine, position, found);
  if (anomaly) reportAnomaly(t, rnd, anomaly);
  return [{ entry: index, kind: "release", seat: m.seat, round: rnd.index, detail: { pos: position } }];
}

export function onAnomaly(t: TableState, index: number, m: Message): Update[] {
  const rnd = roundFor(t, m, "shuffle", "lock", "deal", "turns");
  if (t.stage === "shuffle" || t.stage === "lock") {
    const due = rnd.deck.nextStep();
    if (due === null || due.seat !== m.seat) throw refuse(m, "only the seat due to multiply the last deck may report it now");
  }
  const [pos, reason] = m.payload as [number, string];
  rnd.anomaly = { entry: index, seat: m.seat, reason };
  rnd.overEntry = index;
  startReveal(t, rnd);
  return [{ entry: index, kind: "anomaly", seat: m.seat, round: rnd.index, detail: { pos, reason } }];
}

export function reportAnomaly(t: TableState, rnd: TableRound, error: DeckFault): void {
  if (rnd.deck.secrets && rnd.anomaly === null && !rnd.reported) {
    rnd.reported = true;
    t.queue("anomaly", rnd.index, [error.position ?? 0, error.message.slice(0, 200)]);
  }
}
