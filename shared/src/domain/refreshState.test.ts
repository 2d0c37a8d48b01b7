import { describe, expect, it } from 'vitest';
import { designFromPartial } from './design.ts';
import {
  applyRefresh,
  emptyRefreshState,
  queueRemoval,
  queueUpdate,
  requestFullRefresh,
} from './refreshState.ts';

const d = (id: string, name = id) => designFromPartial({ id, name });

describe('design-list refresh state', () => {
  it('starts empty', () => {
    expect(emptyRefreshState()).toEqual({ fullRefresh: false, toUpdate: [], toRemove: [] });
  });

  it('applies queued updates in place and removals, then resets the queues', () => {
    let state = queueUpdate(emptyRefreshState(), d('b', 'B renamed'));
    state = queueRemoval(state, d('c'));
    const result = applyRefresh([d('a'), d('b'), d('c')], state);
    expect(result.list.map((x) => x.name)).toEqual(['a', 'B renamed']);
    expect(result.reload).toBe(false);
    expect(result.state).toEqual(emptyRefreshState());
  });

  it('keeps only the latest update of a design and drops it when the design is removed', () => {
    let state = queueUpdate(emptyRefreshState(), d('a', 'first'));
    state = queueUpdate(state, d('a', 'second'));
    expect(state.toUpdate.map((x) => x.name)).toEqual(['second']);
    state = queueRemoval(state, d('a'));
    expect(state.toUpdate).toEqual([]);
    expect(state.toRemove.map((x) => x.id)).toEqual(['a']);
  });

  it('asks the caller to reload after a full-refresh request', () => {
    const result = applyRefresh([d('a')], requestFullRefresh(emptyRefreshState()));
    expect(result.reload).toBe(true);
    expect(result.state.fullRefresh).toBe(false);
  });
});
