/** Pair-relay tokens and handshake lines (SPEC 8.10). */
import { sha256 } from "@noble/hashes/sha2.js";
import { concatBytes, toHex, utf8 } from "../bytes.js";
import { label } from "./channel.js";

export const SLOTS = 6;

/** The token of slot s: hex(SHA-256("mextrain/v2/relay-token" ‖ 0x00 ‖ nameplate ‖ s)), s one byte. */
export function relayToken(nameplate: string, slot: number): string {
  if (!/^[0-9]{4}$/.test(nameplate)) throw new Error(`a nameplate is four digits, not ${JSON.stringify(nameplate)}`);
  if (!Number.isInteger(slot) || slot < 0 || slot >= SLOTS) throw new Error(`a slot is 0..${SLOTS - 1}`);
  return toHex(sha256(concatBytes(utf8("mextrain/v2/relay-token"), new Uint8Array(1), utf8(nameplate), Uint8Array.of(slot))));
}

export function relayLine(token: string, side: "host" | "joiner"): string {
  return `please relay ${token} for side ${side === "host" ? "mextrain_host_v1" : "mextrain_join_v1"}\n`;
}

/** The session token of a handshake's Ke: hex(HMAC-SHA256(Ke, "mextrain/v2/transport/relay-session")). */
export function sessionToken(ke: Uint8Array): string {
  return toHex(label(ke, "relay-session"));
}

/** The resume token of a ticket's key R: hex(HMAC-SHA256(R, "mextrain/v2/transport/relay-resume")). */
export function resumeToken(ticketKey: Uint8Array): string {
  return toHex(label(ticketKey, "relay-resume"));
}
