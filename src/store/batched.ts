// Group commit for one kind of small statement: while one is in flight, the next callers queue,
// and when it returns they go together as one statement. Alone, a call goes at once (no timer,
// no added wait); under load, one round trip and one transaction serve many callers. Used where a
// statement per call was most of the database's work (the shared query cache: a claim and a
// completion for every API call of every digest).

/** One statement for many items: one result per item, in the items' order. */
export type BatchRun<I, O> = (items: readonly I[]) => Promise<readonly O[]>;

export function batched<I, O>(run: BatchRun<I, O>, maxBatch = 500): (item: I) => Promise<O> {
  let queue: { item: I; resolve: (o: O) => void; reject: (err: unknown) => void }[] = [];
  let running = false;
  const next = (): void => {
    if (running || queue.length === 0) return;
    const batch = queue.slice(0, maxBatch);
    queue = queue.slice(batch.length);
    running = true;
    // A failed statement fails each of its callers, as their own statement would have.
    void run(batch.map((b) => b.item))
      .then(
        (out) => batch.forEach((b, i) => b.resolve(out[i]!)),
        (err: unknown) => batch.forEach((b) => b.reject(err)),
      )
      .finally(() => {
        running = false;
        next();
      });
  };
  return (item) =>
    new Promise<O>((resolve, reject) => {
      queue.push({ item, resolve, reject });
      next();
    });
}
