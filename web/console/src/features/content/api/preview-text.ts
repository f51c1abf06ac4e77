import type { Schema } from '@console/lib/api-types';
import { apiRequest } from '@/lib/api-client';

type PreviewRead = Schema<'PreviewRead'>;

/**
 * Where a text is rendered as readers will get it: the content service for news and guides,
 * the message service for announcements (each cleans with its own rules).
 */
export type PreviewCall = '/ops/article/preview' | '/ops/message/preview';

/** The cleaned HTML a Markdown text becomes. */
export async function previewText(call: PreviewCall, content: string): Promise<string> {
  const answer = await apiRequest<PreviewRead>(call, { body: { format: 'markdown', content } });
  return answer.html;
}
