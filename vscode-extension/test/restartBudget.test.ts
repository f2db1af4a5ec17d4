import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { RestartBudget } from '../src/restartBudget';

describe('RestartBudget', () => {
    it('allows `limit` crashes within the window and refuses the next', () => {
        let now = 0;
        const budget = new RestartBudget(3, 60_000, () => now);
        const answers = [0, 1_000, 2_000, 3_000].map((t) => {
            now = t;
            return budget.crashed();
        });
        assert.deepEqual(answers, [true, true, true, false]);
    });

    it('forgets crashes older than the window', () => {
        let now = 0;
        const budget = new RestartBudget(2, 60_000, () => now);
        budget.crashed();
        budget.crashed();
        now = 61_000;
        assert.equal(budget.crashed(), true);
    });

    it('starts afresh after a restart the user asked for', () => {
        const budget = new RestartBudget(1, 60_000, () => 0);
        budget.crashed();
        assert.equal(budget.crashed(), false);
        budget.reset();
        assert.equal(budget.crashed(), true);
    });
});
