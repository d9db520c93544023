/**
 * The team a member of several teams works in, remembered per user on this device so a reload or a new tab keeps
 * it. The server never picks a team for a write by itself; the web app names this one on every team-scoped call.
 */
const key = (userId: string) => `fieldwatch.currentTeam.${userId}`;

export function storedCurrentTeam(userId: string): string | null {
  try {
    return window.localStorage.getItem(key(userId));
  } catch {
    return null;
  }
}

export function storeCurrentTeam(userId: string, teamId: string): void {
  try {
    window.localStorage.setItem(key(userId), teamId);
  } catch {
    // Private mode or a full store: the choice lasts until the page reloads.
  }
}
