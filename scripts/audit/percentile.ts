// The value below which the given share of the values lie (the nearest rank; the largest for a share near 1 of few values).
export const percentile = (values: number[], share: number) => [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.floor(values.length * share))] ?? 0;
