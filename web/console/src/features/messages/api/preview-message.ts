import type { Schema } from '@console/lib/api-types';
import { apiRequest } from '@/lib/api-client';

/** The cleaned HTML a Markdown message becomes, as the message service stores it. */
export async function previewMessage(content: string): Promise<string> {
  const answer = await apiRequest<Schema<'PreviewRead'>>('/ops/message/preview', {
    body: { format: 'markdown', content },
  });
  return answer.html;
}
