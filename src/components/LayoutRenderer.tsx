// The toolkit's layout renderer (spec part 2 §1): builds views from a declarative layout
// description (layoutNode.ts). A node with subviews lays them out in a row, a column or a stack
// (each over the one before, in one cell); a node without is a view. Taps go to the handlers the
// caller names: a node whose handler is missing is shown but does nothing (a button disabled), and
// the missing name is logged once.
import type { CSSProperties, ReactNode } from 'react';
import { Button } from './Button';
import type { LayoutNode } from './layoutNode';
import { ThemePicker } from './ThemePicker';
import { Box, TapArea } from './layoutStyles';

export type TapHandlers = Readonly<Record<string, () => void>>;

const warned = new Set<string>();
function handlerOf(name: string | undefined, handlers: TapHandlers): (() => void) | undefined {
  if (name === undefined) return undefined;
  const handler = Object.hasOwn(handlers, name) ? handlers[name] : undefined;
  if (!handler && !warned.has(name)) {
    warned.add(name);
    console.warn(`[layout] no tap handler named "${name}"`);
  }
  return handler;
}

function styleOf(node: LayoutNode): CSSProperties {
  return {
    width: node.width,
    height: node.height,
    gap: node.subviews ? node.spacing : undefined,
    fontSize: node.fontSize,
    textAlign: node.textAlign,
    ...(node.background === 'accent'
      ? { background: 'var(--accent)', color: 'var(--accent-text)' }
      : node.background
        ? { background: node.background }
        : {}),
  };
}

function renderView(node: LayoutNode, handlers: TapHandlers): ReactNode {
  const style = styleOf(node);
  const tap = handlerOf(node.onTap, handlers);
  if (node.subviews) {
    return (
      <Box data-layout={node.layout ?? 'vertical'} className={node.className} style={style}>
        {node.subviews.map((child, index) => (
          <LayoutView key={index} node={child} handlers={handlers} />
        ))}
      </Box>
    );
  }
  if (node.type === 'button') {
    return (
      <Button variant={node.background === 'accent' ? 'primary' : 'secondary'} className={node.className} style={style} onClick={tap} disabled={!tap}>
        {node.text}
      </Button>
    );
  }
  const view =
    node.type === 'image' ? (
      <img className={node.className} style={style} src={node.src} alt={node.text ?? ''} loading="lazy" decoding="async" />
    ) : node.type === 'theme-picker' ? (
      <ThemePicker />
    ) : (
      <span className={node.className} style={style}>
        {node.text}
      </span>
    );
  if (!node.onTap) return view;
  return (
    <TapArea type="button" onClick={tap} disabled={!tap}>
      {view}
    </TapArea>
  );
}

function LayoutView({ node, handlers }: { node: LayoutNode; handlers: TapHandlers }) {
  return <>{renderView(node, handlers)}</>;
}

/** The views `layout` describes; `onTap` holds the handlers its nodes name. */
export function LayoutRenderer({ layout, onTap = {} }: { layout: LayoutNode; onTap?: TapHandlers }) {
  return <LayoutView node={layout} handlers={onTap} />;
}
