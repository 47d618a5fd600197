/**
 * libsodium's `crypto_core_ed25519_from_uniform`, written from SPEC.md 4.3's five steps: 32
 * bytes to a point of edwards25519's prime-order subgroup (Elligator 2 on Curve25519, the
 * birational map, then ×8). It predates RFC 9380 and differs from its hash-to-curve, so noble's
 * hasher cannot be used; the edwards25519 tile points of older logs depend on this exact map.
 */
import { ed25519 } from "@noble/curves/ed25519.js";

const P = 2n ** 255n - 19n;
const A = 486662n;
const D = ((-121665n * inv(121666n)) % P + P) % P;
const SQRT_M1 = pow(2n, (P - 1n) / 4n);

function m(a: bigint): bigint {
  const r = a % P;
  return r < 0n ? r + P : r;
}

function pow(b: bigint, e: bigint): bigint {
  let r = 1n;
  let x = m(b);
  let k = e;
  while (k > 0n) {
    if (k & 1n) r = (r * x) % P;
    x = (x * x) % P;
    k >>= 1n;
  }
  return r;
}

/** `1/a`, with `1/0 = 0` as SPEC states. */
function inv(a: bigint): bigint {
  return pow(a, P - 2n);
}

function isNegative(a: bigint): boolean {
  return (m(a) & 1n) === 1n;
}

export function fromUniform(bytes: Uint8Array): ReturnType<typeof ed25519.Point.fromAffine> {
  if (bytes.length !== 32) throw new Error(`from_uniform takes 32 bytes, got ${bytes.length}`);
  // 1. sign bit and field element
  const s = bytes[31]! >> 7;
  let r = 0n;
  for (let i = 31; i >= 0; i--) r = (r << 8n) | BigInt(i === 31 ? bytes[i]! & 0x7f : bytes[i]!);
  r = m(r);
  // 2. Elligator 2 with the non-square 2
  const w = m(-A * inv(1n + 2n * r * r));
  const rhs = m(w * w * w + A * w * w + w);
  const legendre = rhs === 0n ? 0n : pow(rhs, (P - 1n) / 2n) === 1n ? 1n : -1n;
  const u = legendre !== -1n ? w : m(-w - A);
  // 3. Edwards y
  const y = m((u - 1n) * inv(u + 1n));
  // 4. x from y with sign s (RFC 8032 5.1.3)
  const x2 = m((y * y - 1n) * inv(D * y * y + 1n));
  let x = pow(x2, (P + 3n) / 8n);
  if (m(x * x) !== x2) x = m(x * SQRT_M1);
  if (x !== 0n && (isNegative(x) ? s === 0 : s === 1)) x = m(-x);
  // 5. cofactor
  return ed25519.Point.fromAffine({ x, y }).double().double().double();
}
