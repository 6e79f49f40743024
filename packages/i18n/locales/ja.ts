import type { Translation } from '../types.ts';

export default {
  modal: { close: '閉じる' },
} satisfies Translation;
