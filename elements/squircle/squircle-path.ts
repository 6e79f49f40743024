// Superellipse ("squircle") geometry: Figma's smooth-corner construction (a circular arc in the
// middle of each corner, eased into the straight sides by two cubic Béziers) as an SVG path, and
// the CSS `corner-shape` value that approximates the same smoothing where the browser draws it.

import { radiusError, smoothingError } from './squircle-checks.ts';

export const DEFAULT_RADIUS = 24;
export const DEFAULT_SMOOTHING = 0.6;

export interface SquircleBox {
  width: number;
  height: number;
  radius: number;
  /** 0 = plain circular corners, 1 = the smoothest transition. */
  smoothing: number;
  /** Top-left corner of the box in the path's coordinates (used for a ring drawn outside the box). */
  x?: number;
  y?: number;
}

interface CornerGeometry {
  /** Distance from the corner along each side where the curve starts. */
  extent: number;
  radius: number;
  a: number;
  b: number;
  c: number;
  d: number;
  arc: number;
}

const toRadians = (degrees: number) => (degrees * Math.PI) / 180;

/** How far from a corner the smoothed curve starts: (1 + smoothing) × radius, within half the shorter side. */
export function cornerExtent(
  width: number,
  height: number,
  radius: number,
  smoothing: number,
): number {
  const budget = Math.max(0, Math.min(width, height) / 2);
  const r = Math.min(Math.max(0, radius), budget);
  return Math.min((1 + clampSmoothing(smoothing)) * r, budget);
}

export function clampSmoothing(smoothing: number): number {
  return Number.isFinite(smoothing) ? Math.min(1, Math.max(0, smoothing)) : DEFAULT_SMOOTHING;
}

function cornerGeometry(
  width: number,
  height: number,
  radius: number,
  smoothing: number,
): CornerGeometry {
  const budget = Math.max(0, Math.min(width, height) / 2);
  const r = Math.min(Math.max(0, radius), budget);
  let s = clampSmoothing(smoothing);
  let extent = (1 + s) * r;
  // On a short side there is no room for the full easing: smoothing gives way before the radius.
  if (extent > budget) {
    s = r > 0 ? Math.max(0, budget / r - 1) : 0;
    extent = budget;
  }
  if (r === 0) return { extent: 0, radius: 0, a: 0, b: 0, c: 0, d: 0, arc: 0 };
  const arcMeasure = 90 * (1 - s);
  const arc = Math.sin(toRadians(arcMeasure / 2)) * r * Math.SQRT2;
  const alpha = (90 - arcMeasure) / 2;
  const arcToCurve = r * Math.tan(toRadians(alpha / 2));
  const beta = 45 * s;
  const c = arcToCurve * Math.cos(toRadians(beta));
  const d = c * Math.tan(toRadians(beta));
  const b = (extent - arc - c - d) / 3;
  return { extent, radius: r, a: 2 * b, b, c, d, arc };
}

/** Short, stable numbers for the path text (no "-0", three decimals). */
const n = (value: number) => {
  const rounded = Math.round(value * 1000) / 1000;
  return Object.is(rounded, -0) ? '0' : String(rounded);
};

/** The closed outline of a smoothed-corner rectangle, clockwise from the top edge. */
export function squirclePath({
  width,
  height,
  radius,
  smoothing,
  x = 0,
  y = 0,
}: SquircleBox): string {
  if (!(width > 0) || !(height > 0)) return '';
  const {
    extent: p,
    radius: r,
    a,
    b,
    c,
    d,
    arc,
  } = cornerGeometry(width, height, radius, smoothing);
  const right = x + width;
  const bottom = y + height;
  const abc = a + b + c;
  const bc = b + c;
  const ab = a + b;
  const arcTo = (dx: number, dy: number) =>
    r > 0 ? `a ${n(r)} ${n(r)} 0 0 1 ${n(dx)} ${n(dy)}` : '';
  return [
    `M ${n(right - p)} ${n(y)}`,
    `c ${n(a)} 0 ${n(ab)} 0 ${n(abc)} ${n(d)}`,
    arcTo(arc, arc),
    `c ${n(d)} ${n(c)} ${n(d)} ${n(bc)} ${n(d)} ${n(abc)}`,
    `L ${n(right)} ${n(bottom - p)}`,
    `c 0 ${n(a)} 0 ${n(ab)} ${n(-d)} ${n(abc)}`,
    arcTo(-arc, arc),
    `c ${n(-c)} ${n(d)} ${n(-bc)} ${n(d)} ${n(-abc)} ${n(d)}`,
    `L ${n(x + p)} ${n(bottom)}`,
    `c ${n(-a)} 0 ${n(-ab)} 0 ${n(-abc)} ${n(-d)}`,
    arcTo(-arc, -arc),
    `c ${n(-d)} ${n(-c)} ${n(-d)} ${n(-bc)} ${n(-d)} ${n(-abc)}`,
    `L ${n(x)} ${n(y + p)}`,
    `c 0 ${n(-a)} 0 ${n(-ab)} ${n(d)} ${n(-abc)}`,
    arcTo(arc, -arc),
    `c ${n(c)} ${n(-d)} ${n(bc)} ${n(-d)} ${n(abc)} ${n(-d)}`,
    'Z',
  ]
    .filter(Boolean)
    .join(' ');
}

/**
 * The CSS `corner-shape` for a smoothing: `superellipse(k)` with k = 1 (round) at 0, rising so the
 * default 0.6 is exactly `squircle` (k = 2, the shape Figma's 60 % smoothing imitates).
 */
export function cornerShapeFor(smoothing: number): string {
  const k = Math.round((1 + clampSmoothing(smoothing) / DEFAULT_SMOOTHING) * 100) / 100;
  if (k === 1) return 'round';
  if (k === 2) return 'squircle';
  return `superellipse(${k})`;
}

export interface ShapeOptions {
  radius: number;
  smoothing: number;
  /** What was wrong with the attributes (each replaced by its default or nearest valid value). */
  problems: string[];
}

/** Attribute values to usable numbers: a missing value takes the default, a bad one is reported. */
export function resolveShape(
  radius: number | undefined,
  smoothing: number | undefined,
): ShapeOptions {
  const problems = [radiusError(radius), smoothingError(smoothing)].flatMap((error) =>
    error ? [error.message] : [],
  );
  return {
    radius: radius === undefined || radiusError(radius) ? DEFAULT_RADIUS : radius,
    smoothing: smoothing === undefined ? DEFAULT_SMOOTHING : clampSmoothing(smoothing),
    problems,
  };
}
