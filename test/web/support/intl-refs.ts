import type { MessageId } from '../../../shared/i18n/english';
import { readMessageRef } from '../../../shared/i18n/message-ref';
import { en } from './intl';

export { en };

/** A messageRef's English text (a key with its values packed in): what the screen shows for it in English. */
export function enRef(ref: string): string {
  const read = readMessageRef(ref);
  if (!read) throw new Error(`not a message ref: ${ref}`);
  return en(read.id as MessageId, read.values);
}
