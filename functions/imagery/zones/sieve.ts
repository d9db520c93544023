/**
 * Slivers out: 4-connected regions of one class smaller than the minimum zone part are merged into the neighbouring
 * region they share most border with, smallest first, until none is left (a region without a neighbour, a small
 * field of one class, stays). Pixels outside the field (class 0) are neither merged nor merged into.
 */

/** Labels 4-connected regions of equal non-zero class; 0 outside. Returns the labels and each region's size. */
export function labelRegions(classes: Uint8Array, width: number, height: number): { labels: Int32Array; sizes: number[]; classOf: number[] } {
  const labels = new Int32Array(classes.length);
  const sizes: number[] = [0];
  const classOf: number[] = [0];
  const stack = new Int32Array(classes.length);
  const last = width * (height - 1);
  for (let start = 0; start < classes.length; start++) {
    const k = classes[start] as number;
    if (k === 0 || labels[start] !== 0) continue;
    const label = sizes.length;
    let size = 0;
    let top = 0;
    labels[start] = label;
    stack[top++] = start;
    while (top > 0) {
      const p = stack[--top] as number;
      size++;
      const x = p % width;
      // The four neighbours, written out: this loop runs once per pixel of the field.
      if (x > 0 && labels[p - 1] === 0 && classes[p - 1] === k) {
        labels[p - 1] = label;
        stack[top++] = p - 1;
      }
      if (x < width - 1 && labels[p + 1] === 0 && classes[p + 1] === k) {
        labels[p + 1] = label;
        stack[top++] = p + 1;
      }
      if (p >= width && labels[p - width] === 0 && classes[p - width] === k) {
        labels[p - width] = label;
        stack[top++] = p - width;
      }
      if (p < last && labels[p + width] === 0 && classes[p + width] === k) {
        labels[p + width] = label;
        stack[top++] = p + width;
      }
    }
    sizes.push(size);
    classOf.push(k);
  }
  return { labels, sizes, classOf };
}

/** Merges regions under `minPixels` into their longest-bordering neighbour, in place on `classes`. */
export function sieve(classes: Uint8Array, width: number, height: number, minPixels: number): void {
  for (;;) {
    const { labels, sizes, classOf } = labelRegions(classes, width, height);
    const small = sizes.map((size, label) => ({ size, label })).filter((region) => region.label > 0 && region.size < minPixels);
    if (small.length === 0) return;
    small.sort((a, b) => a.size - b.size);
    const smallLabels = new Set(small.map((region) => region.label));
    const border = borders(labels, width, height, smallLabels);
    const touched = new Set<number>();
    const reassigned = new Int32Array(sizes.length);
    let merged = 0;
    for (const { label } of small) {
      if (touched.has(label)) continue;
      const shared = border.get(label);
      if (!shared || shared.size === 0) continue;
      // A neighbour merged into (or out of) this pass may have changed size: wait for the next pass.
      if ([...shared.keys()].some((neighbour) => touched.has(neighbour))) continue;
      const [target] = [...shared.entries()].sort((a, b) => b[1] - a[1] || a[0] - b[0])[0] as [number, number];
      reassigned[label] = classOf[target] as number;
      touched.add(label);
      touched.add(target);
      merged++;
    }
    if (merged === 0) return;
    for (let p = 0; p < labels.length; p++) {
      const k = reassigned[labels[p] as number] as number;
      if (k !== 0) classes[p] = k;
    }
  }
}

/** For each region of `wanted`, the length (pixel sides) of border it shares with each neighbouring region. */
function borders(labels: Int32Array, width: number, height: number, wanted: ReadonlySet<number>): Map<number, Map<number, number>> {
  const result = new Map<number, Map<number, number>>();
  const count = (from: number, to: number) => {
    let row = result.get(from);
    if (!row) result.set(from, (row = new Map()));
    row.set(to, (row.get(to) ?? 0) + 1);
  };
  const add = (a: number, b: number) => {
    if (a === b || a === 0 || b === 0) return;
    if (wanted.has(a)) count(a, b);
    if (wanted.has(b)) count(b, a);
  };
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const p = y * width + x;
      if (x < width - 1) add(labels[p] as number, labels[p + 1] as number);
      if (y < height - 1) add(labels[p] as number, labels[p + width] as number);
    }
  }
  return result;
}

/**
 * Gives every class-0 pixel of the window the class of its nearest classed pixel (breadth first, 4-neighbours), so
 * that the drawn zones cover the whole field once clipped to its outline (pixels whose centre is just outside the
 * field, and field pixels never seen clear). Returns a new array.
 */
export function fillOutside(classes: Uint8Array, width: number, height: number): Uint8Array {
  const filled = Uint8Array.from(classes);
  let frontier: number[] = [];
  for (let p = 0; p < filled.length; p++) if (filled[p] !== 0) frontier.push(p);
  const last = width * (height - 1);
  while (frontier.length > 0) {
    const next: number[] = [];
    for (const p of frontier) {
      const x = p % width;
      const k = filled[p] as number;
      for (const q of [x > 0 ? p - 1 : -1, x < width - 1 ? p + 1 : -1, p >= width ? p - width : -1, p < last ? p + width : -1]) {
        if (q >= 0 && filled[q] === 0) {
          filled[q] = k;
          next.push(q);
        }
      }
    }
    frontier = next;
  }
  return filled;
}
