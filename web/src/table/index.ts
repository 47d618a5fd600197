/** The table (SPEC 7) and `verify` (SPEC 6.3): a node's sans-I/O replica of a game, and the verdict on a log. */
export * from "./stage.js";
export * from "./round.js";
export * from "./table.js";
export * from "./verify.js";
export * from "./sequencer.js";
