import { PUBLIC_IMAGE_PREFIX } from '@console/features/content/api/upload-image';
import { apiDownload } from '@/lib/api-client';

/**
 * The preview's public images, shown in the console. Their `src` is the portal's public
 * address, which the console's own listener does not serve (it answers `/api/ops/` only); an
 * editor reads the same bytes through `ops/file/download`, so each becomes a `blob:` URL here.
 * An image that cannot be read keeps its address (and shows broken, as it would for readers).
 */
export async function withConsoleImages(html: string): Promise<string> {
  if (!html.includes(PUBLIC_IMAGE_PREFIX)) return html;
  const doc = new DOMParser().parseFromString(html, 'text/html');
  const images = [...doc.querySelectorAll('img')].filter((image) =>
    (image.getAttribute('src') ?? '').startsWith(PUBLIC_IMAGE_PREFIX),
  );
  await Promise.all(
    images.map(async (image) => {
      const fileToken = (image.getAttribute('src') ?? '').slice(PUBLIC_IMAGE_PREFIX.length);
      try {
        const blob = await apiDownload('/ops/file/download', {
          query: { fileToken },
          handleErrors: false,
        });
        image.setAttribute('src', URL.createObjectURL(blob));
      } catch {
        // Left as written: the reader's view would not show it either.
      }
    }),
  );
  return doc.body.innerHTML;
}
