import * as z from 'zod';
import type { ApiMessageId } from './english';
import { messageRef, type MessageRefValues } from './message-ref';

/**
 * zod's own messages (an issue whose schema gives none: a missing field, a wrong type, a length or range limit) as
 * catalogue messageRefs of api/common, so the API and the web app answer them in the reader's language like any
 * schema's own message, instead of zod's English. Installed once, globally (z.config), on import; a schema's own
 * message always wins over it.
 */
type RawIssue = z.core.$ZodRawIssue;

const ref = (id: ApiMessageId, values?: MessageRefValues) => messageRef(id, values);

const SIZED_TEXT = new Set(['string']);
const SIZED_LIST = new Set(['array', 'set', 'map']);

function limit(value: unknown): number {
  return typeof value === 'bigint' ? Number(value) : value instanceof Date ? value.getTime() : Number(value);
}

export function defaultIssueMessage(issue: RawIssue): string {
  switch (issue.code) {
    case 'invalid_type':
      if (issue.input === undefined) return ref('common.zod.required');
      return ref('common.zod.invalidType', { expected: String(issue.expected) });
    case 'too_small': {
      const minimum = limit(issue.minimum);
      const origin = String(issue.origin ?? '');
      if (SIZED_TEXT.has(origin)) {
        if (issue.exact) return ref('common.zod.exactLength', { length: minimum });
        // A required text left empty reads as required, not as "at least 1 character".
        if (minimum === 1 && issue.input === '') return ref('common.zod.required');
        return ref('common.zod.tooShort', { minimum });
      }
      if (SIZED_LIST.has(origin)) return ref('common.zod.tooFewItems', { minimum });
      return ref(issue.inclusive === false ? 'common.zod.tooSmallExclusive' : 'common.zod.tooSmall', { minimum });
    }
    case 'too_big': {
      const maximum = limit(issue.maximum);
      const origin = String(issue.origin ?? '');
      if (SIZED_TEXT.has(origin)) return ref(issue.exact ? 'common.zod.exactLength' : 'common.zod.tooLong', issue.exact ? { length: maximum } : { maximum });
      if (SIZED_LIST.has(origin)) return ref('common.zod.tooManyItems', { maximum });
      if (origin === 'file') return ref('common.zod.fileTooLarge', { maximum });
      return ref(issue.inclusive === false ? 'common.zod.tooBigExclusive' : 'common.zod.tooBig', { maximum });
    }
    case 'invalid_format':
      return ref('common.zod.invalidFormat', { format: String(issue.format) });
    case 'invalid_value':
      return ref('common.zod.invalidValue', { options: issue.values.map(String).join(', ') });
    case 'not_multiple_of':
      return ref('common.zod.notMultipleOf', { divisor: limit(issue.divisor) });
    case 'unrecognized_keys':
      return ref('common.zod.unrecognizedKeys', { count: issue.keys.length, keys: issue.keys.join(', ') });
    default:
      return ref('common.zod.invalid');
  }
}

z.config({ customError: defaultIssueMessage });
