import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { roundsOneAtATime } from './rounds.js';

/** A round that records what it saw when it started, and finishes when told. */
function gatedRounds() {
  const seen: number[] = [];
  const gates: (() => void)[] = [];
  let committed = 0;
  const rounds = roundsOneAtATime(async () => {
    seen.push(committed);
    await new Promise<void>((resolve) => gates.push(resolve));
  });
  return {
    rounds,
    seen,
    commit: () => (committed += 1),
    finishNext: async () => {
      while (gates.length === 0) await new Promise((resolve) => setImmediate(resolve));
      gates.shift()?.();
    },
  };
}

describe('rounds one at a time', () => {
  it('a round asked for during another runs after it and sees what was committed first', async () => {
    const { rounds, seen, commit, finishNext } = gatedRounds();
    const first = rounds.run(); // e.g. the poll, reading before the change
    commit();
    const mine = rounds.run(); // the caller, after its change
    await finishNext();
    await first;
    await finishNext();
    await mine;
    assert.deepEqual(seen, [0, 1]);
  });

  it('callers asking during one round share the single round after it', async () => {
    const { rounds, seen, finishNext } = gatedRounds();
    const first = rounds.run();
    const a = rounds.run();
    const b = rounds.run();
    assert.equal(a, b);
    await finishNext();
    await first;
    await finishNext();
    await Promise.all([a, b]);
    assert.equal(seen.length, 2);
    assert.equal(rounds.pending(), null);
  });
});
