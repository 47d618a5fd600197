/**
 * A seat that cheats on purpose, for the tests that show the other implementation catches it:
 * it rewrites what an honest {@link SeatDriver} sends and signs the result with the seat's own
 * key, so the message is the seat's signed evidence (SPEC 6.3), exactly as a real cheater's
 * would be. Never used in play.
 *
 * - `illegal-play`: its first play goes on a train the rules forbid (a public check: every node
 *   refuses the message at once);
 * - `wrong-seed`: its first reveal carries another seed than the one it committed to (only the
 *   round's audit can tell: every node blames the seat).
 */
import { sha256 } from "@noble/hashes/sha2.js";
import type { Value } from "../codec/canonical.js";
import type { Identity } from "../identity/ed25519.js";
import { decodeMessage, encodeMessage } from "../messages/message.js";
import { apply, IllegalPlayError, MEXICAN, type Event, type RoundState } from "../rules/engine.js";
import type { Tile } from "../rules/tiles.js";
import type { Delivery, SeatDriver } from "./driver.js";

export const MISBEHAVIOURS = ["illegal-play", "wrong-seed"] as const;
export type Misbehaviour = (typeof MISBEHAVIOURS)[number];

export function isMisbehaviour(name: string): name is Misbehaviour {
  return (MISBEHAVIOURS as readonly string[]).includes(name);
}

export class Misbehaving {
  private done = false;

  constructor(
    readonly driver: SeatDriver,
    private readonly identity: Identity,
    readonly how: Misbehaviour,
  ) {}

  /** The honest delivery, with the first message this cheat applies to rewritten. */
  receive(entry: Uint8Array): Delivery {
    const delivery = this.driver.receive(entry);
    const messages = delivery.messages.map((raw) => (this.done ? raw : this.rewrite(raw)));
    return { updates: delivery.updates, messages };
  }

  /** True once the cheat was sent. */
  get cheated(): boolean {
    return this.done;
  }

  /** The move is not applied until its entry comes back, so the table's engine is the state it was played in. */
  private rewrite(raw: Uint8Array): Uint8Array {
    const m = decodeMessage(raw);
    let payload: Value[] | null = null;
    if (this.how === "wrong-seed" && m.kind === "reveal") {
      payload = [sha256(m.payload[0] as Uint8Array), m.payload[1]!];
    } else if (this.how === "illegal-play" && m.kind === "play") {
      const rnd = this.driver.table.round!;
      const [pos, pair, , key] = m.payload as [number, [number, number], number, Uint8Array];
      const tile: Tile = { low: pair[0], high: pair[1] };
      const train = forbiddenTrain(rnd.engine, this.driver.seat, pos, tile, rnd.engine.players);
      if (train !== null) payload = [pos, [tile.low, tile.high], train, key];
    }
    if (payload === null) return raw;
    this.done = true;
    return encodeMessage(this.identity, { ...m, payload });
  }
}

/** A train this play may not go on, as every node can see (the open ends and markers are public). */
function forbiddenTrain(engine: RoundState, seat: number, pos: number, tile: Tile, players: number): number | null {
  for (const train of [MEXICAN, ...Array.from({ length: players }, (_, s) => s)]) {
    const event: Event = { kind: "play", seat, pos, tile, train };
    try {
      apply(engine, event);
    } catch (error) {
      if (error instanceof IllegalPlayError) return train;
      throw error;
    }
  }
  return null;
}
