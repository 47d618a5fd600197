/**
 * A bot for a seat: picks one of the table's legal actions. Deterministic given its seed, so a
 * match between implementations can be replayed; the policy is simple on purpose (a play when
 * there is one, the heaviest first, ties broken by the seeded generator), since what it is for
 * is exercising the protocol, not winning.
 */
import type { Event } from "../rules/engine.js";

/** Chooses one of `actions` (never empty): the seat's move. */
export type Bot = (actions: readonly Event[]) => Event;

/** A 32-bit generator (mulberry32): fast, seedable, plenty for picking moves (never for secrets). */
export function seededRandom(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Plays the heaviest tile it can (a seeded pick among equals); otherwise the one action there is. */
export function heavyBot(seed: number): Bot {
  const random = seededRandom(seed);
  return (actions) => {
    if (actions.length === 0) throw new Error("a bot needs at least one legal action");
    const plays = actions.filter((a) => a.kind === "play");
    if (plays.length === 0) return actions[0]!;
    const pips = (e: Event) => (e.kind === "play" ? e.tile.low + e.tile.high : -1);
    const best = Math.max(...plays.map(pips));
    const heaviest = plays.filter((a) => pips(a) === best);
    return heaviest[Math.floor(random() * heaviest.length)]!;
  };
}
