/**
 * What the page draws: one seat's view of the table, as plain JSON data.
 *
 * `SeatView` is SPEC 9.2's `view` field for field (the agent protocol's view, which is
 * protocol/table/view.py's `SeatView.to_json()`), so the page draws exactly what the terminal
 * app and an agent are given, and an adapter from the TypeScript table only has to build that
 * object. `RoundEnd` is SPEC 9.3's `round_end.result`; `MatchEnd` is 9.1's `match_end` with the
 * log's file name. `TableState` is what the page is handed at one moment: the view and, when
 * there is one, the round summary or match end to show over it, the hint asked for and the
 * notices (connection, chat, refusals by the table). The page decides no rule: which tile fits
 * which train, what may be done now and every word about it come from these objects.
 */

/** A tile as two pip counts: in a train the first touches the tile before it; in a hand
 * and in a move, `[high, low]`. */
export type Pair = [number, number];

/** One train as it lies on the table. */
export interface TrainView {
  /** The owner's seat, or -1 for the Mexican train. */
  key: number;
  /** `ann's train`, `your train` or `the Mexican train`. */
  name: string;
  /** The owner's name, or `Mexican`. */
  owner: string;
  /** Oriented from the engine outwards. */
  tiles: Pair[];
  open_end: number;
  /** Open to everyone (its owner could not play); never on the Mexican train. */
  marker: boolean;
  /** It ends in a double nobody has covered yet. */
  open_double: boolean;
  /** This seat has a legal play onto it right now. */
  playable: boolean;
}

/** An uncovered double and who is bound to cover it (-1: nobody named). */
export interface OpenDoubleView {
  train: number;
  train_name: string;
  pip: number;
  cover_seat: number;
  cover_name: string;
}

export interface PlayerView {
  seat: number;
  name: string;
  hand_size: number;
  marker: boolean;
  /** Running total over the finished rounds. */
  total: number;
  you: boolean;
  on_turn: boolean;
}

/** A tile of this seat's hand. */
export interface HandTile {
  /** Deck position: what a move names. */
  pos: number;
  tile: Pair;
  playable: boolean;
  /** Train keys this tile may go on now. */
  trains: number[];
}

export type MoveKind = "play" | "draw" | "pass" | "end_build" | "place_engine" | "no_engine";

/** A legal move; the page answers with its index in `SeatView.moves` (as an agent does). */
export interface MoveView {
  kind: MoveKind;
  /** The tile's deck position for `play` and `place_engine`, else -1. */
  pos: number;
  tile: Pair | null;
  train: number | null;
  /** `play 12-5 on the Mexican train`. */
  words: string;
  /** `12-5 m`. */
  typed: string;
}

/** One move of the round in words (`you` for this seat's own). */
export interface LogLine {
  seat: number;
  kind: string;
  text: string;
  tile: Pair | null;
}

export interface RoundScore {
  round_no: number;
  double: number;
  scores: number[];
  pips: number[];
  went_out: number | null;
  out_on_double: boolean;
}

/** The score sheet: finished rounds only. */
export interface ScoreSheet {
  names: string[];
  rounds: RoundScore[];
  totals: number[];
  running: number[][];
  /** Seats sharing the best total so far. */
  leaders: number[];
}

/** SPEC 9.2: what seat `seat` (null: a spectator) may know of the table now. */
export interface SeatView {
  seat: number | null;
  names: string[];
  ruleset: string;
  stage: string;
  round_no: number;
  rounds: number;
  engine_pip: number;
  engine_placed: boolean;
  phase: string;
  turn: number;
  turn_name: string;
  your_turn: boolean;
  /** Seats the table waits for (-1: the host). */
  awaiting: number[];
  awaiting_names: string[];
  boneyard: number;
  trains: TrainView[];
  mexican: TrainView;
  open_doubles: OpenDoubleView[];
  players: PlayerView[];
  hand: HandTile[];
  moves: MoveView[];
  recent: LogLine[];
  scores: ScoreSheet;
  own_train_only: boolean;
  notes: string[];
  ended: boolean;
  end_reason: string;
}

/** SPEC 9.3: a round's end once the hands are revealed and the deck audited. */
export interface RoundEnd {
  round_no: number;
  rounds: number;
  double: number;
  names: string[];
  seat: number | null;
  went_out: number | null;
  out_on_double: boolean;
  hands: Pair[][];
  pips: number[];
  scores: number[];
  /** Running totals including this round. */
  totals: number[];
  /** `deck audit: ok`, or the blamed seat and why. */
  audit: string;
}

/** SPEC 9.1's `match_end`, and the name under which the page offers the log. */
export interface MatchEnd {
  finished: boolean;
  totals: number[] | null;
  winners: number[] | null;
  /** `finished`, or why the match stopped. */
  reason: string;
  /** The file name the log is downloaded as (what `mextrain verify` is then given). */
  log_name: string;
}

/** The hint asked for: an index into `SeatView.moves` and why, in words. */
export interface Hint {
  move: number;
  reason: string;
}

/** Everything the page draws at one moment. */
export interface TableState {
  view: SeatView | null;
  round_end: RoundEnd | null;
  match_end: MatchEnd | null;
  hint: Hint | null;
  /** Lines for people from the seat's node: connection, chat, the table's refusals. */
  notices?: string[];
}

/** What the page asks of its seat: the only way out of the drawing code. */
export type Intent =
  | { kind: "move"; move: number }
  | { kind: "hint" }
  | { kind: "continue" }
  | { kind: "download_log" };

export const MEXICAN = -1;

export function pairText(p: Pair): string {
  return `${p[0]}-${p[1]}`;
}
