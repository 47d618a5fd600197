/** A joiner's session (SPEC 8.2-8.6, 8.10, 8.11): the sans-I/O client, its driver, seats and storage. No DOM, no Node-only module (tcp.ts is imported apart). */
export * from "./client.js";
export * from "./drive.js";
export * from "./random.js";
export * from "./seat.js";
export * from "./seats.js";
export * from "./storage.js";
export * from "./wire.js";
