/**
 * libsodium's WebAssembly build (libsodium.js), loaded once for every layer that runs on it: the
 * deck's group operations (deck/group.ts) and Ed25519 signatures (identity/ed25519.ts). It loads
 * asynchronously, so a program calls `await cryptoReady()` once at start-up; every operation
 * after it is synchronous.
 */
import sodium from "libsodium-wrappers-sumo";

let loaded = false;

/** Loads libsodium.js (its WebAssembly); once, before any deck or signature operation. */
export async function cryptoReady(): Promise<void> {
  await sodium.ready;
  loaded = true;
}

/** The loaded library; throws if `cryptoReady()` has not completed. */
export function lib(): typeof sodium {
  if (!loaded) throw new Error("libsodium.js is not loaded: call `await cryptoReady()` once at start-up");
  return sodium;
}
