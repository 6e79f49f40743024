import type { Translation } from '../types.ts';

export default {
  modal: { close: '关闭' },
} satisfies Translation;
