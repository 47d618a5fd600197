/** A seat's node without its transport: the driver (entries in, messages out), its bot and secrets, an in-memory match. */
export * from "./bot.js";
export * from "./driver.js";
export * from "./match.js";
export * from "./secrets.js";
