import { useCallback, useEffect, useRef, useState } from 'react';

/**
 * Where the camera stands: asking the browser, showing its picture, or not usable (no camera, permission refused,
 * or a browser or page without camera access).
 */
export type CameraState =
  | { status: 'starting' }
  | { status: 'live'; stream: MediaStream }
  | { status: 'unavailable'; reason: 'NO_CAMERA' | 'DENIED' | 'UNSUPPORTED' | 'FAILED' };

function reasonOf(error: unknown): 'NO_CAMERA' | 'DENIED' | 'FAILED' {
  const name = error instanceof DOMException || error instanceof Error ? error.name : '';
  if (name === 'NotAllowedError' || name === 'SecurityError') return 'DENIED';
  if (name === 'NotFoundError' || name === 'OverconstrainedError' || name === 'NotReadableError') {
    return 'NO_CAMERA';
  }
  return 'FAILED';
}

function stop(stream: MediaStream): void {
  for (const track of stream.getTracks()) track.stop();
}

/**
 * The agent's camera while `active`: asked for with getUserMedia when it becomes active, released when it stops
 * being active or the component goes away. `retry` asks again (after the agent allowed it in the browser).
 */
export function useCamera(active: boolean): { camera: CameraState; retry: () => void } {
  const [camera, setCamera] = useState<CameraState>({ status: 'starting' });
  const [attempt, setAttempt] = useState(0);
  const streamRef = useRef<MediaStream | null>(null);

  useEffect(() => {
    if (!active) return;
    let cancelled = false;
    // `attempt` is read so a retry asks the browser again.
    void attempt;
    if (!navigator.mediaDevices?.getUserMedia) {
      setCamera({ status: 'unavailable', reason: 'UNSUPPORTED' });
      return;
    }
    navigator.mediaDevices
      .getUserMedia({ video: { width: { ideal: 1280 }, height: { ideal: 720 } }, audio: false })
      .then(
        (stream) => {
          if (cancelled) {
            stop(stream);
            return;
          }
          streamRef.current = stream;
          setCamera({ status: 'live', stream });
        },
        (error: unknown) => {
          if (!cancelled) setCamera({ status: 'unavailable', reason: reasonOf(error) });
        },
      );
    return () => {
      cancelled = true;
      if (streamRef.current) stop(streamRef.current);
      streamRef.current = null;
      // A camera the browser refused stays refused until a retry; a released one starts again when needed.
      setCamera((state) => (state.status === 'unavailable' ? state : { status: 'starting' }));
    };
  }, [active, attempt]);

  const retry = useCallback(() => {
    setCamera({ status: 'starting' });
    setAttempt((value) => value + 1);
  }, []);
  return { camera, retry };
}
