import { Activity, type ReactNode, useState } from 'react';
import { useMatches, useOutlet } from 'react-router';

import { isRouteHandle } from '@/app/routes/route-meta';

type Views = Readonly<Record<string, ReactNode>>;

/**
 * The layout's outlet, keeping the list views marked `keepAlive` (specification §2's cached list
 * views) mounted but hidden while the user is elsewhere, so filters, pages, scroll and
 * half-typed searches are there on return. React's `<Activity>` hides them and pauses their
 * effects. Other pages mount and unmount as usual. `owner` names whose views they are: a new
 * identity (company or role switch) drops them all.
 */
export function KeepAliveOutlet({ owner }: { owner: string }) {
  const outlet = useOutlet();
  const leaf = useMatches().at(-1);
  const id = leaf?.id;
  const keep =
    id !== undefined && isRouteHandle(leaf?.handle) && leaf.handle.meta.keepAlive === true;
  const [kept, setKept] = useState<{ owner: string; views: Views }>({ owner, views: {} });

  // Derived state updated during render (React's documented pattern for it): the first visit
  // of a kept view stores its element.
  const known = kept.owner === owner ? kept.views : {};
  const views = keep && !(id in known) ? { ...known, [id]: outlet } : known;
  if (kept.owner !== owner || views !== kept.views) setKept({ owner, views });

  return (
    <>
      {Object.entries(views).map(([viewId, element]) => (
        <Activity key={`${owner}\n${viewId}`} mode={viewId === id ? 'visible' : 'hidden'}>
          {element}
        </Activity>
      ))}
      {!keep && outlet}
    </>
  );
}
