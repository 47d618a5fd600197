/// <reference lib="dom" />
/** The panels over the table: score sheet, keys, round summary, match end. */

import { h } from "./dom.js";
import { tileSvg } from "./tile.js";
import type { MatchEnd, RoundEnd, ScoreSheet } from "./view.js";

export const KEYS_HELP: [string, string][] = [
  ["tap a lifted tile, then a train", "play it there (or drag the tile onto the train)"],
  ["type a tile's pips: 12 5 or 125", "choose that tile"],
  ["← / →, then Enter", "walk the playable tiles and choose one"],
  ["0-9 or m", "after a tile: the train of that seat, or the Mexican train"],
  ["d · p · e", "draw · pass · end the first train (or place the engine)"],
  ["space", "the only move, when there is one"],
  ["h", "hint"],
  ["s · r", "score sheet · these keys"],
  ["o", "sort the hand (suit, pips, as dealt)"],
  ["Esc", "cancel, close a panel"],
];

/** A dialog box with a title; `close` gives it a button that emits `onClose`. */
export function panel(id: string, title: string, body: Node[], actions: HTMLElement[]): HTMLElement {
  const titleId = `${id}-title`;
  return h(
    "div",
    { class: "overlay", id: `${id}-overlay` },
    h(
      "section",
      { class: "panel", id, role: "dialog", "aria-modal": "true", "aria-labelledby": titleId },
      h("h2", { id: titleId }, title),
      ...body,
      h("div", { class: "panel-actions" }, ...actions),
    ),
  );
}

/** The score sheet: a row per finished round (* went out), the totals, the leaders marked. */
export function scoreTable(sheet: ScoreSheet, seat: number | null, caption = "score sheet"): HTMLTableElement {
  const head = h("tr", {}, h("th", { scope: "col" }, "round"),
    ...sheet.names.map((n, i) => h("th", { scope: "col", class: i === seat ? "me" : null }, n + (i === seat ? " (you)" : ""))));
  const rows = sheet.rounds.map((r) =>
    h("tr", {}, h("th", { scope: "row" }, `${r.double}-${r.double}`),
      ...r.scores.map((sc, i) => h("td", { class: r.went_out === i ? "out" : null },
        `${sc}${r.went_out === i ? "*" : ""}`))));
  const totals = h("tr", { class: "totals" }, h("th", { scope: "row" }, "total"),
    ...sheet.totals.map((t, i) => h("td", { class: sheet.leaders.includes(i) ? "leader" : null }, String(t))));
  const body = sheet.rounds.length > 0 ? [...rows, totals]
    : [h("tr", {}, h("td", { colspan: sheet.names.length + 1 }, "no round finished yet"))];
  return h("table", { class: "scores" }, h("caption", {}, caption), h("thead", {}, head), h("tbody", {}, ...body));
}

export function roundHow(end: RoundEnd): string {
  if (end.went_out === null) return "the round is blocked: nobody can play";
  const who = end.went_out === end.seat ? "you" : (end.names[end.went_out] ?? `seat ${end.went_out}`);
  return `${who} went out${end.out_on_double ? " on a double" : ""}`;
}

function capital(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

export function auditOk(audit: string): boolean {
  return audit.endsWith(": ok");
}

/** The round summary: who went out, every revealed hand, pips, scores, totals, the audit. */
export function roundEndBody(end: RoundEnd, unit: number): Node[] {
  const rows = end.names.map((name, i) => {
    const tiles = h("div", { class: "revealed", role: "img",
      "aria-label": (end.hands[i] ?? []).length === 0 ? "no tiles left"
        : "tiles left: " + (end.hands[i] ?? []).map((p) => `${p[0]}-${p[1]}`).join(", ") });
    for (const p of end.hands[i] ?? []) tiles.append(tileSvg(p, unit));
    return h("tr", { class: i === end.seat ? "me" : null },
      h("th", { scope: "row" }, name + (i === end.seat ? " (you)" : "") + (end.went_out === i ? " *" : "")),
      h("td", {}, tiles),
      h("td", {}, String(end.pips[i] ?? 0)),
      h("td", {}, String(end.scores[i] ?? 0)),
      h("td", {}, String(end.totals[i] ?? 0)));
  });
  const ok = auditOk(end.audit);
  return [
    h("p", { class: "round-how" }, `${capital(roundHow(end))}. Round ${end.round_no} of ${end.rounds}, engine ${end.double}-${end.double}.`),
    h("table", { class: "round-table" },
      h("thead", {}, h("tr", {}, ...["player", "tiles left", "pips", "score", "total"].map((c) => h("th", { scope: "col" }, c)))),
      h("tbody", {}, ...rows)),
    h("p", { class: ok ? "audit audit-ok" : "audit audit-bad", role: "status" },
      (ok ? "✓ " : "✗ ") + end.audit + (ok ? ": every shuffle and every tile checked against the revealed secrets" : "")),
  ];
}

/** The match's end: standings, the log to download, the line that verifies it. */
export function matchEndBody(end: MatchEnd, sheet: ScoreSheet, seat: number | null): Node[] {
  const totals = end.totals ?? sheet.totals;
  const order = sheet.names.map((_n, i) => i).sort((a, b) => (totals[a] ?? 0) - (totals[b] ?? 0) || a - b);
  const winners = end.winners ?? [];
  const head = end.finished
    ? `Winner${winners.length > 1 ? "s" : ""}: ${winners.map((w) => (w === seat ? "you" : sheet.names[w])).join(", ")}`
    : `The match ended early: ${end.reason}`;
  const standings = h("ol", { class: "standings" },
    ...order.map((i) => h("li", { class: winners.includes(i) ? "winner" : null },
      h("span", { class: "who" }, (sheet.names[i] ?? "") + (i === seat ? " (you)" : "")),
      h("span", { class: "pts" }, `${totals[i] ?? 0} points`))));
  return [
    h("p", { class: "match-head" }, head),
    standings,
    scoreTable(sheet, seat, "every round"),
    h("p", {}, "Your copy of the signed log: anyone can check every shuffle, every move and the scores with"),
    h("pre", { class: "verify" }, h("code", {}, `mextrain verify ${end.log_name}`)),
  ];
}

export function keysBody(): Node[] {
  return [h("dl", { class: "keys" }, ...KEYS_HELP.flatMap(([k, what]) => [h("dt", {}, k), h("dd", {}, what)]))];
}
