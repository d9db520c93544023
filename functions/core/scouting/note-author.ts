import { db } from '../db/service';
import type { Author } from './note-store';

/** Who writes a note, with the name the team knows them by (their profile's, else the token's, else their e-mail). */
export async function authorOf(caller: { userId: string; email: string; firstName?: string; lastName?: string }): Promise<Author> {
  const { data } = await db().entities.profile.get({ userId: caller.userId }).go({ attributes: ['firstName', 'lastName'] });
  const name = [data?.firstName ?? caller.firstName, data?.lastName ?? caller.lastName].filter(Boolean).join(' ').trim();
  return { userId: caller.userId, name: name || caller.email };
}
