/** The rules of Mexican Train (SPEC 1-3): tiles, rulesets, the round engine and scoring. No cryptography. */
export * from "./tiles.js";
export * from "./limits.js";
export * from "./ruleset.js";
export * from "./engine.js";
export * from "./scoring.js";
