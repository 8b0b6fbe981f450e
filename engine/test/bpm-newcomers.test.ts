// Who a task is given to besides its handler (#37 item 5): each user once, only those who do not have it yet.
import { describe, expect, it } from 'vitest';
import { BPM_MESSAGES, newcomers, newcomersRefusal } from '../src/bpm/index.ts';

describe('newcomers to a task', () => {
  it('keeps each chosen user once, in order, leaving out those who have it', () => {
    expect(newcomers(['b', 'a', 'b', 'c'], ['c', null])).toEqual(['b', 'a']);
    expect(newcomers(['a'], [])).toEqual(['a']);
  });

  it('refuses a selection made only of users who have it already', () => {
    expect(newcomersRefusal(newcomers(['a', 'a'], ['a']))).toEqual(BPM_MESSAGES.usersAllDuplicates);
    expect(newcomersRefusal(['a'])).toBeNull();
  });
});
