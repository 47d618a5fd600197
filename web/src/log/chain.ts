/**
 * The structural part of verifying a log (SPEC 6.3), in its order: the entry's layout and
 * canonical form, the message's layout within the limits, `index` and `prev`, the host
 * signature, the game id, the signer's key and signature, the counter and `seen` rules. What
 * comes after (the table, the rules engine, the deck) is the caller's: a checked entry is
 * handed on, and only once the caller accepts it does the chain's bookkeeping move on.
 */
import { bytesEqual, toHex } from "../bytes.js";
import { SignatureError, checkPublicKey } from "../identity/ed25519.js";
import { HOST_KINDS } from "../messages/kinds.js";
import { MessageError } from "../messages/layout.js";
import { HOST_SEAT, type Message, decodeMessage, verifyMessage } from "../messages/message.js";
import { type Entry, EntryError, GENESIS, checkLink, decodeEntry, entryHash } from "./entry.js";

/** Who is blamed for a failing entry (6.3): `seat` -1 the host, `cheater` true for a seat's signed evidence. */
export interface Blame {
  readonly seat: number | null;
  readonly entry: number | null;
  readonly reason: string;
  readonly cheater: boolean;
}

export class LogCheckError extends Error {
  override name = "LogCheckError";
  constructor(readonly blame: Blame) {
    super(blame.entry === null ? blame.reason : `entry ${blame.entry}: ${blame.reason}`);
  }
}

/** What the table knows that the chain needs: the key that joined each seat (null: nobody yet). */
export interface SeatKeys {
  keyOf(seat: number): Uint8Array | null;
}

export interface CheckedEntry {
  readonly index: number;
  readonly entry: Entry;
  readonly message: Message;
  /** The entry hash (6.1). */
  readonly hash: Uint8Array;
  /** The index of the entry the message's `seen` names (-1: 32 zero bytes). */
  readonly seenIndex: number;
}

/** The open's payload as the chain uses it. */
export interface Opening {
  readonly hostKey: Uint8Array;
  readonly gameId: Uint8Array;
  readonly seats: number;
}

export class ChainChecker {
  private opening: Opening | null = null;
  private head: Uint8Array = GENESIS;
  private count = 0;
  private readonly hashIndex = new Map<string, number>();
  private readonly counters = new Map<number, number>();
  private readonly seenAt = new Map<number, number>();

  /** Entries accepted so far. */
  get length(): number {
    return this.count;
  }

  /** The hash of the last accepted entry (32 zero bytes before entry 0). */
  get headHash(): Uint8Array {
    return this.head;
  }

  get open(): Opening | null {
    return this.opening;
  }

  /**
   * Checks `raw` as the next entry; throws LogCheckError with the blame of 6.3. Nothing changes
   * until {@link accept}: a caller whose own checks refuse the entry leaves the chain as it was.
   */
  check(raw: Uint8Array, keys: SeatKeys): CheckedEntry {
    const index = this.count;
    const host = (reason: string) => new LogCheckError({ seat: HOST_SEAT, entry: index, reason, cheater: false });
    let entry: Entry;
    try {
      entry = decodeEntry(raw);
    } catch (error) {
      if (error instanceof EntryError) throw host(`malformed entry: ${error.message}`);
      throw error;
    }
    let message: Message;
    try {
      message = decodeMessage(entry.message);
    } catch (error) {
      if (error instanceof MessageError) throw host(`malformed message: ${error.message}`);
      throw error;
    }
    let opening = this.opening;
    if (index === 0) {
      if (message.kind !== "open" || message.seat !== HOST_SEAT) throw host("the first entry must be the host's open message");
      opening = { gameId: message.gameId, seats: message.payload[2] as number, hostKey: message.payload[3] as Uint8Array };
      try {
        checkPublicKey(opening.hostKey);
        checkLink(entry, 0, GENESIS, opening.hostKey);
      } catch (error) {
        if (error instanceof SignatureError || error instanceof EntryError) throw host(`open: ${error.message}`);
        throw error;
      }
    } else {
      try {
        checkLink(entry, index, this.head, opening!.hostKey);
      } catch (error) {
        if (error instanceof EntryError) throw host(error.message);
        throw error;
      }
      if (!bytesEqual(message.gameId, opening!.gameId)) throw host("message from another game");
    }
    const key = this.signerKey(message, index, opening!, keys);
    try {
      verifyMessage(message, key);
    } catch (error) {
      if (error instanceof SignatureError) throw host(`${message.kind}: ${error.message}`);
      throw error;
    }
    const last = this.counters.get(message.seat) ?? -1;
    if (message.counter <= last) {
      throw host(`${message.kind}: counter ${message.counter} is not above ${last}: a replayed or reordered message`);
    }
    const seenIndex = bytesEqual(message.seen, GENESIS) ? -1 : this.hashIndex.get(toHex(message.seen));
    if (seenIndex === undefined) throw host(`${message.kind}: refers to a log head never seen`);
    if (seenIndex < (this.seenAt.get(message.seat) ?? -1)) throw host(`${message.kind}: log head went backwards`);
    return { index, entry, message, hash: entryHash(raw), seenIndex };
  }

  /** Moves the chain on past an entry the caller's checks accepted too. */
  accept(checked: CheckedEntry): void {
    if (checked.index !== this.count) throw new Error(`entry ${checked.index} is not the next one (${this.count})`);
    if (checked.index === 0) {
      const p = checked.message.payload;
      this.opening = { gameId: checked.message.gameId, seats: p[2] as number, hostKey: p[3] as Uint8Array };
    }
    this.head = checked.hash;
    this.hashIndex.set(toHex(checked.hash), checked.index);
    this.counters.set(checked.message.seat, checked.message.counter);
    this.seenAt.set(checked.message.seat, checked.seenIndex);
    this.count += 1;
  }

  /**
   * Is `raw`, refused as the next entry, its seat's own signed evidence (6.3)? Signed by the
   * key that holds the seat (a `join` never is: anyone can sign one), for this game, with a
   * counter above the seat's last and `seen` the hash of the previous entry.
   */
  isEvidence(raw: Uint8Array, keys: SeatKeys): boolean {
    let message: Message;
    try {
      message = decodeMessage(decodeEntry(raw).message);
    } catch {
      return false;
    }
    return this.isEvidenceMessage(message, keys);
  }

  /** {@link isEvidence} for a message already decoded. */
  isEvidenceMessage(message: Message, keys: SeatKeys): boolean {
    if (this.opening === null) return false;
    const seat = message.seat;
    if (seat < 0 || seat >= this.opening.seats || !bytesEqual(message.gameId, this.opening.gameId)) return false;
    if (!bytesEqual(message.seen, this.head) || message.counter <= (this.counters.get(seat) ?? -1)) return false;
    const key = message.kind === "join" ? null : keys.keyOf(seat);
    if (key === null) return false;
    try {
      verifyMessage(message, key);
      return true;
    } catch {
      return false;
    }
  }

  private signerKey(message: Message, index: number, opening: Opening, keys: SeatKeys): Uint8Array {
    const host = (reason: string) => new LogCheckError({ seat: HOST_SEAT, entry: index, reason, cheater: false });
    if (message.seat === HOST_SEAT) {
      if (!HOST_KINDS.has(message.kind)) throw host(`the host may not send ${message.kind}`);
      if (message.kind === "open" && index > 0) throw host("a second open");
      return opening.hostKey;
    }
    if (HOST_KINDS.has(message.kind)) {
      // A seat may not sign a host kind (5.4): that seat's fault if the entry is its evidence.
      const reason = `${message.kind} is the host's message; seat ${message.seat} may not send it`;
      const cheater = index > 0 && this.isEvidenceMessage(message, keys);
      throw new LogCheckError({ seat: cheater ? message.seat : HOST_SEAT, entry: index, reason, cheater });
    }
    if (message.kind === "join") return message.payload[1] as Uint8Array;
    const key = message.seat < opening.seats ? keys.keyOf(message.seat) : null;
    if (key === null) throw host(`${message.kind} from seat ${message.seat}, which nobody holds`);
    return key;
  }
}
