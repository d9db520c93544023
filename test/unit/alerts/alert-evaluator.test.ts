import { beforeEach, describe, expect, it, vi } from 'vitest';

/** The daily job: every team not refused by staff is evaluated; one failing team does not stop the others. */
const evaluated: string[] = [];

vi.mock('../../../functions/core/db/service', () => ({
  db: () => ({
    entities: {
      team: {
        query: {
          all: () => ({
            go: async () => ({ data: [{ teamId: 't1' }, { teamId: 't2', adminApproved: false }, { teamId: 't3', adminApproved: true }, { teamId: 't4' }] }),
          }),
        },
      },
    },
  }),
}));

vi.mock('../../../functions/core/alerts/evaluate-team', () => ({
  evaluateTeam: async (teamId: string) => {
    evaluated.push(teamId);
    if (teamId === 't3') throw new Error('weather down');
    return { team: teamId, date: '2026-07-01', fields: 2, failedFields: 0, raised: 2, queued: { in_app: 2, email: 1 }, skipped: 1 };
  },
}));

describe('the alert evaluator job', () => {
  beforeEach(() => {
    evaluated.length = 0;
  });

  it('evaluates every approved team, goes on past a failing one, and totals what was raised and sent', async () => {
    const { handler } = await import('../../../functions/jobs/alert-evaluator');
    const run = await handler({ time: '2026-07-01T04:00:00Z' });
    expect(evaluated).toEqual(['t1', 't3', 't4']);
    expect(run).toEqual({ teams: 3, failedTeams: 1, raised: 4, queued: 6, skipped: 2 });
  });
});
