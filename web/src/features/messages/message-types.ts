import type { Schema } from '@/lib/api-types';

export type MessageType = Schema<'MessageType'>;

/** What a message is about (the message service's types), in the order the filter offers them. */
export const MESSAGE_TYPES: readonly MessageType[] = [
  'system',
  'registration',
  'permit',
  'employee',
  'admin',
  'invitation',
];

export function isMessageType(value: string | null | undefined): value is MessageType {
  return MESSAGE_TYPES.some((type) => type === value);
}
