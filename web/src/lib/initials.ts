/** Upper-case first letters of first and last name; nothing when either name is empty (spec 1 §2). */
export function initials(firstName: string | null | undefined, lastName: string | null | undefined): string {
  const first = (firstName ?? '').trim();
  const last = (lastName ?? '').trim();
  if (!first || !last) return '';
  return `${first[0]}${last[0]}`.toUpperCase();
}
