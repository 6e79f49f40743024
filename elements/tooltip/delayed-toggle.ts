// Show and hide with delays (hover intent): asking for the current state cancels a pending change,
// so passing the pointer briefly over a trigger, or from the trigger onto the tooltip, changes nothing.

export interface DelayedToggle {
  readonly visible: boolean;
  /** Ask for a state; it takes effect after the show or hide delay unless asked otherwise meanwhile. */
  request(visible: boolean): void;
  /** Hide at once (Escape). */
  hideNow(): void;
  /** Cancel any pending change (removal). */
  dispose(): void;
}

export interface DelayedToggleOptions {
  showDelay: number;
  hideDelay: number;
  onChange: (visible: boolean) => void;
}

export function createDelayedToggle({
  showDelay,
  hideDelay,
  onChange,
}: DelayedToggleOptions): DelayedToggle {
  let visible = false;
  let pending: boolean | undefined;
  let timer: ReturnType<typeof setTimeout> | undefined;

  const cancel = () => {
    clearTimeout(timer);
    timer = undefined;
    pending = undefined;
  };
  const apply = (next: boolean) => {
    cancel();
    if (visible === next) return;
    visible = next;
    onChange(next);
  };

  return {
    get visible() {
      return visible;
    },
    request(next) {
      if (next === visible) return cancel();
      if (pending === next) return;
      cancel();
      pending = next;
      timer = setTimeout(() => apply(next), next ? showDelay : hideDelay);
    },
    hideNow: () => apply(false),
    dispose: cancel,
  };
}
