import { useCallback, useEffect, useState } from 'react';

const TICK_MS = 250;

function secondsLeft(endsAt: number | undefined): number {
  return endsAt === undefined ? 0 : Math.max(0, Math.ceil((endsAt - Date.now()) / 1000));
}

export interface Countdown {
  /** Whole seconds left, 0 when not running. */
  remaining: number;
  running: boolean;
  start: (seconds: number) => void;
  stop: () => void;
}

/**
 * A countdown in whole seconds (the SMS code's 120 s, the idle dialog's waiting time). It
 * counts against the clock, not the ticks, so a throttled background tab still ends on time.
 */
export function useCountdown(): Countdown {
  const [endsAt, setEndsAt] = useState<number>();
  const [remaining, setRemaining] = useState(0);

  useEffect(() => {
    if (endsAt === undefined) return;
    const timer = setInterval(() => {
      const left = secondsLeft(endsAt);
      setRemaining(left);
      if (left === 0) setEndsAt(undefined);
    }, TICK_MS);
    return () => {
      clearInterval(timer);
    };
  }, [endsAt]);

  const start = useCallback((seconds: number) => {
    const end = Date.now() + seconds * 1000;
    setEndsAt(seconds > 0 ? end : undefined);
    setRemaining(secondsLeft(end));
  }, []);

  const stop = useCallback(() => {
    setEndsAt(undefined);
    setRemaining(0);
  }, []);

  return { remaining, running: remaining > 0, start, stop };
}
