import type { Translation } from '../types.ts';

export default {
  modal: { close: '닫기' },
} satisfies Translation;
