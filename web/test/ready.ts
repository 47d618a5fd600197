/** Loaded before every test file (`node --import`): libsodium.js's WebAssembly, which the deck needs (deck/group.ts). */
import { cryptoReady } from "../src/deck/group.js";

await cryptoReady();
