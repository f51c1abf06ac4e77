import { act, renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import {
  clearSecurityVerification,
  requireSecurityVerification,
  useSecurityVerificationRequired,
} from '@/lib/idle-lock';

describe('useSecurityVerificationRequired', () => {
  it('follows the idle-lock flag the API client raises', () => {
    const { result } = renderHook(() => useSecurityVerificationRequired());
    expect(result.current).toBe(false);

    act(() => {
      requireSecurityVerification();
    });
    expect(result.current).toBe(true);

    act(() => {
      clearSecurityVerification();
    });
    expect(result.current).toBe(false);
  });
});
