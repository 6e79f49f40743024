import type { Translation } from '../types.ts';

export default {
  modal: { close: 'إغلاق' },
} satisfies Translation;
