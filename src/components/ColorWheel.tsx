// The toolkit's colour wheel (spec part 2 §1): a hue ring (a CSS conic-gradient) to tap, drag or
// move with the arrow keys, Saturation and Brightness sliders whose tracks show the current hue,
// a preview of the colour and a '#rrggbb' field. Controlled: `value` in, `onChange` out. The
// last hue and saturation are held here, so a grey or black `value` (which has neither) does
// not reset them: dragging brightness to 0 and back up brings the same colour back.
import { styled } from '@linaria/react';
import { useId, useRef, useState, type CSSProperties, type KeyboardEvent, type PointerEvent } from 'react';
import { hexToRgb, hsvToRgb, hueAt, intToRgb, pointAt, rgbToHex, rgbToHsv, rgbToInt, sameRgb, wrapHue, type Hsv, type Rgb } from './colorWheelMath';

export type { Rgb } from './colorWheelMath';

export interface ColorWheelProps {
  value: Rgb;
  onChange: (color: Rgb) => void;
  /** Passed on to the hex field (e.g. the whiteboard's e2e hook). */
  hexTestId?: string;
  testId?: string;
}

/** Degrees an arrow key moves the hue; with Shift (and Page Up / Down) the big step. */
const HUE_STEP = 5;
const HUE_BIG_STEP = 30;
/** Where the marker sits: the middle of the ring, as a share of the wheel's radius. */
const MARKER_RADIUS = 0.78;

/*
 * The toolkit's sizes (spec part 2 §9): the widget 300 by 368 px, the wheel 200 px, each slider
 * 200 by 24 (its touch target reaches 10 px past it on both sides, over the gaps: 44 px high),
 * the text field 40 high.
 */
const Root = styled.div`
  display: grid;
  gap: 6px;
  align-content: start;
  justify-items: center;
  width: 300px;
  max-width: 100%;
  height: 368px;
  box-sizing: border-box;
  color: var(--text);
  .cw-wheel {
    position: relative;
    width: 200px;
    height: 200px;
    border-radius: 50%;
    background: conic-gradient(#f00, #ff0, #0f0, #0ff, #00f, #f0f, #f00);
    border: 1px solid var(--border);
    /* The colours are what is chosen: forced colours (Windows' high contrast) must not blank them,
       here (the ring and the preview in it) and on the sliders' tracks and thumbs. */
    forced-color-adjust: none;
    touch-action: none;
    cursor: crosshair;
    user-select: none;
  }
  .cw-wheel:focus-visible {
    outline: 3px solid var(--accent);
    outline-offset: 3px;
  }
  /* The hole of the ring, with the colour itself in it. */
  .cw-preview {
    position: absolute;
    inset: 22%;
    border-radius: 50%;
    border: 4px solid var(--surface);
    box-shadow: 0 0 0 1px var(--border);
    pointer-events: none;
  }
  .cw-marker {
    position: absolute;
    width: 24px;
    height: 24px;
    margin: -12px 0 0 -12px;
    border-radius: 50%;
    border: 3px solid #fff;
    box-shadow: 0 0 0 1px rgba(0, 0, 0, 0.6), 0 1px 3px rgba(0, 0, 0, 0.4);
    box-sizing: border-box;
    pointer-events: none;
  }
  .cw-range {
    display: grid;
    gap: 2px;
    width: 200px;
    font-size: 0.85rem;
  }
  .cw-range > span {
    display: flex;
    justify-content: space-between;
    line-height: 17px;
  }
  .cw-range input[type='range'] {
    appearance: none;
    -webkit-appearance: none;
    width: 200px;
    height: 44px; /* a touch target */
    margin: -10px 0; /* laid out as the slider's 24 px */
    background: transparent;
    forced-color-adjust: none;
    cursor: pointer;
  }
  .cw-range input[type='range']::-webkit-slider-runnable-track {
    height: 24px;
    box-sizing: border-box;
    border-radius: 12px;
    border: 1px solid var(--border);
    background: var(--track);
  }
  .cw-range input[type='range']::-moz-range-track {
    height: 24px;
    box-sizing: border-box;
    border-radius: 12px;
    border: 1px solid var(--border);
    background: var(--track);
  }
  .cw-range input[type='range']::-webkit-slider-thumb {
    -webkit-appearance: none;
    appearance: none;
    width: 26px;
    height: 26px;
    margin-top: -2px;
    border-radius: 50%;
    border: 3px solid #fff;
    background: var(--thumb);
    box-shadow: 0 0 0 1px rgba(0, 0, 0, 0.6);
  }
  .cw-range input[type='range']::-moz-range-thumb {
    width: 20px;
    height: 20px;
    border-radius: 50%;
    border: 3px solid #fff;
    background: var(--thumb);
    box-shadow: 0 0 0 1px rgba(0, 0, 0, 0.6);
  }
  .cw-range input[type='range']:focus-visible {
    outline: 3px solid var(--accent);
    outline-offset: 2px;
  }
  .cw-hex {
    display: flex;
    align-items: center;
    gap: 8px;
    width: 100%;
  }
  .cw-hex label {
    display: flex;
    align-items: center;
    gap: 8px;
    flex: 1;
    font-size: 0.85rem;
  }
  .cw-hex input {
    font: inherit;
    font-family: ui-monospace, monospace;
    flex: 1;
    min-width: 0;
    width: 8em;
    height: 40px; /* the toolkit's text field */
    padding: 8px 12px;
    box-sizing: border-box;
    border-radius: var(--radius);
    border: 1px solid var(--border);
    background: var(--surface);
    color: var(--text);
  }
  .cw-hex input[aria-invalid='true'] {
    border-color: var(--danger);
  }
  .cw-swatch {
    flex: none;
    width: 40px;
    height: 40px;
    border-radius: var(--radius);
    border: 1px solid var(--border);
  }
  .cw-error {
    margin: 0;
    min-height: 18px;
    line-height: 18px;
    width: 100%;
    font-size: 0.85rem;
    color: var(--danger);
  }
`;

export function ColorWheel({ value, onChange, hexTestId, testId }: ColorWheelProps) {
  const id = useId();
  // The HSV last picked here. While `value` is still that colour it is what the controls show;
  // a colour from outside (the eyedropper, the hex field) replaces it, keeping the hue and
  // saturation a grey or black cannot tell.
  const [held, setHeld] = useState<Hsv>(() => rgbToHsv(value));
  const hsv = sameRgb(hsvToRgb(held), value) ? held : rgbToHsv(value, held);
  const hex = rgbToHex(value);
  /** What the user is typing in the hex field; null while it shows the colour. */
  const [draft, setDraft] = useState<string | null>(null);
  const [hexError, setHexError] = useState(false);
  const dragging = useRef<number | null>(null);

  const pick = (next: Hsv) => {
    setHeld(next);
    const rgb = hsvToRgb(next);
    if (!sameRgb(rgb, value)) onChange(rgb);
  };
  const setHue = (h: number) => pick({ ...hsv, h: wrapHue(h) });

  const hueFromPointer = (event: PointerEvent<HTMLDivElement>) => {
    const box = event.currentTarget.getBoundingClientRect();
    const hue = hueAt(event.clientX - (box.left + box.width / 2), event.clientY - (box.top + box.height / 2));
    if (hue !== null) setHue(Math.round(hue) % 360);
  };
  const onPointerDown = (event: PointerEvent<HTMLDivElement>) => {
    if (event.button !== 0) return;
    event.preventDefault();
    dragging.current = event.pointerId;
    event.currentTarget.setPointerCapture?.(event.pointerId);
    event.currentTarget.focus();
    hueFromPointer(event);
  };
  const onPointerMove = (event: PointerEvent<HTMLDivElement>) => {
    if (dragging.current === event.pointerId) hueFromPointer(event);
  };
  const onPointerEnd = (event: PointerEvent<HTMLDivElement>) => {
    if (dragging.current !== event.pointerId) return;
    dragging.current = null;
    if (event.currentTarget.hasPointerCapture?.(event.pointerId)) event.currentTarget.releasePointerCapture(event.pointerId);
  };

  const hueNow = Math.round(hsv.h) % 360;
  const onWheelKey = (event: KeyboardEvent<HTMLDivElement>) => {
    const step = event.shiftKey ? HUE_BIG_STEP : HUE_STEP;
    const moves: Record<string, number> = {
      ArrowRight: hueNow + step,
      ArrowUp: hueNow + step,
      ArrowLeft: hueNow - step,
      ArrowDown: hueNow - step,
      PageUp: hueNow + HUE_BIG_STEP,
      PageDown: hueNow - HUE_BIG_STEP,
      Home: 0,
      End: 359,
    };
    const to = moves[event.key];
    if (to === undefined) return;
    event.preventDefault();
    setHue(to);
  };

  const applyHex = (text: string) => {
    const rgb = hexToRgb(text);
    if (!rgb) {
      setHexError(true);
      return;
    }
    setHexError(false);
    setDraft(null);
    // Exactly the colour typed (no trip through HSV): the hue kept where it has none.
    setHeld(rgbToHsv(rgb, hsv));
    if (!sameRgb(rgb, value)) onChange(rgb);
  };

  const percent = (n: number) => Math.round(n * 100);
  const saturation = percent(hsv.s);
  const brightness = percent(hsv.v);
  const marker = pointAt(hsv.h, MARKER_RADIUS * 50);
  const hueColor = rgbToHex(hsvToRgb({ h: hsv.h, s: 1, v: 1 }));
  const track = (from: Hsv, to: Hsv, thumb: string) =>
    ({ '--track': `linear-gradient(to right, ${rgbToHex(hsvToRgb(from))}, ${rgbToHex(hsvToRgb(to))})`, '--thumb': thumb }) as CSSProperties;

  return (
    <Root data-testid={testId}>
      <div
        className="cw-wheel"
        role="slider"
        tabIndex={0}
        aria-label="Hue"
        aria-valuemin={0}
        aria-valuemax={359}
        aria-valuenow={hueNow}
        aria-valuetext={`${hueNow} degrees`}
        onPointerDown={onPointerDown}
        onPointerMove={onPointerMove}
        onPointerUp={onPointerEnd}
        onPointerCancel={onPointerEnd}
        onLostPointerCapture={() => {
          dragging.current = null;
        }}
        onKeyDown={onWheelKey}
        data-testid={testId ? `${testId}-hue` : undefined}
      >
        <span className="cw-preview" style={{ background: hex }} />
        <span className="cw-marker" style={{ left: `${50 + marker.dx}%`, top: `${50 + marker.dy}%`, background: hueColor }} />
      </div>

      <HsvSlider label="Saturation" value={saturation} track={track({ h: hsv.h, s: 0, v: hsv.v }, { h: hsv.h, s: 1, v: hsv.v }, hex)} onPick={(percent) => pick({ ...hsv, s: percent / 100 })} />
      <HsvSlider label="Brightness" value={brightness} track={track({ h: hsv.h, s: hsv.s, v: 0 }, { h: hsv.h, s: hsv.s, v: 1 }, hex)} onPick={(percent) => pick({ ...hsv, v: percent / 100 })} />

      <div className="cw-hex">
        <span className="cw-swatch" style={{ background: hex }} data-color={hex} role="img" aria-label={`Colour ${hex}`} />
        <label>
          <span>Hex</span>
          <input
            type="text"
            inputMode="text"
            autoComplete="off"
            autoCapitalize="off"
            spellCheck={false}
            value={draft ?? hex}
            aria-invalid={hexError}
            aria-describedby={`${id}-error`}
            onChange={(e) => {
              setDraft(e.currentTarget.value);
              setHexError(false);
            }}
            onKeyDown={(e) => {
              if (e.key !== 'Enter') return;
              e.preventDefault();
              applyHex(e.currentTarget.value);
            }}
            onBlur={(e) => {
              if (draft !== null) applyHex(e.currentTarget.value);
            }}
            data-testid={hexTestId}
          />
        </label>
      </div>
      <p id={`${id}-error`} className="cw-error" role="status">
        {hexError ? 'Type a colour as #rrggbb, e.g. #1d3557.' : ''}
      </p>
    </Root>
  );
}

/** A saturation or brightness slider, 0 to 100 %, its track the colours it goes through. */
function HsvSlider({ label, value, track, onPick }: { label: string; value: number; track: CSSProperties; onPick: (percent: number) => void }) {
  return (
    <label className="cw-range">
      <span>
        <span>{label}</span>
        <span aria-hidden="true">{value}%</span>
      </span>
      <input type="range" min={0} max={100} step={1} value={value} aria-valuetext={`${value}%`} style={track} onChange={(e) => onPick(Number(e.currentTarget.value))} />
    </label>
  );
}

/**
 * The wheel over a colour kept as a number, 0xRRGGBB (the whiteboard's). The conversion is here,
 * so a page that loads the wheel lazily does not load the wheel's maths before it opens.
 */
export function IntColorWheel({ value, onChange, ...rest }: Omit<ColorWheelProps, 'value' | 'onChange'> & { value: number; onChange: (color: number) => void }) {
  return <ColorWheel value={intToRgb(value)} onChange={(rgb) => onChange(rgbToInt(rgb))} {...rest} />;
}
