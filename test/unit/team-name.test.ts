import { describe, expect, it } from 'vitest';
import { defaultTeamName } from '../../functions/core/teams/teams';

describe("a new owner's team name", () => {
  it("is the owner's name, or the e-mail's local part when a sign-up (a Google account) gives no name", () => {
    expect(defaultTeamName({ firstName: 'Ngozi', lastName: 'Okafor', email: 'ngozi@example.com' })).toBe("Ngozi Okafor's Farm");
    expect(defaultTeamName({ firstName: 'Ngozi', lastName: '', email: 'ngozi@example.com' })).toBe("Ngozi's Farm");
    expect(defaultTeamName({ firstName: ' ', lastName: '', email: 'ada.farms@example.com' })).toBe("ada.farms's Farm");
  });
});
