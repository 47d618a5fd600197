/**
 * The signed message of SPEC 5.3: `[body, signature]`, the body the 8-item array
 * `[version, game_id, round, kind, seat, counter, seen, payload]`, signed over DST_MESSAGE ‖ body.
 * Decoding checks the layout and every range of 5.4 and the limits of 8.5 step 5; the
 * signature is checked once the signer's key is known (it depends on the table).
 */
import { type Value, decode, encode, CodecError } from "../codec/canonical.js";
import { BODY, MESSAGE } from "../codec/limits.js";
import { DST_MESSAGE } from "../identity/domains.js";
import { type Identity, SIGNATURE_LEN, verify } from "../identity/ed25519.js";
import { MessageError, bin, int } from "./layout.js";
import { checkPayload, isKind, isTableKind } from "./kinds.js";

export const VERSION = 1;
export const GAME_ID_LEN = 16;
export const HASH_LEN = 32;
export const HOST_SEAT = -1;
export const TABLE_ROUND = -1;
export const MAX_COUNTER = 2 ** 32;

export interface MessageFields {
  readonly gameId: Uint8Array;
  readonly round: number;
  readonly kind: string;
  readonly seat: number;
  readonly counter: number;
  readonly seen: Uint8Array;
  readonly payload: Value[];
}

/** A decoded message; `raw` and `body` are the exact bytes received, which signatures and hashes cover. */
export interface Message extends MessageFields {
  readonly body: Uint8Array;
  readonly signature: Uint8Array;
  readonly raw: Uint8Array;
}

function decodeWith(bytes: Uint8Array, what: string, limits: typeof MESSAGE): Value {
  try {
    return decode(bytes, limits);
  } catch (error) {
    if (error instanceof CodecError) throw new MessageError(`${what}: ${error.message}`);
    throw error;
  }
}

/** Parses a signed message and checks its layout (5.3, 5.4, 8.5 step 5); throws MessageError. */
export function decodeMessage(raw: Uint8Array): Message {
  const outer = decodeWith(raw, "signed message", MESSAGE);
  if (!Array.isArray(outer) || outer.length !== 2 || !(outer[0] instanceof Uint8Array) || !(outer[1] instanceof Uint8Array)) {
    throw new MessageError("a signed message is [body, signature]");
  }
  const [body, signature] = outer as [Uint8Array, Uint8Array];
  if (signature.length !== SIGNATURE_LEN) throw new MessageError("a signature is 64 bytes");
  const fields = decodeWith(body, "message body", BODY);
  if (!Array.isArray(fields) || fields.length !== 8) throw new MessageError("a message body is an 8-item array");
  const [version, gameId, round, kind, seat, counter, seen, payload] = fields as [Value, Value, Value, Value, Value, Value, Value, Value];
  if (version !== VERSION) throw new MessageError(`protocol version ${String(version)} is not supported (this is ${VERSION})`);
  bin(GAME_ID_LEN)(gameId);
  int(TABLE_ROUND, 100)(round);
  if (typeof kind !== "string" || !isKind(kind)) throw new MessageError(`unknown message kind ${JSON.stringify(kind)}`);
  if (isTableKind(kind) !== (round === TABLE_ROUND)) {
    throw new MessageError(`${kind} must carry round ${isTableKind(kind) ? "-1" : ">= 0"}`);
  }
  int(HOST_SEAT, 9)(seat);
  int(0, MAX_COUNTER)(counter);
  bin(HASH_LEN)(seen);
  checkPayload(kind, payload);
  return {
    gameId: gameId as Uint8Array,
    round: round as number,
    kind,
    seat: seat as number,
    counter: counter as number,
    seen: seen as Uint8Array,
    payload: payload as Value[],
    body,
    signature,
    raw,
  };
}

/** Throws SignatureError unless the holder of `publicKey` signed this body. */
export function verifyMessage(message: Message, publicKey: Uint8Array): void {
  verify(publicKey, DST_MESSAGE, message.body, message.signature);
}

/** Builds and signs a message; the payload is checked against its kind's layout first. */
export function encodeMessage(identity: Identity, fields: MessageFields): Uint8Array {
  checkPayload(fields.kind, fields.payload);
  const body = encode([VERSION, fields.gameId, fields.round, fields.kind, fields.seat, fields.counter, fields.seen, fields.payload]);
  return encode([body, identity.sign(DST_MESSAGE, body)]);
}
