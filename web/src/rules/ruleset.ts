/**
 * Rulesets (SPEC 2): every knob of the game, the five presets, validation, and the map form a
 * table's `open` entry carries (exactly the keys of RULESET_KEYS, in that order).
 */
import { MAX_DESCRIPTION, MAX_DOUBLE_BLANK_PIPS, MAX_NAME, MAX_SEED, RulesetError, checkWireRuleset, isText } from "./limits.js";
import { SUPPORTED_SETS, setSize } from "./tiles.js";

export type EngineMode = "held" | "set_aside";
export type EngineMissing = "draw" | "highest_double";
export type RoundOrder = "descending" | "ascending";
export type FirstTurn = "build" | "single";
export type DrawRule = "may_play" | "must_play" | "until_playable";
export type OpenDoubles = "cover_any" | "in_order" | "at_most_one";
export type FollowUp = "anywhere" | "on_double";
export type DoubleDuty = "everyone" | "layer_only";
export type LastDouble = "out" | "forbidden" | "must_cover";
export type Scoring = "penalty" | "positive";
export type BlockedWinner = "fewest_pips" | "fewest_tiles";
export type BlockedTie = "shared" | "no_winner";

/** One ruleset; the field order is the wire order (SPEC 2's table). */
export interface Ruleset {
  readonly name: string;
  readonly seed: string;
  readonly max_pip: number;
  readonly min_players: number;
  readonly max_players: number;
  readonly hand_sizes: ReadonlyArray<readonly [number, number]>;
  readonly engine: EngineMode;
  readonly engine_missing: EngineMissing;
  readonly round_order: RoundOrder;
  readonly rounds: number;
  readonly first_turn: FirstTurn;
  readonly mexican_on_first_turn: boolean;
  readonly mexican_needs_own_train: boolean;
  readonly draw: DrawRule;
  readonly first_turn_draw: DrawRule;
  readonly open_doubles: OpenDoubles;
  readonly follow_up: FollowUp;
  readonly double_duty: DoubleDuty;
  readonly marker_when_covering: boolean;
  readonly last_double: LastDouble;
  readonly scoring: Scoring;
  readonly blocked_winner: BlockedWinner;
  readonly blocked_tie: BlockedTie;
  readonly double_blank_pips: number;
  readonly out_on_double_doubles: boolean;
  readonly description: string;
}

/** The keys of a ruleset map, in the one order the wire allows. */
export const RULESET_KEYS: ReadonlyArray<keyof Ruleset> = [
  "name", "seed", "max_pip", "min_players", "max_players", "hand_sizes", "engine", "engine_missing",
  "round_order", "rounds", "first_turn", "mexican_on_first_turn", "mexican_needs_own_train", "draw",
  "first_turn_draw", "open_doubles", "follow_up", "double_duty", "marker_when_covering", "last_double",
  "scoring", "blocked_winner", "blocked_tie", "double_blank_pips", "out_on_double_doubles", "description",
];

const CHOICES: Readonly<Record<string, readonly string[]>> = {
  engine: ["held", "set_aside"],
  engine_missing: ["draw", "highest_double"],
  round_order: ["descending", "ascending"],
  first_turn: ["build", "single"],
  draw: ["may_play", "must_play", "until_playable"],
  first_turn_draw: ["may_play", "must_play", "until_playable"],
  open_doubles: ["cover_any", "in_order", "at_most_one"],
  follow_up: ["anywhere", "on_double"],
  double_duty: ["everyone", "layer_only"],
  last_double: ["out", "forbidden", "must_cover"],
  scoring: ["penalty", "positive"],
  blocked_winner: ["fewest_pips", "fewest_tiles"],
  blocked_tie: ["shared", "no_winner"],
};
const BOOLS = new Set(["mexican_on_first_turn", "mexican_needs_own_train", "marker_when_covering", "out_on_double_doubles"]);
const INTS = new Set(["max_pip", "min_players", "max_players", "rounds", "double_blank_pips"]);
const STRS = new Set(["name", "seed", "description"]);

/** The knobs every preset starts from (a custom ruleset's defaults). */
export const DEFAULT_RULES: Ruleset = {
  name: "custom",
  seed: "none (a custom ruleset)",
  max_pip: 12,
  min_players: 2,
  max_players: 10,
  hand_sizes: [[6, 12], [8, 10], [10, 8]],
  engine: "held",
  engine_missing: "draw",
  round_order: "descending",
  rounds: 13,
  first_turn: "build",
  mexican_on_first_turn: false,
  mexican_needs_own_train: false,
  draw: "must_play",
  first_turn_draw: "until_playable",
  open_doubles: "cover_any",
  follow_up: "anywhere",
  double_duty: "everyone",
  marker_when_covering: false,
  last_double: "out",
  scoring: "penalty",
  blocked_winner: "fewest_tiles",
  blocked_tie: "shared",
  double_blank_pips: 0,
  out_on_double_doubles: false,
  description: "",
};

const SEED_CLASSIC = "000_1ca213da5abfe8ff.txt, 002_2fff3d9afa9ed00d.txt";

/** The presets of SPEC 2 (`mextrain rules` prints them), knob for knob as the Python package has them. */
export const PRESETS: Readonly<Record<string, Ruleset>> = {
  classic: makeRuleset({
    name: "classic",
    seed: SEED_CLASSIC,
    draw: "must_play",
    first_turn_draw: "until_playable",
    blocked_winner: "fewest_tiles",
    description:
      "The wikiHow guide (000) and its Swedish translation (002): double-12, 12/10/8 tiles" +
      " by table size, the holder of the round's double starts (draw in turn if nobody has" +
      " it), a first turn that builds your own train (draw until a tile fits if you cannot" +
      " start it), no Mexican train on the first turn, a drawn tile that fits must be" +
      " played, 13 rounds from 12-12 down to 0-0, penalty scoring.",
  }),
  "classic-ordered": makeRuleset({
    name: "classic-ordered",
    seed: "002_2fff3d9afa9ed00d.txt",
    open_doubles: "in_order",
    blocked_winner: "fewest_pips",
    description: "classic with 002's rule that several open doubles are covered in the order they were played.",
  }),
  boxed: makeRuleset({
    name: "boxed",
    seed: "001_969b684bb6ce4fe3.txt",
    min_players: 4,
    hand_sizes: [[4, 15], [6, 12], [8, 10], [10, 8]],
    draw: "may_play",
    first_turn_draw: "may_play",
    description:
      "The boxed-set rules sheet (001): 4-10 players, 15/12/10/8 tiles, the first round" +
      " builds as long a train as possible, then one tile on your own or the Mexican train," +
      " draw one (you may play it), marker; a double earns one more tile.",
  }),
  express: makeRuleset({
    name: "express",
    seed: "003_347a02f077a68352.txt",
    max_players: 4,
    hand_sizes: [[4, 15]],
    engine: "set_aside",
    rounds: 6,
    first_turn: "single",
    mexican_on_first_turn: true,
    draw: "must_play",
    first_turn_draw: "must_play",
    description:
      "The online game's rules (003): 2-4 players, 15 tiles, the engine set aside and the" +
      " start rotating, one tile a turn, a drawn tile that fits must be played, 6 rounds" +
      " from 12-12 down to 7-7, 0-0 worth 0, ties share first place.",
  }),
  house: makeRuleset({
    name: "house",
    seed: "000_1ca213da5abfe8ff.txt (Dicas)",
    first_turn: "single",
    open_doubles: "at_most_one",
    marker_when_covering: true,
    scoring: "positive",
    out_on_double_doubles: true,
    round_order: "ascending",
    draw: "until_playable",
    first_turn_draw: "until_playable",
    blocked_winner: "fewest_tiles",
    description:
      "Every variant from 000's tips at once: one tile per turn from the start, at most one" +
      " open double, a marker when you had to cover a double, positive scoring (a blocked" +
      " round won by the fewest tiles) with split ties, going out on a double doubles the" +
      " others' points, 0-0 up to 12-12, draw until you can play.",
  }),
};

export function preset(name: string): Ruleset {
  const found = Object.prototype.hasOwnProperty.call(PRESETS, name) ? PRESETS[name] : undefined;
  if (found === undefined) {
    throw new RulesetError(`unknown ruleset ${JSON.stringify(name)}; presets are: ${Object.keys(PRESETS).join(", ")}`);
  }
  return found;
}

/** The defaults with `changes` applied, validated; keys come out in wire order. */
export function makeRuleset(changes: Partial<Ruleset> = {}, base: Ruleset = DEFAULT_RULES): Ruleset {
  const out: Record<string, unknown> = {};
  for (const key of RULESET_KEYS) out[key] = key in changes ? changes[key] : base[key];
  const rules = out as unknown as Ruleset;
  validateRuleset(rules);
  return Object.freeze(rules);
}

/** A preset with knobs changed (say `rounds`): `name` and `seed` still say where it came from. */
export function withKnobs(rules: Ruleset, changes: Partial<Ruleset>): Ruleset {
  return makeRuleset(changes, rules);
}

/** Throw a RulesetError naming the first knob that cannot work (SPEC 2, "Validation refuses"). */
export function validateRuleset(rules: Ruleset): void {
  if (!SUPPORTED_SETS.includes(rules.max_pip)) {
    throw new RulesetError(`max_pip ${rules.max_pip}: supported sets are ${SUPPORTED_SETS.map((n) => `double-${n}`).join(", ")}`);
  }
  if (!(2 <= rules.min_players && rules.min_players <= rules.max_players && rules.max_players <= 10)) {
    throw new RulesetError(`players must satisfy 2 <= min_players <= max_players <= 10, got ${rules.min_players}..${rules.max_players}`);
  }
  if (rules.hand_sizes.length === 0) throw new RulesetError("hand_sizes is empty");
  let last = 0;
  for (const [upTo, size] of rules.hand_sizes) {
    if (upTo <= last) throw new RulesetError(`hand_sizes brackets must increase: ${JSON.stringify(rules.hand_sizes)}`);
    if (size < 1) throw new RulesetError(`a hand needs at least one tile, not ${size}`);
    last = upTo;
  }
  if (last < rules.max_players) {
    throw new RulesetError(`hand_sizes covers up to ${last} players, max_players is ${rules.max_players}`);
  }
  if (!(1 <= rules.rounds && rules.rounds <= rules.max_pip + 1)) {
    throw new RulesetError(`rounds: a double-${rules.max_pip} match has 1 to ${rules.max_pip + 1} rounds, not ${rules.rounds}`);
  }
  const texts: Array<[string, string, number, number]> = [
    ["name", rules.name, MAX_NAME, 1],
    ["seed", rules.seed, MAX_SEED, 1],
    ["description", rules.description, MAX_DESCRIPTION, 0],
  ];
  for (const [key, text, longest, shortest] of texts) {
    if (!isText(text, longest, shortest)) {
      throw new RulesetError(`${key} must be printable text of ${shortest}..${longest} characters`);
    }
  }
  if (!(0 <= rules.double_blank_pips && rules.double_blank_pips <= MAX_DOUBLE_BLANK_PIPS)) {
    throw new RulesetError(`double_blank_pips must be 0..${MAX_DOUBLE_BLANK_PIPS}, not ${rules.double_blank_pips}`);
  }
  if (rules.mexican_on_first_turn && rules.first_turn === "build") {
    throw new RulesetError("mexican_on_first_turn needs first_turn = single: a building first turn lays tiles on your own train only");
  }
  if (rules.double_duty === "layer_only" && rules.follow_up === "anywhere") {
    throw new RulesetError("double_duty = layer_only needs follow_up = on_double: else nobody ever has to cover a double");
  }
  if (rules.engine_missing === "highest_double" && rules.engine !== "held") {
    throw new RulesetError("engine_missing = highest_double needs engine = held: a set-aside engine is never missing");
  }
  const deck = deckSize(rules);
  for (let players = rules.min_players; players <= rules.max_players; players++) {
    const size = bracket(rules, players);
    if (players * size > deck) {
      throw new RulesetError(
        `hands do not fit the set: ${players} players x ${size} tiles = ${players * size} > ${deck} tiles in a double-${rules.max_pip} deck`,
      );
    }
  }
}

function bracket(rules: Ruleset, players: number): number {
  for (const [upTo, size] of rules.hand_sizes) if (players <= upTo) return size;
  throw new RulesetError(`ruleset ${JSON.stringify(rules.name)} has no hand size for ${players} players`);
}

export function checkPlayers(rules: Ruleset, players: number): void {
  if (!(Number.isSafeInteger(players) && rules.min_players <= players && players <= rules.max_players)) {
    throw new RulesetError(`ruleset ${JSON.stringify(rules.name)} is for ${rules.min_players} to ${rules.max_players} players, not ${players}`);
  }
}

/** Tiles dealt to each seat: the first bracket whose up_to_players >= n. */
export function handSize(rules: Ruleset, players: number): number {
  checkPlayers(rules, players);
  return bracket(rules, players);
}

/** The engine double of each round, in play order (`count` rounds; the ruleset's by default). */
export function roundDoubles(rules: Ruleset, count: number = rules.rounds): number[] {
  if (!(Number.isSafeInteger(count) && 1 <= count && count <= rules.max_pip + 1)) {
    throw new RulesetError(`a double-${rules.max_pip} match has 1 to ${rules.max_pip + 1} rounds, not ${count}`);
  }
  const out: number[] = [];
  for (let r = 0; r < count; r++) out.push(rules.round_order === "descending" ? rules.max_pip - r : r);
  return out;
}

/** Tiles shuffled and dealt each round: the set, less the engine when it is set aside. */
export function deckSize(rules: Ruleset): number {
  const size = setSize(rules.max_pip);
  return rules.engine === "set_aside" ? size - 1 : size;
}

/** May a double be a seat's last tile. */
export function outOnDouble(rules: Ruleset): boolean {
  return rules.last_double !== "forbidden";
}

/** Plain JSON/msgpack form, keys in wire order. */
export function rulesetToMap(rules: Ruleset): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const key of RULESET_KEYS) {
    out[key] = key === "hand_sizes" ? rules.hand_sizes.map(([a, b]) => [a, b]) : rules[key];
  }
  return out;
}

/**
 * The ruleset of an `open` entry's map: wire limits first, then every key typed and valid,
 * then exactly RULESET_KEYS in that order (SPEC 2: unknown, missing or reordered keys are refused).
 */
export function rulesetFromMap(data: unknown): Ruleset {
  checkWireRuleset(data);
  const keys = Object.keys(data);
  const unknown = keys.filter((k) => !(RULESET_KEYS as readonly string[]).includes(k)).sort();
  if (unknown.length > 0) throw new RulesetError(`unknown ruleset field(s): ${unknown.join(", ")}`);
  const changes: Record<string, unknown> = {};
  for (const key of keys) changes[key] = coerce(key, data[key]);
  const rules = makeRuleset(changes as Partial<Ruleset>);
  if (keys.length !== RULESET_KEYS.length || keys.some((k, i) => k !== RULESET_KEYS[i])) {
    throw new RulesetError("ruleset keys are missing or not in canonical order");
  }
  return rules;
}

function coerce(key: string, value: unknown): unknown {
  const choices = CHOICES[key];
  if (choices !== undefined) {
    if (typeof value !== "string" || !choices.includes(value)) {
      throw new RulesetError(`${key} must be one of ${choices.join(", ")}, not ${JSON.stringify(value)}`);
    }
    return value;
  }
  if (BOOLS.has(key)) {
    if (typeof value !== "boolean") throw new RulesetError(`${key} must be true or false, not ${JSON.stringify(value)}`);
    return value;
  }
  if (INTS.has(key)) {
    if (typeof value !== "number" || !Number.isSafeInteger(value)) {
      throw new RulesetError(`${key} must be an integer, not ${JSON.stringify(value)}`);
    }
    return value;
  }
  if (STRS.has(key)) {
    if (typeof value !== "string") throw new RulesetError(`${key} must be a string, not ${JSON.stringify(value)}`);
    return value;
  }
  if (key === "hand_sizes") {
    // checkWireRuleset has already made it 1..9 pairs of integers
    return (value as number[][]).map((pair) => [pair[0], pair[1]] as const);
  }
  throw new RulesetError(`unknown ruleset field ${JSON.stringify(key)}`);
}
