// The popover's scope checkboxes (README, "`<ib-search-popover>`"): 'all' is exclusive
// with the others; checking 'resources' also checks 'current' when the current content type is a
// resource type; when nothing is left checked, 'all' is checked again.
import { RESOURCE_TYPES, isResourceType } from './constants.ts';
import { toPostType, type PostType } from './post-type.ts';

export const SCOPES = ['all', 'resources', 'current', 'custom'] as const;
export type Scope = (typeof SCOPES)[number];

export const isScope = (value: unknown): value is Scope =>
  (SCOPES as readonly unknown[]).includes(value);

/** What the page offers: the current content type (if known) and the trigger's custom list. */
export interface ScopeContext {
  currentType?: string;
  customTypes: readonly string[];
}

/** Which checkboxes exist: 'current' needs a content type, 'custom' a non-empty custom list. */
export function availableScopes({ currentType, customTypes }: ScopeContext): Scope[] {
  return SCOPES.filter((scope) => {
    if (scope === 'current') return Boolean(currentType);
    if (scope === 'custom') return customTypes.length > 0;
    return true;
  });
}

/** The checked set after the visitor (or a trigger) checks or unchecks one box. */
export function toggleScope(
  checked: readonly Scope[],
  scope: Scope,
  on: boolean,
  context: ScopeContext,
): Scope[] {
  const available = availableScopes(context);
  if (!available.includes(scope)) return normalise(checked, available);
  let next: Scope[];
  if (on && scope === 'all') next = ['all'];
  else if (on) {
    next = [...checked.filter((item) => item !== 'all' && item !== scope), scope];
    if (
      scope === 'resources' &&
      available.includes('current') &&
      isResourceType(context.currentType) &&
      !next.includes('current')
    ) {
      next.push('current');
    }
  } else {
    next = checked.filter((item) => item !== scope);
  }
  return normalise(next, available);
}

/** The boxes a trigger's scope starts with: the same rules as a visitor checking that box. */
export function initialScopes(scope: Scope, context: ScopeContext): Scope[] {
  return toggleScope(['all'], scope, true, context);
}

/** post_type for the checked boxes: 'any' for all, else the union of what each box covers. */
export function scopePostType(
  checked: readonly Scope[],
  { currentType, customTypes }: ScopeContext,
): PostType {
  if (checked.length === 0 || checked.includes('all')) return 'any';
  const types: string[] = [];
  if (checked.includes('resources')) types.push(...RESOURCE_TYPES);
  if (checked.includes('current') && currentType) types.push(currentType);
  if (checked.includes('custom')) types.push(...customTypes);
  return toPostType(types);
}

function normalise(checked: readonly Scope[], available: readonly Scope[]): Scope[] {
  // Kept in the checkboxes' order, so equal selections compare equal.
  const kept = available.filter((scope) => checked.includes(scope));
  return kept.length === 0 ? ['all'] : kept;
}
