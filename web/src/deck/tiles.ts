/** The deck's view of tiles: ends low-first, sets in canonical order (SPEC.md 1, 4.4). */

export interface DeckTile {
  readonly low: number;
  readonly high: number;
}

export function tile(a: number, b: number): DeckTile {
  return a <= b ? { low: a, high: b } : { low: b, high: a };
}

export function tileName(t: DeckTile): string {
  return `${t.low}-${t.high}`;
}

export function sameTile(a: DeckTile, b: DeckTile): boolean {
  return a.low === b.low && a.high === b.high;
}

/** The double-`maxPip` set in canonical order (low end, then high end), less `setAside` if given. */
export function doubleSet(maxPip: number, setAside?: DeckTile | null): DeckTile[] {
  const out: DeckTile[] = [];
  for (let low = 0; low <= maxPip; low++) {
    for (let high = low; high <= maxPip; high++) {
      if (setAside && setAside.low === low && setAside.high === high) continue;
      out.push({ low, high });
    }
  }
  return out;
}
