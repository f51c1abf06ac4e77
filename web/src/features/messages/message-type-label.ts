import type { TFunction } from 'i18next';

import { isMessageType } from '@/features/messages/message-types';

/** A message type's name; a type this version does not know, as it came. */
export function messageTypeLabel(t: TFunction, type: string): string {
  return isMessageType(type) ? t(`messages.types.${type}`) : type;
}
