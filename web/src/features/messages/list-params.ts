import { useCallback } from 'react';
import { useSearchParams } from 'react-router';

import { isMessageType, type MessageType } from '@/features/messages/message-types';

export const PAGE_SIZE = 10;

/** `?page=`: a whole number from 1; anything else is the first page. */
export function pageOf(value: string | null): number {
  const page = Number(value);
  return Number.isInteger(page) && page >= 1 ? page : 1;
}

/** A route's `:id`: a positive whole number, or undefined (no call is made for it). */
export function idOf(value: string | undefined): number | undefined {
  const id = Number(value);
  return value !== undefined && /^\d+$/.test(value) && id >= 1 && id <= 2 ** 31 - 1
    ? id
    : undefined;
}

export type ReadFilter = 'unread' | 'read' | '';

export interface MessageListState {
  page: number;
  read: ReadFilter;
  type: MessageType | '';
}

function readFilterOf(value: string | null): ReadFilter {
  return value === 'unread' || value === 'read' ? value : '';
}

/**
 * A list's state in the URL (page, and for messages the read and type filters), so a reload,
 * a shared link or the back button shows the same page. Defaults are left out of the URL.
 */
export function useListParams() {
  const [params, setParams] = useSearchParams();
  const type = params.get('type');
  const state: MessageListState = {
    page: pageOf(params.get('page')),
    read: readFilterOf(params.get('read')),
    type: isMessageType(type) ? type : '',
  };
  const update = useCallback(
    (changes: Partial<MessageListState>, replace = false) => {
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          for (const [key, value] of Object.entries(changes)) {
            if (value === '' || value === 1) next.delete(key);
            else next.set(key, String(value));
          }
          return next;
        },
        { replace },
      );
    },
    [setParams],
  );
  return { state, update, search: params.toString() };
}

/**
 * The list a detail page leads back to: where it was (page and filters) when the detail was
 * opened from it (`state.from`, the list's query string), else its first page.
 */
export function backToList(listPath: string, state: unknown): string {
  const from = (state as { from?: unknown } | null)?.from;
  return typeof from === 'string' && from !== '' ? `${listPath}?${from}` : listPath;
}
