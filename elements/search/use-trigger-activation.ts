// Triggers ask through a document event (trigger-activation.ts), so either tag may load first; the
// popover claims each activation with the handler of its latest render.
import { useLayoutEffect } from 'react';
import { useLatest } from '../../packages/element/index.ts';
import { onActivation, type TriggerActivation } from './trigger-activation.ts';

export function useTriggerActivation(
  claim: (trigger: HTMLElement, detail: TriggerActivation) => void,
) {
  const latest = useLatest(claim);
  useLayoutEffect(
    () => onActivation((trigger, detail) => latest.current(trigger, detail)),
    [latest],
  );
}
