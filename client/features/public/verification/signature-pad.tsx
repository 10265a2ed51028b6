import { type PointerEvent, useEffect, useId, useRef, useState } from 'react';
import { type Control, type FieldPath, type FieldValues, useController } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../ui/button';
import { controlClass, LABEL_CLASS } from '../../../ui/form/field-density';
import { FormFieldMessage } from '../../../ui/form/form-field-message';
import { useFieldMessageText } from '../../../ui/form/use-field-message-text';

/** The drawing's own pixels: the canvas is scaled to its box with CSS, pointer positions scaled back. */
const WIDTH = 600;
const HEIGHT = 200;
const INK = '#0f172a';
const PAPER = '#ffffff';

function pngOf(canvas: HTMLCanvasElement): string {
  return canvas.toDataURL('image/png').replace(/^data:image\/png;base64,/, '');
}

function clear(canvas: HTMLCanvasElement): CanvasRenderingContext2D | null {
  const context = canvas.getContext('2d');
  if (!context) return null;
  context.fillStyle = PAPER;
  context.fillRect(0, 0, WIDTH, HEIGHT);
  return context;
}

/** The typed name as a signature: a script face, as large as fits the pad. */
function drawName(canvas: HTMLCanvasElement, name: string): void {
  const context = clear(canvas);
  if (!context) return;
  let size = 64;
  const face = (px: number) => `italic ${px}px "Segoe Script", "Brush Script MT", "Comic Sans MS", cursive`;
  context.font = face(size);
  while (size > 18 && context.measureText(name).width > WIDTH - 40) {
    size -= 4;
    context.font = face(size);
  }
  context.fillStyle = INK;
  context.textAlign = 'center';
  context.textBaseline = 'middle';
  context.fillText(name, WIDTH / 2, HEIGHT / 2);
}

/**
 * The customer's signature: drawn on a pad with a finger, pen or mouse (pointer events), or, for whoever cannot
 * draw (keyboard, screen reader), their full name typed and rendered as the signature image. The value is the PNG
 * in base64, or null while nothing is signed.
 */
export function SignaturePad<Values extends FieldValues, Output>({
  control,
  name,
}: {
  control: Control<Values, unknown, Output>;
  name: FieldPath<Values>;
}) {
  const { t } = useTranslation('verification');
  const id = useId();
  const { field, fieldState } = useController({ control, name });
  const error = useFieldMessageText()(fieldState.error?.message);
  const canvas = useRef<HTMLCanvasElement>(null);
  const drawing = useRef<{ x: number; y: number } | null>(null);
  const [typed, setTyped] = useState('');
  const [drawn, setDrawn] = useState(false);

  useEffect(() => {
    if (canvas.current) clear(canvas.current);
  }, []);

  function pointOf(event: PointerEvent<HTMLCanvasElement>): { x: number; y: number } {
    const box = event.currentTarget.getBoundingClientRect();
    return {
      x: ((event.clientX - box.left) * WIDTH) / box.width,
      y: ((event.clientY - box.top) * HEIGHT) / box.height,
    };
  }

  function onPointerDown(event: PointerEvent<HTMLCanvasElement>) {
    const target = event.currentTarget;
    if (typed) {
      // Drawing replaces a typed name.
      setTyped('');
      clear(target);
    }
    target.setPointerCapture(event.pointerId);
    drawing.current = pointOf(event);
    const context = target.getContext('2d');
    if (!context) return;
    context.fillStyle = INK;
    context.beginPath();
    context.arc(drawing.current.x, drawing.current.y, 1.5, 0, Math.PI * 2);
    context.fill();
  }

  function onPointerMove(event: PointerEvent<HTMLCanvasElement>) {
    const from = drawing.current;
    const context = event.currentTarget.getContext('2d');
    if (!from || !context) return;
    const to = pointOf(event);
    context.strokeStyle = INK;
    context.lineWidth = 3;
    context.lineCap = 'round';
    context.lineJoin = 'round';
    context.beginPath();
    context.moveTo(from.x, from.y);
    context.lineTo(to.x, to.y);
    context.stroke();
    drawing.current = to;
  }

  function onPointerUp(event: PointerEvent<HTMLCanvasElement>) {
    if (!drawing.current) return;
    drawing.current = null;
    setDrawn(true);
    field.onChange(pngOf(event.currentTarget));
  }

  function onClear() {
    if (canvas.current) clear(canvas.current);
    setTyped('');
    setDrawn(false);
    field.onChange(null);
  }

  function onType(text: string) {
    setTyped(text);
    setDrawn(false);
    const element = canvas.current;
    if (!element) return;
    if (text.trim()) {
      drawName(element, text.trim());
      field.onChange(pngOf(element));
    } else {
      clear(element);
      field.onChange(null);
    }
  }

  return (
    <fieldset
      className="space-y-2"
      aria-describedby={error ? `${id}-message` : `${id}-help`}
      aria-invalid={error ? true : undefined}
    >
      <legend className={LABEL_CLASS.regular}>{t('verification.signature.legend')}</legend>
      <p id={`${id}-help`} className="text-slate-600 text-sm dark:text-slate-300">
        {t('verification.signature.help')}
      </p>
      <canvas
        ref={canvas}
        width={WIDTH}
        height={HEIGHT}
        role="img"
        aria-label={
          drawn || typed ? t('verification.signature.padSigned') : t('verification.signature.padEmpty')
        }
        onPointerDown={onPointerDown}
        onPointerMove={onPointerMove}
        onPointerUp={onPointerUp}
        onPointerCancel={onPointerUp}
        className={`block aspect-[3/1] w-full cursor-crosshair touch-none rounded-lg border-2 border-dashed bg-white ${error ? 'border-red-500' : 'border-slate-300 dark:border-slate-600'}`}
      />
      <div className="flex justify-end">
        <Button variant="secondary" onClick={onClear} disabled={!drawn && !typed}>
          {t('verification.signature.clear')}
        </Button>
      </div>
      <div className="space-y-1.5">
        <label htmlFor={`${id}-typed`} className={LABEL_CLASS.regular}>
          {t('verification.signature.typedLabel')}
        </label>
        <input
          ref={field.ref}
          id={`${id}-typed`}
          type="text"
          autoComplete="name"
          value={typed}
          onChange={(event) => onType(event.target.value)}
          onBlur={field.onBlur}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-message` : undefined}
          className={controlClass('regular', Boolean(error))}
        />
      </div>
      <FormFieldMessage id={`${id}-message`} error={error} density="regular" />
    </fieldset>
  );
}
