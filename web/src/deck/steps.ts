/**
 * The three deck computations (SPEC.md 4.6): a shuffle step, a lock step, opening a card. The
 * seats and the audit call the same functions, so what the audit expects is by construction
 * what an honest seat publishes. Each multiplication validates its input point (libsodium,
 * group.ts), so no point is decoded separately.
 */
import type { DeckGroup, Elem } from "./group.js";
import type { SeatSecrets } from "./keys.js";
import { GroupError, invert, PointError, product } from "./scalar.js";

/** Decode every card (validating it); a PointError carries the index of the first bad one. */
export function decodeDeck(group: DeckGroup, deck: readonly Uint8Array[]): Elem[] {
  return deck.map((p, i) => group.decode(p, i));
}

/**
 * Runs `multiply`; if a card is invalid, the PointError names the lowest input position holding
 * an invalid card (the multiplications go in output order).
 */
function firstBad<T>(group: DeckGroup, deck: readonly Uint8Array[], multiply: () => T): T {
  try {
    return multiply();
  } catch (err) {
    if (!(err instanceof PointError)) throw err;
    const at = deck.findIndex((p) => !group.isValid(p));
    throw at >= 0 && at !== err.index ? new PointError(`not a valid ${group.name} element at card ${at}`, at) : err;
  }
}

/** `out[x] = e·deck[π[x]]`; a GroupError carries the *input* position of a bad card. */
export function shuffleDeck(secrets: SeatSecrets, deck: readonly Uint8Array[], group: DeckGroup): Uint8Array[] {
  checkSize(deck, secrets);
  return firstBad(group, deck, () => secrets.permutation.map((x) => group.mult(secrets.shuffleKey, deck[x]!, x)));
}

/** `out[i] = f_i·deck[i]` with `f_i = k_i·e^-1`: the shuffle layer swapped for a lock. */
export function lockDeck(secrets: SeatSecrets, deck: readonly Uint8Array[], group: DeckGroup): Uint8Array[] {
  checkSize(deck, secrets);
  return firstBad(group, deck, () => deck.map((p, i) => group.mult(secrets.lockFactors[i]!, p, i)));
}

/**
 * The multiplications of this seat's shuffle or lock step on `deck`, as [scalar, point] pairs
 * (the same formulas as `shuffleDeck` and `lockDeck`): the work a page does ahead, off its main
 * thread. Nothing is checked here; the step itself checks everything.
 */
export function stepWork(secrets: SeatSecrets, stage: "shuffle" | "lock", deck: readonly Uint8Array[]): [bigint, Uint8Array][] {
  checkSize(deck, secrets);
  return stage === "shuffle" ? secrets.permutation.map((x) => [secrets.shuffleKey, deck[x]!]) : deck.map((p, i) => [secrets.lockFactors[i]!, p]);
}

/** `(Π keys)^-1·card`: the tile point under a card once all its locks are known (validates the card). */
export function openCard(card: Uint8Array, keys: readonly bigint[], group: DeckGroup): Uint8Array {
  return group.mult(invert(product(keys)), card);
}

function checkSize<T>(deck: readonly T[], secrets: SeatSecrets): readonly T[] {
  if (deck.length !== secrets.permutation.length) {
    throw new GroupError(`a deck of ${deck.length} cards for a ${secrets.permutation.length}-card step`);
  }
  return deck;
}
