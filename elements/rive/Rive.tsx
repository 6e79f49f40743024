import { useEffect, useRef, useState } from 'react';
import { useHost } from '../../packages/element/index.ts';
import { DEFAULT_REDUCED_MOTION_INPUT } from './rive-options.ts';
import { startRiveSession, type RiveHost } from './rive-session.ts';
import type { RiveProps } from './rive-props.ts';

export type { RiveProps };

/**
 * A Rive animation on a canvas. The runtime loads when the element nears the viewport; playback
 * waits while it is off-screen; a failed runtime or file shows the light-DOM fallback instead.
 */
export function RiveAnimation({
  src,
  artboard,
  stateMachine,
  fit,
  autoplay = false,
  wasmUrl,
  label,
  reducedMotionInput = DEFAULT_REDUCED_MOTION_INPUT,
}: RiveProps) {
  const host = useHost<RiveHost>();
  const canvasRef = useRef<HTMLCanvasElement>(null);
  const [failed, setFailed] = useState(false);

  // A new session for each source and setting (rive-session.ts).
  useEffect(() => {
    const canvas = canvasRef.current;
    if (!canvas) return undefined;
    setFailed(false);
    const session = startRiveSession({
      host,
      canvas,
      src,
      artboard,
      stateMachine,
      fit,
      autoplay,
      wasmUrl,
      reducedMotionInput,
      onFailed: () => setFailed(true),
    });
    return () => session.dispose();
  }, [host, src, artboard, stateMachine, fit, autoplay, wasmUrl, reducedMotionInput]);

  return (
    <>
      <canvas
        ref={canvasRef}
        part="canvas"
        className="canvas"
        hidden={failed}
        role={label ? 'img' : undefined}
        aria-label={label || undefined}
        aria-hidden={label ? undefined : 'true'}
      />
      {failed ? (
        <div part="fallback" className="fallback">
          <slot />
        </div>
      ) : null}
    </>
  );
}
