import { newsArticlePath } from '@/lib/paths';

/** The readable part of a news URL: the title with separators and URL syntax made dashes. */
export function newsSlug(title: string): string {
  const slug = title
    .trim()
    .replace(/[\s/\\?#%&]+/g, '-')
    .replace(/^-+|-+$/g, '');
  return slug || 'news';
}

/** `/index/news/detail/{id}/{name}` (specification §2); only the id is read back. */
export function newsDetailPath(id: number, title: string): string {
  return newsArticlePath(id, encodeURIComponent(newsSlug(title)));
}

/** The id of a news URL, or undefined when it is not a positive integer. */
export function parseNewsId(value: string | undefined): number | undefined {
  if (value === undefined || !/^[1-9]\d{0,9}$/.test(value)) return undefined;
  const id = Number(value);
  return id <= 2 ** 31 - 1 ? id : undefined;
}
