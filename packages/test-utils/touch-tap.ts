// Browser side of the test runner's touch tap (scripts/lib/touch-tap.mjs): a finger taps the middle
// of an element the way a phone's touch screen does (trusted touch and pointer events, then the
// click), where a touch keyboard opens only for a focus the tap itself makes.
import { executeServerCommand } from '@web/test-runner-commands';

export async function touchTap(element: Element): Promise<void> {
  const box = element.getBoundingClientRect();
  await executeServerCommand('touch-tap', [
    Math.round(box.left + box.width / 2),
    Math.round(box.top + box.height / 2),
  ]);
}
