import { useEffect, useLayoutEffect, useMemo, useRef, useState, type CSSProperties } from 'react';
import { reportError } from '../../packages/core/report.ts';
import { useHost } from '../../packages/element/index.ts';
import { cornerExtent, cornerShapeFor, resolveShape, squirclePath } from './squircle-path.ts';
import type { SquircleProps } from './squircle-props.ts';

export type { SquircleProps };

interface Measure {
  width: number;
  height: number;
  ringWidth: number;
  ringOffset: number;
}

/** Checked per mount (not at import) so a page, or a test, can tell apart the two routes. */
export const supportsCornerShape = () =>
  typeof CSS !== 'undefined' &&
  typeof CSS.supports === 'function' &&
  CSS.supports('corner-shape', 'squircle');

const px = (value: string) => {
  const parsed = parseFloat(value);
  return Number.isFinite(parsed) ? parsed : 0;
};

/**
 * A box with superellipse corners. Where CSS draws `corner-shape`, the browser does everything
 * (border and ring included); elsewhere the surface is clipped with a `path()` that a
 * ResizeObserver keeps in step with the box, and the border and focus ring are SVG strokes, so
 * neither is cut off by the clip.
 */
export function Squircle({ radius, smoothing }: SquircleProps) {
  const host = useHost();
  const shape = useMemo(() => resolveShape(radius, smoothing), [radius, smoothing]);
  const [native] = useState(supportsCornerShape);
  const [measure, setMeasure] = useState<Measure | null>(null);
  const [ring, setRing] = useState(false);
  const surfaceRef = useRef<HTMLDivElement>(null);
  const ringRef = useRef<SVGPathElement>(null);

  useEffect(() => {
    for (const problem of shape.problems) reportError(host, new Error(problem));
  }, [host, shape]);

  // The ring follows keyboard focus anywhere inside (the host itself or its content).
  useEffect(() => {
    const onFocusIn = (event: FocusEvent) => {
      const target = event.composedPath()[0];
      setRing(target instanceof Element && target.matches(':focus-visible'));
    };
    const onFocusOut = (event: FocusEvent) => {
      const next = event.relatedTarget;
      if (!(next instanceof Node) || !host.contains(next)) setRing(false);
    };
    host.addEventListener('focusin', onFocusIn);
    host.addEventListener('focusout', onFocusOut);
    return () => {
      host.removeEventListener('focusin', onFocusIn);
      host.removeEventListener('focusout', onFocusOut);
    };
  }, [host]);

  // Fallback route: measure the box whenever it changes size (observer released on removal).
  useLayoutEffect(() => {
    const surface = surfaceRef.current;
    if (native || !surface || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(([entry]) => {
      // The surface has no padding or border on this route: its content rect is its whole box,
      // in layout pixels (untransformed, unrounded).
      const ringStyle = ringRef.current ? getComputedStyle(ringRef.current) : undefined;
      setMeasure({
        width: entry.contentRect.width,
        height: entry.contentRect.height,
        ringWidth: ringStyle ? px(ringStyle.strokeWidth) : 0,
        ringOffset: ringStyle ? px(ringStyle.outlineOffset) : 0,
      });
    });
    observer.observe(surface);
    return () => observer.disconnect();
  }, [native]);

  const frameStyle = {
    '--_radius': `${(1 + shape.smoothing) * shape.radius}px`,
    '--_corner-shape': cornerShapeFor(shape.smoothing),
  } as CSSProperties;

  let outline = '';
  let ringOutline = '';
  if (!native && measure) {
    const { width, height, ringWidth, ringOffset } = measure;
    outline = squirclePath({ width, height, ...shape });
    // The ring's centre line sits `offset + width / 2` outside the box, its corners grown to match.
    const grow = ringOffset + ringWidth / 2;
    const extent = cornerExtent(width, height, shape.radius, shape.smoothing);
    ringOutline = squirclePath({
      width: width + 2 * grow,
      height: height + 2 * grow,
      radius: extent / (1 + shape.smoothing) + grow,
      smoothing: shape.smoothing,
      x: -grow,
      y: -grow,
    });
  }

  return (
    <div
      className="frame"
      part="frame"
      data-route={native ? 'corner-shape' : 'clip-path'}
      data-ring={ring ? '' : undefined}
      style={frameStyle}
    >
      <div
        ref={surfaceRef}
        className="surface"
        part="surface"
        style={outline ? { clipPath: `path('${outline}')` } : undefined}
      >
        {!native && (
          <svg className="border" aria-hidden="true" focusable="false">
            <path part="border" d={outline} />
          </svg>
        )}
        <div className="content" part="content">
          <slot />
        </div>
      </div>
      {!native && (
        <svg className="ring" aria-hidden="true" focusable="false">
          <path ref={ringRef} part="focus-ring" d={ringOutline} />
        </svg>
      )}
    </div>
  );
}
