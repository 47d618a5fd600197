/// <reference lib="dom" />
/**
 * The page as a seat at a real table (SPEC 8.12's link: `#code=CODE`, and from a page not
 * served by the host `host=ws://…` or `relay=ws://…`). It asks for a name once, keeps the
 * identity key, round seeds and log in IndexedDB (so a reload comes back to the seat), runs
 * the session over a WebSocket to the address it was loaded from, and draws the TypeScript
 * table's view on the face; the face's intents become the seat's moves. `#…&watch=1` joins as
 * a spectator. A handle for tests is left at `window.mextrainLive`.
 */

import { hardHint } from "../bots/hint.js";
import { cryptoReady } from "../deck/group.js";
import { toHex } from "../bytes.js";
import { writeLog } from "../log/file.js";
import type { RoundState } from "../rules/engine.js";
import type { RoundOutcome } from "../rules/scoring.js";
import type { Tile } from "../rules/tiles.js";
import { Client } from "../session/client.js";
import type { ClientEvent } from "../session/client.js";
import { drive } from "../session/drive.js";
import type { Driving } from "../session/drive.js";
import { IndexedDbKeyValue } from "../session/idb.js";
import { randomBytes, webRandom } from "../session/random.js";
import { PlayerSeat, SpectatorSeat } from "../session/seats.js";
import { MemoryKeyValue, SeatStorage, scopeOf } from "../session/storage.js";
import type { KeyValue } from "../session/storage.js";
import { webSocketDial } from "../session/websocket.js";
import type { Table, Update } from "../table/table.js";
import { normalizeCode } from "../transport/code.js";
import { h } from "./dom.js";
import { endReason, roundEnd, tableView } from "./seat-view.js";
import { mountTable } from "./table.js";
import type { Hint, Intent, MatchEnd, RoundEnd, SeatView, TableState } from "./view.js";

export interface LiveParams {
  code: string;
  host: string | null;
  relay: string | null;
  watch: boolean;
}

/** The fragment's keys (`application/x-www-form-urlencoded`), or null when there is no code. */
export function liveParams(hash: string, page: { protocol: string; host: string }): LiveParams | null {
  const keys = new URLSearchParams(hash.replace(/^#/, ""));
  const code = keys.get("code");
  if (code === null || normalizeCode(code) === "") return null;
  const own = page.host !== "" && page.protocol.startsWith("http") ? `${page.protocol === "https:" ? "wss" : "ws"}://${page.host}/mextrain` : null;
  const relay = keys.get("relay");
  return { code, host: keys.get("host") ?? (relay === null ? own : null), relay, watch: keys.get("watch") === "1" };
}

export interface LiveHandle {
  /** Every event of the session so far, for tests. */
  events: ClientEvent[];
  table(): Table | null;
  log(): Uint8Array;
  driving: Driving;
}

declare global {
  interface Window {
    mextrainLive?: LiveHandle;
  }
}

async function openStore(): Promise<KeyValue> {
  try {
    return await IndexedDbKeyValue.open();
  } catch {
    return new MemoryKeyValue(); // private browsing without IndexedDB: a reload loses the seat
  }
}

function askName(root: HTMLElement, banner: HTMLElement, suggested: string): Promise<string> {
  return new Promise((resolve) => {
    const input = h("input", { type: "text", name: "name", maxlength: 64, required: true, autocomplete: "nickname", value: suggested, "aria-label": "your name at the table" });
    const form = h("form", { class: "join-form" }, h("label", {}, "Your name at the table ", input), h("button", { type: "submit", class: "btn btn-primary" }, "Sit down"));
    form.addEventListener("submit", (event) => {
      event.preventDefault();
      const name = input.value.replace(/[\u0000-\u001f\u007f-\u009f]/gu, "").trim();
      if (name.length === 0 || name.length > 64) return;
      form.remove();
      resolve(name);
    });
    banner.textContent = "A table is waiting for you. Your hand is shuffled, locked and kept by this page: nobody else sees it.";
    root.before(form);
    input.focus();
  });
}

export async function startLive(root: HTMLElement, params: LiveParams): Promise<void> {
  const banner = h("p", { class: "demo-banner live-banner", role: "status", "aria-live": "polite" }, "loading…");
  root.before(banner);
  const code = normalizeCode(params.code);
  const where = params.host ?? params.relay ?? "";
  const storage = params.watch ? null : await SeatStorage.open(await openStore(), scopeOf(where, code), randomBytes);
  const name = params.watch ? "watcher" : storage!.name ?? (await askName(root, banner, ""));
  if (storage !== null && storage.name !== name) await storage.saveName(name);
  banner.textContent = "connecting…";
  await cryptoReady();

  const notices: string[] = [];
  let view: SeatView | null = null;
  let roundOver: RoundEnd | null = null;
  let hint: Hint | null = null;
  let lastEngine: RoundState | null = null;
  let ended: MatchEnd | null = null;
  const events: ClientEvent[] = [];

  const watcher = (updates: Update[], table: Table): void => {
    for (const u of updates) {
      if (u.kind === "round_over" && lastEngine !== null) {
        const detail = u.detail as { outcome: RoundOutcome; tiles: Tile[] };
        roundOver = roundEnd(table, lastEngine, detail.outcome, detail.tiles);
      } else if (u.kind === "blame") notices.push(`the table stopped: ${endReason(table)}`);
    }
    lastEngine = table.round?.engine ?? lastEngine;
    view = null; // rebuilt when drawn
  };
  const seat = params.watch ? new SpectatorSeat(name) : new PlayerSeat(storage!, name, randomBytes);
  seat.watch = watcher;
  const client = new Client({
    code, direct: params.host !== null, relay: params.relay !== null, reachedBefore: storage?.reached ?? false,
    ticket: storage?.ticket ?? null, keepTicket: (t) => storage?.saveTicket(t), // a reload resumes on it (8.11)
  }, seat, webRandom);

  const face = mountTable(root, (intent: Intent) => {
    const table = seat.table;
    if (intent.kind === "move" && seat instanceof PlayerSeat && table !== null) {
      const action = table.legalActions()[intent.move];
      if (action === undefined) return;
      seat.act(action);
      hint = null;
      driving.act((c) => c.poke());
    } else if (intent.kind === "hint" && table !== null) {
      hint = botHint(table);
      draw();
    } else if (intent.kind === "continue") {
      roundOver = null;
      draw();
    } else if (intent.kind === "download_log") download();
  });

  function logName(): string {
    const table = seat.table;
    return `mextrain-${table !== null ? toHex(table.gameId).slice(0, 8) : "table"}.mtlog`;
  }

  function download(): void {
    const blob = new Blob([writeLog(seat.table?.entries ?? []).slice()], { type: "application/octet-stream" });
    const url = URL.createObjectURL(blob);
    const a = h("a", { href: url, download: logName() });
    document.body.append(a);
    a.click();
    a.remove();
    setTimeout(() => URL.revokeObjectURL(url), 10_000);
  }

  let seated = "";
  let lobbyShown = false; // the banner shows the host's lobby line, until the round starts

  // Entries come in bursts (a bot answers at once, a catch-up brings hundreds): the face is
  // drawn once per frame for them, not once per entry, so the page reads the next message
  // from the table sooner (a hidden tab, whose frames wait, is drawn within 100 ms).
  let drawPending = false;
  function drawSoon(): void {
    if (drawPending) return;
    drawPending = true;
    const run = (): void => {
      if (!drawPending) return;
      drawPending = false;
      draw();
    };
    requestAnimationFrame(run);
    setTimeout(run, 100);
  }

  function draw(): void {
    drawPending = false;
    const table = seat.table;
    if (lobbyShown && table?.round != null) {
      banner.textContent = seated;
      lobbyShown = false;
    }
    if (table !== null && view === null) view = tableView(table);
    if (table !== null && table.ended && ended === null) {
      const final = table.final;
      const finished = final !== null && table.blame === null && table.aborted === null;
      ended = { finished, totals: final ? [...final.totals] : null, winners: final ? [...final.winners] : null, reason: endReason(table), log_name: logName() };
    }
    const state: TableState = { view, round_end: roundOver, match_end: ended, hint, notices: notices.slice(-3) };
    face.show(state);
  }

  function onEvent(event: ClientEvent): void {
    events.push(event);
    if (event.type === "welcome") {
      const w = event.welcome;
      if (storage !== null && !storage.reached) void storage.saveReached(true);
      seated = w.seat < 0 ? `watching table '${w.tableName}'` : `seated at '${w.tableName}' as ${name} (seat ${w.seat})${event.resumed ? ": back in" : ""}`;
      banner.textContent = seated;
    } else if (event.type === "note") notices.push(event.text);
    else if (event.type === "said") notices.push(`${event.name}: ${event.line}`);
    else if (event.type === "refused") notices.push(`the host refused a message: ${event.reason}`);
    else if (event.type === "status") {
      const text = (event.status as { text?: unknown } | null)?.text;
      if (typeof text === "string" && seat.table?.round == null) {
        banner.textContent = text;
        lobbyShown = true;
      }
    } else if (event.type === "ended") {
      if (storage !== null && event.ok) void storage.saveReached(false);
      storage?.saveTicket(null); // no session left to resume
      lobbyShown = false;
      banner.textContent = event.ok ? "the match is over: your copy of its signed log is yours to download" : `the session ended: ${event.reason}`;
      if (!event.ok) notices.push(event.reason);
    }
    if (event.type === "entry") drawSoon();
    else if (event.type !== "status") draw();
  }

  const driving = drive(client, webSocketDial(params.host, params.relay), onEvent);
  if (storage !== null) storage.onDurable = () => driving.act((c) => c.poke());
  addChat(root, driving);
  window.mextrainLive = { events, table: () => seat.table, log: () => writeLog(seat.table?.entries ?? []), driving };
  draw();
}

/** The hint: the move the `hard` bot would make, and why (the terminal's words for it). */
function botHint(table: Table): Hint | null {
  const engine = table.round?.engine;
  if (engine == null || table.mySeat === null || table.legalActions().length === 0) return null;
  const got = hardHint(engine, table.mySeat, table.names.map((n) => n ?? ""));
  return got === null || got.move < 0 ? null : { move: got.move, reason: got.reason };
}

function addChat(root: HTMLElement, driving: Driving): void {
  const input = h("input", { type: "text", maxlength: 200, "aria-label": "chat with the table", placeholder: "say something to the table" });
  const form = h("form", { class: "chat" }, input, h("button", { type: "submit", class: "btn" }, "Say"));
  form.addEventListener("submit", (event) => {
    event.preventDefault();
    const line = input.value;
    driving.act((c) => {
      if (c.chat(line)) input.value = "";
    });
  });
  // keys typed in the chat are the chat's, not the table's
  input.addEventListener("keydown", (event) => event.stopPropagation());
  root.after(form);
}
