// The whiteboard's toolbar (spec part 2 §2): brush type (Pen, Pixel), the brush's settings
// (sliders), the colour swatch with its picker, the eyedropper toggle, and the menu with
// Instructions, Download as sketch, History and Show chat / Hide chat. Every control is a native
// button or range, or the toolkit's colour wheel (in a dialog behind the Colour button), so all
// of it works with the keyboard.
import { css } from '@linaria/core';
import { Suspense, useEffect, useId, useState } from 'react';
import { Button } from '../../components/Button';
import { Modal } from '../../components/Modal';
import { useMenuButton } from '../../components/useMenuButton';
import { realtimePaths } from '../../lib/paths/realtime';
import { colorToCss, PEN_SIZE_MAX, PEN_SIZE_MIN } from '../../lib/whiteboardCodec';
import { BRUSH_TYPES, insetPercent, PIXEL_SIZES, type BrushType, type PixelSize } from '../../lib/whiteboardTools';
import { PRODUCT_FILE_EXTENSION } from '../../lib/product';
import { Toolbar } from './whiteboardStyles';
import { lazyChunk } from '../../lib/lazyChunk';
import { withChunkStyles } from '../../lib/chunkStyles';

// The colour wheel shows only in the colour panel: its code is fetched once the toolbar shows,
// not with the route's first load, which is at its budget.
const ColorWheel = lazyChunk('components/ColorWheel', () => withChunkStyles(import('../../components/ColorWheel')).then((module) => module.IntColorWheel));

export interface ToolState {
  brush: BrushType;
  penSize: number;
  pixelSize: PixelSize;
  /** 0 to 1. */
  pixelInset: number;
  color: number;
  eyedropper: boolean;
}

export const INITIAL_TOOLS: ToolState = { brush: 'pen', penSize: 4, pixelSize: 16, pixelInset: 0, color: 0x1d3557, eyedropper: false };

export interface WhiteboardToolbarProps {
  tools: ToolState;
  onChange: (change: Partial<ToolState>) => void;
  chatShown: boolean;
  onToggleChat: () => void;
  onInstructions: () => void;
  onHistory: () => void;
}

export function WhiteboardToolbar({ tools, onChange, chatShown, onToggleChat, onInstructions, onHistory }: WhiteboardToolbarProps) {
  const id = useId();
  return (
    <Toolbar role="toolbar" aria-label="Whiteboard tools" data-testid="whiteboard-toolbar">
      <div role="group" className="brush" aria-labelledby={`${id}-brush`}>
        <span id={`${id}-brush`} className="group-label">
          Brush
        </span>
        {BRUSH_TYPES.map(({ type, label }) => (
          <Button key={type} toggled={tools.brush === type} onClick={() => onChange({ brush: type })} data-testid={`whiteboard-brush-${type}`} aria-keyshortcuts={type === 'pen' ? 'P' : 'X'}>
            {label}
          </Button>
        ))}
      </div>

      <div role="group" aria-label="Brush settings" data-testid="whiteboard-settings">
        {tools.brush === 'pen' ? (
          <label className="slider">
            <span>Size {tools.penSize}</span>
            <input type="range" min={PEN_SIZE_MIN} max={PEN_SIZE_MAX} step={1} value={tools.penSize} onInput={(e) => onChange({ penSize: Number(e.currentTarget.value) })} onChange={(e) => onChange({ penSize: Number(e.currentTarget.value) })} data-testid="whiteboard-pen-size" />
          </label>
        ) : (
          <>
            <label className="slider">
              <span>Pixel size {tools.pixelSize}</span>
              <input
                type="range"
                min={0}
                max={PIXEL_SIZES.length - 1}
                step={1}
                value={PIXEL_SIZES.indexOf(tools.pixelSize)}
                aria-valuetext={`${tools.pixelSize} pixels`}
                onInput={(e) => onChange({ pixelSize: PIXEL_SIZES[Number(e.currentTarget.value)] ?? tools.pixelSize })}
                onChange={(e) => onChange({ pixelSize: PIXEL_SIZES[Number(e.currentTarget.value)] ?? tools.pixelSize })}
                data-testid="whiteboard-pixel-size"
              />
            </label>
            <label className="slider">
              <span>Inset {insetPercent(tools.pixelInset)}</span>
              <input
                type="range"
                min={0}
                max={100}
                step={5}
                value={Math.round(tools.pixelInset * 100)}
                aria-valuetext={insetPercent(tools.pixelInset)}
                onInput={(e) => onChange({ pixelInset: Number(e.currentTarget.value) / 100 })}
                onChange={(e) => onChange({ pixelInset: Number(e.currentTarget.value) / 100 })}
                data-testid="whiteboard-pixel-inset"
              />
            </label>
          </>
        )}
      </div>

      <ColorButton color={tools.color} onChange={(color) => onChange({ color })} />

      <Button toggled={tools.eyedropper} onClick={() => onChange({ eyedropper: !tools.eyedropper })} data-testid="whiteboard-eyedropper" aria-keyshortcuts="I">
        Eyedropper
      </Button>

      <WhiteboardMenu chatShown={chatShown} onToggleChat={onToggleChat} onInstructions={onInstructions} onHistory={onHistory} />
    </Toolbar>
  );
}

const swatchDot = css`
  display: inline-block;
  width: 22px;
  height: 22px;
  border-radius: 50%;
  border: 2px solid var(--surface);
  box-shadow: 0 0 0 1px var(--border);
  /* The pen's colour itself: kept under forced colours (Windows' high contrast). */
  forced-color-adjust: none;
`;

const colorPanel = css`
  display: grid;
  gap: 8px;
  h2 {
    margin: 0;
  }
  .done {
    justify-self: end;
  }
`;

/**
 * The Colour button shows the current colour and opens the colour wheel in a dialog; every pick
 * there applies at once, Done (or Escape, or a tap beside it) closes it. The wheel's hex field
 * keeps data-testid="whiteboard-color" (test/e2e/pages/whiteboard.ts types into it).
 */
function ColorButton({ color, onChange }: { color: number; onChange: (color: number) => void }) {
  const [open, setOpen] = useState(false);
  useEffect(() => {
    ColorWheel.preload().catch(() => undefined); // a failure shows when the panel opens (its boundary's Retry)
  }, []);
  const id = useId();
  const hex = colorToCss(color);
  return (
    <>
      <Button
        onClick={() => setOpen(true)}
        aria-haspopup="dialog"
        aria-expanded={open}
        title={hex}
        icon={<span className={swatchDot} style={{ background: hex }} data-color={hex} data-testid="whiteboard-color-swatch" aria-hidden="true" />}
        data-testid="whiteboard-color-open"
      >
        Colour
      </Button>
      {open && (
        <Modal onClose={() => setOpen(false)} closeOnBackdrop labelledBy={`${id}-title`} testId="whiteboard-color-panel" width={340}>
          <div className={colorPanel}>
            <h2 id={`${id}-title`}>Colour</h2>
            <Suspense fallback={null}>
              <ColorWheel value={color} onChange={onChange} hexTestId="whiteboard-color" />
            </Suspense>
            <Button variant="primary" className="done" onClick={() => setOpen(false)} data-testid="whiteboard-color-done">
              Done
            </Button>
          </div>
        </Modal>
      )}
    </>
  );
}

/** A menu button (src/components/useMenuButton.ts): a pick closes it and puts focus back on the button. */
function WhiteboardMenu({ chatShown, onToggleChat, onInstructions, onHistory }: Pick<WhiteboardToolbarProps, 'chatShown' | 'onToggleChat' | 'onInstructions' | 'onHistory'>) {
  const { open, close, buttonProps, menuProps, itemProps } = useMenuButton();
  // The button has the focus before the pick's dialog opens, so the dialog gives it back there on
  // closing (Modal returns focus to what had it): its entry is gone with the menu by then.
  const pick = (action: () => void) => () => {
    close(true);
    action();
  };
  return (
    <div className="menu">
      <Button {...buttonProps} data-testid="whiteboard-menu">
        Menu
      </Button>
      {open && (
        <ul {...menuProps} aria-label="Whiteboard menu" data-testid="whiteboard-menu-list">
          <li role="none">
            <button type="button" {...itemProps} onClick={pick(onInstructions)} data-testid="whiteboard-instructions-open">
              Instructions
            </button>
          </li>
          <li role="none">
            <a {...itemProps} href={realtimePaths.whiteboardDownload()} download={`whiteboard.${PRODUCT_FILE_EXTENSION}`} onClick={() => close(true)} data-testid="whiteboard-download">
              Download as sketch
            </a>
          </li>
          <li role="none">
            <button type="button" {...itemProps} onClick={pick(onHistory)} data-testid="whiteboard-history-open">
              History
            </button>
          </li>
          <li role="none">
            <button type="button" {...itemProps} onClick={pick(onToggleChat)} data-testid="whiteboard-chat-toggle">
              {chatShown ? 'Hide chat' : 'Show chat'}
            </button>
          </li>
        </ul>
      )}
    </div>
  );
}
