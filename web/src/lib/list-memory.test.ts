import { act, renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { clearTokens, saveTokens } from '@/lib/auth-token';
import { LIST_MEMORY_KEY, ownLists, rememberList, useListLink } from '@/lib/list-memory';
import { fakeAccessToken } from '@/testing/session-fixtures';

const LIST = '/msg/message/list';

function links() {
  return renderHook(() => useListLink());
}

describe('list memory', () => {
  it('links a list as it was left, and anything else as it is', () => {
    const { result } = links();

    act(() => {
      rememberList('S1/E1', LIST, '?read=unread&page=2');
    });

    expect(result.current(LIST)).toBe('/msg/message/list?read=unread&page=2');
    expect(result.current('/msg/affiche/list')).toBe('/msg/affiche/list');
    expect(result.current('/center/crm/user')).toBe('/center/crm/user');
  });

  it('links the plain list again once its filters were cleared', () => {
    const { result } = links();

    act(() => {
      rememberList('S1/E1', LIST, '?read=unread');
      rememberList('S1/E1', LIST, '');
    });

    expect(result.current(LIST)).toBe(LIST);
  });

  it('keeps the lists in this tab for the same identity only', () => {
    const { result } = links();
    act(() => {
      rememberList('S1/E1', LIST, '?page=3');
    });
    expect(JSON.parse(sessionStorage.getItem(LIST_MEMORY_KEY) ?? 'null')).toEqual({
      owner: 'S1/E1',
      searches: { [LIST]: 'page=3' },
    });

    // Another company or role: its lists start afresh.
    act(() => {
      ownLists('S1/E2');
    });
    expect(result.current(LIST)).toBe(LIST);
  });

  it('forgets every list when the user signs out', () => {
    saveTokens({ accessToken: fakeAccessToken(), refreshToken: 'r-1' });
    const { result } = links();
    act(() => {
      rememberList('S1/E1', LIST, '?type=permit');
    });

    act(() => {
      clearTokens();
    });

    expect(result.current(LIST)).toBe(LIST);
    expect(sessionStorage.getItem(LIST_MEMORY_KEY)).toBeNull();
  });
});
