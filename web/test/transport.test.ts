import { test } from "node:test";
import assert from "node:assert/strict";
import { concatBytes, fromHex, toHex, utf8 } from "../src/bytes.js";
import { decode, encode } from "../src/codec/canonical.js";
import { ENVELOPE } from "../src/codec/limits.js";
import { Identity, verify } from "../src/identity/ed25519.js";
import { ChannelError, Direction, channelKeys, frame, unframe } from "../src/transport/channel.js";
import { nameplate, normalizeCode } from "../src/transport/code.js";
import { relayLine, relayToken, resumeToken, sessionToken } from "../src/transport/relay.js";
import { resumeTag, resumedKe, ticket } from "../src/transport/resume.js";
import { HandshakeError, Spake2, confirms, generator, passwordScalar } from "../src/transport/spake2.js";
import { loadVector } from "./vectors.js";

type Frame = { from: string; bytes: string; sealed?: boolean; body?: string };
const hs = loadVector<Record<string, string> & { frames: Frame[] }>("handshake.json");
const le = (hex: string) => BigInt("0x" + toHex(fromHex(hex).reverse()));

test("handshake.json: M and N are the RFC's points, found after 21 and 7 hashes", () => {
  const M = generator("M");
  const N = generator("N");
  assert.equal(toHex(M.point.toBytes()), "d048032c6ea0b6d697ddc2e86bda85a33adac920f1bf18e1b0c6d166a5cecdaf");
  assert.equal(toHex(N.point.toBytes()), "d3bfb518f44f3430f29d0c92af503865a1ed3281dc69b35dd868ba85f886c4ab");
  assert.deepEqual([M.hashes, N.hashes], [21, 7]);
});

test("handshake.json: both sides of SPAKE2 give every value of the vector", () => {
  assert.equal(normalizeCode(hs.code!), hs.normalized);
  const w = passwordScalar(hs.normalized!);
  assert.equal(w, le(hs.w!));
  const joiner = new Spake2("joiner", hs.normalized!, le(hs.x!));
  const host = new Spake2("host", hs.normalized!, le(hs.y!));
  assert.equal(toHex(joiner.share), hs.pA);
  assert.equal(toHex(host.share), hs.pB);
  const a = joiner.finish(host.share);
  const b = host.finish(joiner.share);
  for (const k of ["K", "TT", "Ke", "Ka", "KcA", "KcB", "cA", "cB"] as const) {
    assert.equal(toHex(a[k]), hs[k], `joiner ${k}`);
    assert.equal(toHex(b[k]), hs[k], `host ${k}`);
  }
  assert.ok(confirms(a, "joiner", b.cB) && confirms(b, "host", a.cA));
  const keys = channelKeys(a.Ke);
  assert.equal(toHex(keys.joinerToHost), hs.key_joiner_to_host);
  assert.equal(toHex(keys.hostToJoiner), hs.key_host_to_joiner);
  assert.equal(toHex(keys.binding), hs.channel_binding);
});

test("handshake.json: a wrong code gives other keys, so the confirmations differ", () => {
  const joiner = new Spake2("joiner", "amber-fox-pine-43", le(hs.x!));
  const host = new Spake2("host", hs.normalized!, le(hs.y!));
  const a = joiner.finish(host.share);
  const b = host.finish(joiner.share);
  assert.ok(!confirms(b, "host", a.cA));
  assert.ok(!confirms(a, "joiner", b.cB));
});

test("SPAKE2 refuses a share off the subgroup, the identity, or one that unmasks to the identity", () => {
  const host = new Spake2("host", hs.normalized!, le(hs.y!));
  assert.throws(() => host.finish(fromHex("01" + "00".repeat(31))), HandshakeError);
  assert.throws(() => host.finish(fromHex("c7176a703d4dd84fba3c0b760d10670f2a2053fa2c39ccc64ec7fd7792ac037a")), HandshakeError);
  assert.throws(() => host.finish(fromHex(hs.pA!).map((b, i) => (i === 31 ? b ^ 0x80 : b)).fill(0xff, 0, 1)), HandshakeError);
  // w·M itself unmasks to the identity at the host.
  const wM = generator("M").point.multiply(passwordScalar(hs.normalized!)).toBytes();
  assert.throws(() => host.finish(wM), /unmasks to the identity/);
});

test("handshake.json: the four plaintext frames, then the sealed join and welcome, byte for byte", () => {
  const [f1, f2, f3, f4, f5, f6] = hs.frames as [Frame, Frame, Frame, Frame, Frame, Frame];
  assert.equal(toHex(frame(encode(["hello", 2, fromHex(hs.pA!)]))), f1.bytes);
  assert.equal(toHex(frame(encode(["pake", fromHex(hs.pB!)]))), f2.bytes);
  assert.equal(toHex(frame(encode(["confirm", fromHex(hs.cA!)]))), f3.bytes);
  assert.equal(toHex(frame(encode(["confirm", fromHex(hs.cB!)]))), f4.bytes);
  // The sealed join carries a seat proof: Ed25519 over "mextrain/v2/seat-proof" ‖ 0x00 ‖ binding.
  const me = new Identity(fromHex(hs.identity_seed!));
  const proofData = concatBytes(utf8("mextrain/v2/seat-proof"), new Uint8Array(1));
  const proof = me.sign(proofData, fromHex(hs.channel_binding!));
  assert.equal(toHex(proof), hs.seat_proof);
  verify(me.publicKey, proofData, fromHex(hs.channel_binding!), proof);
  const join = decode(fromHex(f5.body!), ENVELOPE) as unknown[];
  assert.deepEqual(join[0], "join");
  assert.deepEqual(join[4], proof);
  const keys = channelKeys(fromHex(hs.Ke!));
  assert.equal(toHex(frame(new Direction(keys.joinerToHost).seal(fromHex(f5.body!)))), f5.bytes);
  assert.equal(toHex(frame(new Direction(keys.hostToJoiner).seal(fromHex(f6.body!)))), f6.bytes);
  // and the other end opens them
  assert.equal(toHex(new Direction(keys.hostToJoiner).open(unframe(fromHex(f6.bytes))!.body)), f6.body);
});

test("the sealed channel: a replayed, reordered, altered or wrong-direction frame does not open", () => {
  const keys = channelKeys(fromHex(hs.Ke!));
  const out = new Direction(keys.joinerToHost);
  const first = out.seal(utf8("one"));
  const second = out.seal(utf8("two"));
  const inbound = new Direction(keys.joinerToHost);
  assert.throws(() => inbound.open(second), ChannelError); // reordered
  assert.equal(new TextDecoder().decode(inbound.open(first)), "one");
  assert.throws(() => inbound.open(first), ChannelError); // replayed
  const altered = second.slice();
  altered[17]! ^= 1;
  assert.throws(() => inbound.open(altered), ChannelError);
  assert.equal(new TextDecoder().decode(inbound.open(second)), "two");
  assert.throws(() => new Direction(keys.hostToJoiner).open(first), ChannelError);
});

test("frames: the length is checked before the body, 1..1 049 600 bytes or a cap", () => {
  assert.throws(() => unframe(fromHex("00000000")), ChannelError);
  assert.throws(() => unframe(fromHex("00100401")), /outside/);
  assert.throws(() => unframe(fromHex("00000101"), 256), /outside 1..256/);
  assert.equal(unframe(fromHex("0000000201")), null); // not all there yet
  assert.deepEqual(unframe(fromHex("000000010102"))!.rest, fromHex("02"));
});

test("resume.json: T, R, the tag, Ke' and its channel, the next ticket and the frames", () => {
  const r = loadVector<Record<string, string> & { frames: Frame[] }>("resume.json");
  const t = ticket(fromHex(r.Ke!));
  assert.equal(toHex(t.id), r.T);
  assert.equal(toHex(t.key), r.R);
  const nA = fromHex(r.nA!);
  const nB = fromHex(r.nB!);
  assert.equal(toHex(resumeTag(t, nA, nB)), r.tag);
  const ke2 = resumedKe(t, nA, nB);
  assert.equal(toHex(ke2), r.Ke_resumed);
  const keys = channelKeys(ke2);
  assert.equal(toHex(keys.joinerToHost), r.key_joiner_to_host);
  assert.equal(toHex(keys.hostToJoiner), r.key_host_to_joiner);
  assert.equal(toHex(keys.binding), r.channel_binding);
  const next = ticket(ke2);
  assert.deepEqual([toHex(next.id), toHex(next.key)], [r.next_T, r.next_R]);
  const [f1, f2, f3, f4] = r.frames as [Frame, Frame, Frame, Frame];
  assert.equal(toHex(frame(encode(["resume", 2, t.id, nA]))), f1.bytes);
  assert.equal(toHex(frame(encode(["resumed", nB, resumeTag(t, nA, nB)]))), f2.bytes);
  assert.equal(toHex(frame(new Direction(keys.hostToJoiner).seal(fromHex(f3.body!)))), f3.bytes);
  assert.equal(toHex(frame(new Direction(keys.joinerToHost).seal(fromHex(f4.body!)))), f4.bytes);
  // A tag for other nonces differs: the joiner hangs up.
  assert.notEqual(toHex(resumeTag(t, nB, nA)), r.tag);
});

test("relay.json: the code's nameplate, the six slots' tokens and both lines", () => {
  const r = loadVector<{ code: string; normalized: string; nameplate: string; tokens: string[]; host_line: string; joiner_line: string; joiner_slot: number }>("relay.json");
  assert.equal(normalizeCode(r.code), r.normalized);
  assert.equal(nameplate(r.normalized), r.nameplate);
  assert.deepEqual([0, 1, 2, 3, 4, 5].map((s) => relayToken(r.nameplate, s)), r.tokens);
  assert.equal(relayLine(relayToken(r.nameplate, 0), "host"), r.host_line);
  assert.equal(relayLine(relayToken(r.nameplate, r.joiner_slot), "joiner"), r.joiner_line);
  const more = r as unknown as Record<string, string>;
  assert.equal(sessionToken(fromHex(more.Ke!)), more.session_token);
  assert.equal(relayLine(sessionToken(fromHex(more.Ke!)), "joiner"), more.session_joiner_line);
  assert.equal(resumeToken(fromHex(more.R!)), more.resume_token);
  assert.equal(relayLine(resumeToken(fromHex(more.R!)), "host"), more.resume_host_line);
  assert.equal(nameplate("amber-fox-pine-42"), null);
  assert.equal(nameplate("4721"), null);
  assert.equal(nameplate("47211-fox"), null);
});

test("code normalization: the SPEC's examples and the reference's whitespace", () => {
  assert.equal(normalizeCode(" Amber..Fox_pine -42 "), "amber-fox-pine-42");
  assert.equal(normalizeCode("-amber-fox-pine-42-"), "amber-fox-pine-42");
  assert.equal(normalizeCode("amber\u001cfox\u0085pine\u3000 42"), "amber-fox-pine-42");
  assert.equal(normalizeCode("amber\ufefffox"), "amber\ufefffox");
});
