import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ForbiddenError, UnavailableError } from '../../../functions/core/errors';
import type { TeamAccess } from '../../../functions/core/teams/teams';

const accessFor = vi.fn<(userId: string, teamId?: string) => Promise<TeamAccess>>();
const teamApproved = vi.fn<(teamId: string) => Promise<boolean>>();
vi.mock('../../../functions/core/teams/teams', () => ({ accessFor: (userId: string, teamId?: string) => accessFor(userId, teamId) }));
vi.mock('../../../functions/core/admin/usage', () => ({ teamApproved: (teamId: string) => teamApproved(teamId) }));

const { assertTileHolder } = await import('../../../functions/core/imagery/tile-holder');

const access = (privileges: string[]): TeamAccess => ({
  userId: 'u1',
  teamId: 't1',
  memberId: 'm1',
  roleId: 'r1',
  roleName: 'Scout',
  privileges: new Set(privileges),
  isTeamOwner: false,
});

let now = 1_900_000_000_000;
beforeEach(() => {
  accessFor.mockReset();
  teamApproved.mockReset();
  now += 10 * 60_000;
});

describe('the holder of a tile link, checked when a tile is served', () => {
  it('serves a member with monitoring.view_index of an approved team, trusting it a minute', async () => {
    accessFor.mockResolvedValue(access(['monitoring.view_index']));
    teamApproved.mockResolvedValue(true);
    await expect(assertTileHolder('u1', 't1', now)).resolves.toBeUndefined();
    await expect(assertTileHolder('u1', 't1', now + 59_000)).resolves.toBeUndefined();
    expect(accessFor).toHaveBeenCalledTimes(1);
    // A minute on, asked again: the permission is gone.
    accessFor.mockResolvedValue(access(['field.view_field']));
    await expect(assertTileHolder('u1', 't1', now + 60_000)).rejects.toThrow(ForbiddenError);
  });

  it('refuses a holder who left the team, lost the permission, or whose team staff revoked', async () => {
    accessFor.mockRejectedValueOnce(new ForbiddenError('You are not a member of this team.'));
    await expect(assertTileHolder('u1', 't1', now)).rejects.toThrow(ForbiddenError);
    accessFor.mockResolvedValue(access(['monitoring.view_index']));
    teamApproved.mockResolvedValue(false);
    await expect(assertTileHolder('u1', 't1', now)).rejects.toThrow(ForbiddenError);
    // A refusal is not kept: approved again, the next tile is served.
    teamApproved.mockResolvedValue(true);
    await expect(assertTileHolder('u1', 't1', now)).resolves.toBeUndefined();
  });

  it('fails closed when the store does not answer, and asks again at the next tile', async () => {
    accessFor.mockRejectedValueOnce(new UnavailableError('The store did not answer.'));
    await expect(assertTileHolder('u1', 't1', now)).rejects.toThrow(UnavailableError);
    accessFor.mockResolvedValue(access(['monitoring.view_index']));
    teamApproved.mockResolvedValue(true);
    await expect(assertTileHolder('u1', 't1', now)).resolves.toBeUndefined();
    expect(accessFor).toHaveBeenCalledTimes(2);
  });
});
