/**
 * The three deck computations (SPEC.md 4.6): a shuffle step, a lock step, opening a card. The
 * seats and the audit call the same functions, so what the audit expects is by construction
 * what an honest seat publishes.
 */
import type { DeckGroup, Elem } from "./group.js";
import type { SeatSecrets } from "./keys.js";
import { GroupError, invert, product } from "./scalar.js";

/** Decode every card (validating it); a PointError carries the index of the first bad one. */
export function decodeDeck(group: DeckGroup, deck: readonly Uint8Array[]): Elem[] {
  return deck.map((p, i) => group.decode(p, i));
}

/** `out[x] = e·deck[π[x]]`; a GroupError carries the *input* position of a bad card. */
export function shuffleDeck(secrets: SeatSecrets, deck: readonly Uint8Array[], group: DeckGroup): Uint8Array[] {
  return shuffleElems(secrets, decodeDeck(group, checkSize(deck, secrets)), group).map((e) => e.toBytes());
}

export function shuffleElems(secrets: SeatSecrets, deck: readonly Elem[], group: DeckGroup): Elem[] {
  checkSize(deck, secrets);
  return secrets.permutation.map((x) => group.mulSecret(secrets.shuffleKey, deck[x]!));
}

/** `out[i] = f_i·deck[i]` with `f_i = k_i·e^-1`: the shuffle layer swapped for a lock. */
export function lockDeck(secrets: SeatSecrets, deck: readonly Uint8Array[], group: DeckGroup): Uint8Array[] {
  return lockElems(secrets, decodeDeck(group, checkSize(deck, secrets)), group).map((e) => e.toBytes());
}

export function lockElems(secrets: SeatSecrets, deck: readonly Elem[], group: DeckGroup): Elem[] {
  checkSize(deck, secrets);
  return deck.map((p, i) => group.mulSecret(secrets.lockFactors[i]!, p));
}

/** `(Π keys)^-1·card`: the tile point under a card once all its locks are known (validates the card). */
export function openCard(card: Uint8Array, keys: readonly bigint[], group: DeckGroup): Uint8Array {
  return group.mulPublic(invert(product(keys)), group.decode(card)).toBytes();
}

function checkSize<T>(deck: readonly T[], secrets: SeatSecrets): readonly T[] {
  if (deck.length !== secrets.permutation.length) {
    throw new GroupError(`a deck of ${deck.length} cards for a ${secrets.permutation.length}-card step`);
  }
  return deck;
}
