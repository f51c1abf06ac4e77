import { describe, expect, it, vi } from 'vitest';

import { startTabClaim } from '@console/lib/tab-claim';
import { signInOperator } from '@console/testing/operator-session';

const CHANNEL = 'console-tab-sessions';

function otherTab() {
  const channel = new BroadcastChannel(CHANNEL);
  const heard: unknown[] = [];
  channel.addEventListener('message', ({ data }: MessageEvent) => heard.push(data));
  return { channel, heard };
}

describe('a tab holding a copy of another tab’s session', () => {
  it('gives it back when the tab that had it first answers', async () => {
    signInOperator({ sid: 'S-9' });
    const first = otherTab();
    first.channel.addEventListener('message', ({ data }: MessageEvent<{ type: string }>) => {
      if (data.type === 'claim') first.channel.postMessage({ type: 'taken', sid: 'S-9' });
    });
    const onLost = vi.fn();

    const stop = startTabClaim(onLost);

    await vi.waitFor(() => {
      expect(onLost).toHaveBeenCalledOnce();
    });
    expect(first.heard).toEqual([{ type: 'claim', sid: 'S-9' }]);
    stop();
    first.channel.close();
  });

  it('keeps its session and tells a later copy so', async () => {
    signInOperator({ sid: 'S-9' });
    const onLost = vi.fn();
    const stop = startTabClaim(onLost);
    const copy = otherTab();

    copy.channel.postMessage({ type: 'claim', sid: 'S-9' });
    copy.channel.postMessage({ type: 'claim', sid: 'S-other' });

    await vi.waitFor(() => {
      expect(copy.heard).toEqual([{ type: 'taken', sid: 'S-9' }]);
    });
    expect(onLost).not.toHaveBeenCalled();
    stop();
    copy.channel.close();
  });
});
