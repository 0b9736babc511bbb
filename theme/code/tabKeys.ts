/** Which tab an arrow, Home or End key selects in a tablist (WAI-ARIA tabs pattern). */

/** The index `key` moves to from `from`, skipping disabled tabs and wrapping; undefined for other keys. */
export function nextTabIndex(key: string, from: number, disabled: boolean[]): number | undefined {
  const count = disabled.length;
  const step = key === 'ArrowRight' ? 1 : key === 'ArrowLeft' ? -1 : 0;
  const start = key === 'Home' ? -1 : key === 'End' ? count : step ? from : undefined;
  if (start === undefined) return undefined;
  const direction = key === 'End' ? -1 : key === 'Home' ? 1 : step;
  for (let i = 1; i <= count; i++) {
    const index = (((start + direction * i) % count) + count) % count;
    if (!disabled[index]) return index;
  }
  return from;
}
