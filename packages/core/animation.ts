// The one way a block animates a value: popmotion (a lazy vendor chunk, packages/popmotion) with
// the library's defaults and checks (packages/core/README.md, "Animation"). A tween runs 0.3 s
// unless told otherwise, a spring has stiffness 500 and damping 25; a repeat count of 20 or more,
// an easing name popmotion does not have and a cubic-bezier that is not four numbers are errors,
// thrown where the animation is asked for, each saying what was wrong.
import { loadVendor } from './vendor.ts';

/** A tween's length when none is given, ms. */
const DEFAULT_DURATION_MS = 300;
/** A spring's stiffness and damping when none are given. */
const DEFAULT_STIFFNESS = 500;
const DEFAULT_DAMPING = 25;
/** Repeat counts must stay below this. */
const REPEAT_LIMIT = 20;

/** popmotion's named easings (packages/popmotion/popmotion.ts re-exports each under its name). */
export const EASING_NAMES = [
  'linear',
  'easeIn',
  'easeOut',
  'easeInOut',
  'circIn',
  'circOut',
  'circInOut',
  'backIn',
  'backOut',
  'backInOut',
  'anticipate',
  'bounceIn',
  'bounceOut',
  'bounceInOut',
] as const;
export type EasingName = (typeof EASING_NAMES)[number];
/** A name, or the four numbers of a CSS-style `cubic-bezier(x1, y1, x2, y2)`. */
export type Easing = EasingName | readonly [number, number, number, number];

export interface AnimationOptions {
  /** Start and end values; 0 and 1 (a progress) by default. */
  from?: number;
  to?: number;
  /** `tween` (default): `duration` and `ease` (popmotion's easeInOut when none); `spring`: `stiffness` and `damping`. */
  type?: 'tween' | 'spring';
  duration?: number;
  ease?: Easing;
  stiffness?: number;
  damping?: number;
  /** Times to run again after the first, 0-19. */
  repeat?: number;
  onUpdate?: (value: number) => void;
  onComplete?: () => void;
}

/** `options` checked, with every default filled in (the easing still as given). */
export type CheckedAnimation = Required<Pick<AnimationOptions, 'from' | 'to' | 'type' | 'repeat'>> &
  Pick<AnimationOptions, 'onUpdate' | 'onComplete'> &
  (
    | { type: 'tween'; duration: number; ease?: Easing }
    | { type: 'spring'; stiffness: number; damping: number }
  );

/** The popmotion facade; naming an easing it does not export fails to compile. */
type Popmotion = typeof import('../popmotion/popmotion.ts');
type EasingFunctions = Pick<Popmotion, EasingName>;

export interface Playback {
  stop(): void;
}
export type Animate = (options: AnimationOptions) => Playback;

/** A value as an error message quotes it. */
const quoted = (value: unknown) =>
  typeof value === 'string' ? `'${value}'` : (JSON.stringify(value) ?? String(value));

function checkEasing(ease: unknown): Easing {
  if (typeof ease === 'string') {
    if ((EASING_NAMES as readonly string[]).includes(ease)) return ease as EasingName;
    throw new RangeError(
      `Unknown easing ${quoted(ease)}: use one of ${EASING_NAMES.join(', ')}, or four cubic-bezier numbers`,
    );
  }
  if (
    Array.isArray(ease) &&
    ease.length === 4 &&
    ease.every((point) => typeof point === 'number' && Number.isFinite(point))
  ) {
    return ease as unknown as Easing;
  }
  throw new TypeError(`A cubic-bezier easing needs four numbers, got ${quoted(ease)}`);
}

/** Checks `options` and fills in the defaults; throws a RangeError or TypeError saying what is wrong. */
export function checkAnimation(options: AnimationOptions): CheckedAnimation {
  const { from = 0, to = 1, type = 'tween', repeat = 0, onUpdate, onComplete } = options;
  if (!Number.isInteger(repeat) || repeat < 0 || repeat >= REPEAT_LIMIT) {
    throw new RangeError(
      `Animation repeat must be a whole number from 0 to ${REPEAT_LIMIT - 1}, got ${quoted(repeat)}`,
    );
  }
  const base = { from, to, repeat, onUpdate, onComplete };
  if (type === 'spring') {
    return {
      ...base,
      type,
      stiffness: options.stiffness ?? DEFAULT_STIFFNESS,
      damping: options.damping ?? DEFAULT_DAMPING,
    };
  }
  if (type !== 'tween')
    throw new RangeError(`Unknown animation type ${quoted(type)}: use 'tween' or 'spring'`);
  // No easing given: popmotion's own (easeInOut).
  const ease = options.ease === undefined ? undefined : checkEasing(options.ease);
  return { ...base, type, duration: options.duration ?? DEFAULT_DURATION_MS, ease };
}

/**
 * Loads popmotion (once per page, through core's vendor loader: a failure is reported for
 * `requester` and retried on the next call) and gives the `animate` function: options checked
 * and defaulted by `checkAnimation`, then run by popmotion; it returns what stops the animation.
 */
export async function loadAnimate(requester: object | null = null): Promise<Animate> {
  const popmotion: Popmotion = await loadVendor(
    'popmotion',
    () => import('../popmotion/popmotion.ts'),
    requester,
  );
  const easings: EasingFunctions = popmotion;
  return (options) => {
    const checked = checkAnimation(options);
    const timing =
      checked.type === 'spring'
        ? { type: 'spring' as const, stiffness: checked.stiffness, damping: checked.damping }
        : {
            duration: checked.duration,
            ease:
              typeof checked.ease === 'string'
                ? easings[checked.ease]
                : checked.ease && popmotion.cubicBezier(...checked.ease),
          };
    return popmotion.animate({
      from: checked.from,
      to: checked.to,
      repeat: checked.repeat,
      onUpdate: checked.onUpdate,
      onComplete: checked.onComplete,
      ...timing,
    });
  };
}
