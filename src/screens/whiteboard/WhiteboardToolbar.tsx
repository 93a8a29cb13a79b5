// The whiteboard's toolbar (spec part 2 §2): brush type (Pen, Pixel), the brush's settings
// (sliders), the colour swatch with its picker, the eyedropper toggle, and the menu with
// Instructions, Download as sketch, History and Show chat / Hide chat. Every control is a native
// button, range or colour input, so all of it works with the keyboard.
import { useId } from 'react';
import { Button } from '../../components/Button';
import { useMenuButton } from '../../components/useMenuButton';
import { realtimePaths } from '../../lib/paths/realtime';
import { colorToCss, cssToColor, PEN_SIZE_MAX, PEN_SIZE_MIN } from '../../lib/whiteboardCodec';
import { BRUSH_TYPES, insetPercent, PIXEL_SIZES, type BrushType, type PixelSize } from '../../lib/whiteboardTools';
import { PRODUCT_FILE_EXTENSION } from '../../lib/product';
import { Toolbar } from './whiteboardStyles';

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
      <div role="group" aria-labelledby={`${id}-brush`}>
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

      <label className="swatch">
        <input
          type="color"
          value={colorToCss(tools.color)}
          onInput={(e) => {
            const color = cssToColor(e.currentTarget.value);
            if (color !== null) onChange({ color });
          }}
          onChange={(e) => {
            const color = cssToColor(e.currentTarget.value);
            if (color !== null) onChange({ color });
          }}
          data-testid="whiteboard-color"
        />
        <span>Colour</span>
      </label>

      <Button toggled={tools.eyedropper} onClick={() => onChange({ eyedropper: !tools.eyedropper })} data-testid="whiteboard-eyedropper" aria-keyshortcuts="I">
        Eyedropper
      </Button>

      <WhiteboardMenu chatShown={chatShown} onToggleChat={onToggleChat} onInstructions={onInstructions} onHistory={onHistory} />
    </Toolbar>
  );
}

/** A menu button (src/components/useMenuButton.ts): a pick closes it; one that opens nothing puts focus back on the button. */
function WhiteboardMenu({ chatShown, onToggleChat, onInstructions, onHistory }: Pick<WhiteboardToolbarProps, 'chatShown' | 'onToggleChat' | 'onInstructions' | 'onHistory'>) {
  const { open, close, buttonProps, menuProps, itemProps } = useMenuButton();
  // A dialog takes the focus itself; Show or Hide chat leaves it on the button.
  const pick = (action: () => void, focusButton: boolean) => () => {
    close(focusButton);
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
            <button type="button" {...itemProps} onClick={pick(onInstructions, false)} data-testid="whiteboard-instructions-open">
              Instructions
            </button>
          </li>
          <li role="none">
            <a {...itemProps} href={realtimePaths.whiteboardDownload()} download={`whiteboard.${PRODUCT_FILE_EXTENSION}`} onClick={() => close(true)} data-testid="whiteboard-download">
              Download as sketch
            </a>
          </li>
          <li role="none">
            <button type="button" {...itemProps} onClick={pick(onHistory, false)} data-testid="whiteboard-history-open">
              History
            </button>
          </li>
          <li role="none">
            <button type="button" {...itemProps} onClick={pick(onToggleChat, true)} data-testid="whiteboard-chat-toggle">
              {chatShown ? 'Hide chat' : 'Show chat'}
            </button>
          </li>
        </ul>
      )}
    </div>
  );
}
