// One opening of the popover: the trigger that opened it, with which scope, and the scope boxes
// (their rules are popover-scope.ts). A trigger starts a session, the visitor ticks boxes, closing
// forgets both.
import { useState } from 'react';
import type { PostType } from './post-type.ts';
import {
  initialScopes,
  scopePostType,
  toggleScope,
  type Scope,
  type ScopeContext,
} from './popover-scope.ts';
import type { TriggerActivation } from './trigger-activation.ts';

export interface Session {
  scope: Scope;
  customTypes: string[];
  trigger: HTMLElement | null;
}

const NO_SESSION: Session = { scope: 'all', customTypes: [], trigger: null };

export function usePopoverSession(currentType: string) {
  const [session, setSession] = useState<Session>(NO_SESSION);
  const [checked, setChecked] = useState<Scope[]>(['all']);
  const context: ScopeContext = {
    currentType: currentType || undefined,
    customTypes: session.customTypes,
  };

  /** A trigger opened the popover: its scope decides the boxes. Returns the post type they search. */
  const start = (trigger: HTMLElement, { scope, customScope }: TriggerActivation): PostType => {
    const customTypes = scope === 'custom' ? customScope : [];
    const started = { currentType: context.currentType, customTypes };
    const boxes = initialScopes(scope, started);
    setSession({ scope, customTypes, trigger });
    setChecked(boxes);
    return scopePostType(boxes, started);
  };

  /** The visitor ticked or unticked a box. Returns the post type the boxes now search. */
  const toggle = (key: string, on: boolean): PostType => {
    const boxes = toggleScope(checked, key as Scope, on, context);
    setChecked(boxes);
    return scopePostType(boxes, context);
  };

  const end = () => {
    setChecked(['all']);
    setSession(NO_SESSION);
  };

  return { session, checked, context, start, toggle, end };
}
