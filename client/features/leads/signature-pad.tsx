import { type PointerEvent, useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';

const WIDTH = 360;
const HEIGHT = 110;

type SignaturePadProps = {
  /** PNG data URL, or empty for no signature. */
  value: string;
  onChange: (value: string) => void;
  /** Written in a handwriting style when the signer signs with the keyboard. */
  typedName: string;
  label: string;
  error?: string | undefined;
};

function context2d(canvas: HTMLCanvasElement | null): CanvasRenderingContext2D | null {
  try {
    return canvas?.getContext('2d') ?? null;
  } catch {
    return null;
  }
}

/**
 * The consent's signature: drawn with a pointer, or the signer's typed name written onto the pad (keyboard users,
 * and a signature taken by phone), exported as the PNG data URL the api stores.
 */
export function SignaturePad({ value, onChange, typedName, label, error }: SignaturePadProps) {
  const { t } = useTranslation('catalogue');
  const canvasRef = useRef<HTMLCanvasElement>(null);
  const drawing = useRef(false);

  useEffect(() => {
    const canvas = canvasRef.current;
    const ctx = context2d(canvas);
    if (!canvas || !ctx) return;
    ctx.clearRect(0, 0, WIDTH, HEIGHT);
    if (!value) return;
    const image = new Image();
    image.onload = () => ctx.drawImage(image, 0, 0);
    image.src = value;
  }, [value]);

  const point = (event: PointerEvent<HTMLCanvasElement>) => {
    const box = event.currentTarget.getBoundingClientRect();
    return {
      x: ((event.clientX - box.left) * WIDTH) / (box.width || WIDTH),
      y: ((event.clientY - box.top) * HEIGHT) / (box.height || HEIGHT),
    };
  };

  const start = (event: PointerEvent<HTMLCanvasElement>) => {
    const ctx = context2d(canvasRef.current);
    if (!ctx) return;
    drawing.current = true;
    event.currentTarget.setPointerCapture(event.pointerId);
    const { x, y } = point(event);
    ctx.lineWidth = 2;
    ctx.lineCap = 'round';
    ctx.strokeStyle = '#0f172a';
    ctx.beginPath();
    ctx.moveTo(x, y);
  };
  const move = (event: PointerEvent<HTMLCanvasElement>) => {
    const ctx = context2d(canvasRef.current);
    if (!drawing.current || !ctx) return;
    const { x, y } = point(event);
    ctx.lineTo(x, y);
    ctx.stroke();
  };
  const end = () => {
    if (!drawing.current) return;
    drawing.current = false;
    const canvas = canvasRef.current;
    if (canvas) onChange(canvas.toDataURL('image/png'));
  };

  const signWithName = () => {
    const canvas = canvasRef.current;
    const ctx = context2d(canvas);
    const name = typedName.trim();
    if (!canvas || !ctx || !name) return;
    ctx.clearRect(0, 0, WIDTH, HEIGHT);
    ctx.fillStyle = '#0f172a';
    ctx.font = 'italic 30px "Brush Script MT", "Segoe Script", cursive';
    ctx.textBaseline = 'middle';
    ctx.fillText(name, 16, HEIGHT / 2, WIDTH - 32);
    onChange(canvas.toDataURL('image/png'));
  };

  return (
    <fieldset className="space-y-1.5">
      <legend className="font-medium text-slate-700 text-sm dark:text-slate-200">{label}</legend>
      <canvas
        ref={canvasRef}
        width={WIDTH}
        height={HEIGHT}
        role="img"
        aria-label={
          value ? t('catalogue.leads.form.signatureDrawn') : t('catalogue.leads.form.signatureEmpty')
        }
        onPointerDown={start}
        onPointerMove={move}
        onPointerUp={end}
        onPointerLeave={end}
        className={`w-full max-w-[360px] touch-none rounded-lg border bg-white ${
          error ? 'border-red-500 dark:border-red-400' : 'border-slate-300 dark:border-slate-700'
        }`}
      />
      <div className="flex gap-2 text-sm">
        <button
          type="button"
          onClick={signWithName}
          disabled={!typedName.trim()}
          className="rounded-md border border-slate-300 px-2 py-1 text-slate-700 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-primary-500 disabled:opacity-50 dark:border-slate-600 dark:text-slate-200 dark:hover:bg-slate-800"
        >
          {t('catalogue.leads.form.signWithName')}
        </button>
        <button
          type="button"
          onClick={() => onChange('')}
          disabled={!value}
          className="rounded-md border border-slate-300 px-2 py-1 text-slate-700 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-primary-500 disabled:opacity-50 dark:border-slate-600 dark:text-slate-200 dark:hover:bg-slate-800"
        >
          {t('catalogue.leads.form.clearSignature')}
        </button>
      </div>
      {error ? <p className="text-red-600 text-sm dark:text-red-400">{error}</p> : null}
    </fieldset>
  );
}
