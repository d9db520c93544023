import type { BaseQueryApi } from '@reduxjs/toolkit/query/react';
import { api, baseQuery, request } from '../api';
import type { SendResult, Transport } from './send-writes';

interface StoreLike {
  dispatch: BaseQueryApi['dispatch'];
  getState: () => unknown;
}

/**
 * The queue's way to the API: the app's own base query (the same headers: the signed-in user's token, the language
 * on screen; the same error shape), so a queued write is sent exactly as the screen would have sent it.
 */
export function storeTransport(store: StoreLike): Transport {
  const queryApi = (): BaseQueryApi => ({
    signal: new AbortController().signal,
    abort: () => undefined,
    dispatch: store.dispatch,
    getState: store.getState,
    extra: undefined,
    endpoint: 'writeQueue',
    type: 'mutation',
  });
  return {
    call: async (id, input, team) => {
      const answer = await baseQuery(request(id, input, team), queryApi(), {});
      return answer.error ? { error: answer.error } : { data: answer.data };
    },
    upload: async (url, headers, blob): Promise<SendResult> => {
      try {
        const response = await fetch(url, { method: 'PUT', headers, body: blob });
        return response.ok ? { data: null } : { error: { status: response.status, message: response.statusText } };
      } catch {
        return { error: { status: 0, message: '' } };
      }
    },
  };
}

/** Reloads what a sent write changed: the RTK Query tags it names. */
export function invalidator(store: StoreLike): (tags: { type: string; id: string }[]) => void {
  return (tags) => void store.dispatch(api.util.invalidateTags(tags as Parameters<typeof api.util.invalidateTags>[0]));
}
