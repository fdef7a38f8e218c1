/**
 * A small deterministic generator, so every fresh demo database holds the same story. Each kind of
 * demo record draws from its own seed, so adding one kind leaves the others as they were.
 */
export function random(seed: number) {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const int = (min: number, max: number) => min + Math.floor(next() * (max - min + 1));
  const pick = <T>(list: readonly T[]): T => list[Math.floor(next() * list.length)] as T;
  const weighted = <T extends string>(weights: Record<T, number>): T => {
    const total = Object.values<number>(weights).reduce((a, b) => a + b, 0);
    let roll = next() * total;
    for (const [key, weight] of Object.entries<number>(weights)) {
      roll -= weight;
      if (roll <= 0) return key as T;
    }
    return Object.keys(weights)[0] as T;
  };
  return { next, int, pick, weighted };
}

export type TRandom = ReturnType<typeof random>;
