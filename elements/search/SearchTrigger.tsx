import { useEffect } from 'react';
import { reportError } from '../../packages/core/report.ts';
import { useHost } from '../../packages/element/index.ts';
import { isScope, type Scope } from './popover-scope.ts';
import { splitTypeList } from './post-type.ts';
import { activatePopover, focusTargetOf } from './trigger-activation.ts';
import { DEFAULT_SCOPE, type SearchTriggerProps } from './search-trigger-props.ts';

export type { SearchTriggerProps };

const OPEN_EVENT = 'ib-search-popover-open';
const CLOSE_EVENT = 'ib-search-popover-close';

/** The scope to open with; an unknown value or a custom scope without types falls back to 'all'. */
export function triggerScope(
  scope: string | undefined,
  customTypes: readonly string[],
): { scope: Scope; problem?: string } {
  const value = (scope ?? DEFAULT_SCOPE).trim().toLowerCase() || DEFAULT_SCOPE;
  if (!isScope(value))
    return {
      scope: DEFAULT_SCOPE,
      problem: `Unknown search scope "${scope}"; using "${DEFAULT_SCOPE}".`,
    };
  if (value === 'custom' && customTypes.length === 0)
    return {
      scope: DEFAULT_SCOPE,
      problem: `scope="custom" needs custom-scope="type,type"; using "${DEFAULT_SCOPE}".`,
    };
  return { scope: value };
}

/** Wraps a button (or a link to the results page): activating it opens the page's search popover. */
export function SearchTrigger({ scope, customScope }: SearchTriggerProps) {
  const host = useHost();

  useEffect(() => {
    const customTypes = splitTypeList(customScope);
    const resolved = triggerScope(scope, customTypes);
    if (resolved.problem) reportError(host, new Error(resolved.problem));
  }, [host, scope, customScope]);

  useEffect(() => {
    const control = focusTargetOf(host);
    const hadPopup = control.getAttribute('aria-haspopup');
    const hadExpanded = control.getAttribute('aria-expanded');
    if (control === host)
      reportError(
        host,
        new Error('<ib-search-trigger> should wrap a <button> (or a link to the results page).'),
      );
    control.setAttribute('aria-haspopup', 'dialog');
    control.setAttribute('aria-expanded', 'false');

    let expanded = false;
    let pressedWhileExpanded = false;
    const setExpanded = (value: boolean) => {
      expanded = value;
      control.setAttribute('aria-expanded', String(value));
    };

    // A press on the trigger while its popover is open moves focus out of the popover, which
    // closes it before the click arrives: that click then means "close", not "open again".
    const onPointerDown = () => (pressedWhileExpanded = expanded);
    const onClick = (event: MouseEvent) => {
      const wasOpen = pressedWhileExpanded;
      pressedWhileExpanded = false;
      if (event.defaultPrevented) return;
      if (wasOpen && !expanded) {
        event.preventDefault();
        return;
      }
      const customTypes = splitTypeList(customScope);
      const { scope: resolved } = triggerScope(scope, customTypes);
      if (
        activatePopover(host, {
          scope: resolved,
          customScope: resolved === 'custom' ? customTypes : [],
        })
      ) {
        event.preventDefault(); // a link to the results page stays the fallback only
      }
    };
    const onPopoverOpen = (event: Event) =>
      setExpanded(event instanceof CustomEvent && event.detail?.trigger === host);
    const onPopoverClose = () => setExpanded(false);

    host.addEventListener('pointerdown', onPointerDown);
    host.addEventListener('click', onClick);
    document.addEventListener(OPEN_EVENT, onPopoverOpen);
    document.addEventListener(CLOSE_EVENT, onPopoverClose);
    return () => {
      host.removeEventListener('pointerdown', onPointerDown);
      host.removeEventListener('click', onClick);
      document.removeEventListener(OPEN_EVENT, onPopoverOpen);
      document.removeEventListener(CLOSE_EVENT, onPopoverClose);
      restoreAttribute(control, 'aria-haspopup', hadPopup);
      restoreAttribute(control, 'aria-expanded', hadExpanded);
    };
  }, [host, scope, customScope]);

  return <slot />;
}

function restoreAttribute(element: Element, name: string, value: string | null) {
  if (value === null) element.removeAttribute(name);
  else element.setAttribute(name, value);
}
