/** Smallest and largest of the values, for the min–max beside each median. */
export function range(values: number[]): [number, number] {
  return [Math.min(...values), Math.max(...values)];
}

export function median(values: number[]): number {
  if (!values.length) return Number.NaN;
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
}
