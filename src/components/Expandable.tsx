// The toolkit's expandable section (spec part 2 §4, §9): a header 44 px high that opens and
// closes the section, closed unless told otherwise. Its content is a callback called only while
// the section is open, so a closed section costs nothing (no markup, no request of what it shows)
// and each opening fills it anew. The header is a button with aria-expanded and aria-controls (the
// disclosure pattern), not a <details>, whose content is in the page while it is closed and whose
// toggle event comes only after the change has shown.
import { styled } from '@linaria/react';
import { useId, useState, type ReactNode } from 'react';

const Header = styled.button`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: 8px;
  width: 100%;
  min-height: 44px;
  padding: 0 10px;
  border: 1px solid var(--border);
  border-radius: var(--radius);
  background: var(--surface);
  color: var(--text);
  font: inherit;
  font-weight: 700;
  text-align: start;
  cursor: pointer;
  .chevron {
    flex: none;
    transition: transform 120ms ease;
  }
  &[aria-expanded='true'] .chevron {
    transform: rotate(180deg);
  }
`;

type HeadingLevel = 2 | 3 | 4 | 5 | 6;

export interface ExpandableProps {
  /** The header's text: what the section holds. */
  title: ReactNode;
  /** Fills the section: called while it is open, never while it is closed. */
  children: () => ReactNode;
  /** Open from the start (a section is closed unless told). */
  defaultOpen?: boolean;
  /** The header inside a heading of this level, so the section keeps its place in the page's outline. */
  headingLevel?: HeadingLevel;
  /** The header's id (its heading's, when it has one), for a region named by it (aria-labelledby). */
  headerId?: string;
  /** The header button's data-testid. */
  testId?: string;
  className?: string;
}

export function Expandable({ title, children, defaultOpen = false, headingLevel, headerId, testId, className }: ExpandableProps) {
  const [open, setOpen] = useState(defaultOpen);
  const panelId = `${useId()}-panel`;
  const header = (
    <Header type="button" id={headingLevel ? undefined : headerId} aria-expanded={open} aria-controls={panelId} onClick={() => setOpen(!open)} data-testid={testId}>
      <span>{title}</span>
      <span className="chevron" aria-hidden="true">
        ▾
      </span>
    </Header>
  );
  const Heading = headingLevel ? (`h${headingLevel}` as const) : null;
  return (
    <div className={className}>
      {Heading ? <Heading id={headerId}>{header}</Heading> : header}
      {/* Always in the page, so the header's aria-controls names an element; empty while closed. */}
      <div id={panelId} hidden={!open}>
        {open && children()}
      </div>
    </div>
  );
}
