// The toolkit theme picker: one entry per theme; choosing one saves it and rebuilds the page.
import { styled } from '@linaria/react';
import { useTheme } from '../stores/theme';
import { THEMES, type ThemeName } from '../lib/theme';

export interface ThemePickerEntry {
  label: string;
  theme: ThemeName;
  width: number;
}

const ENTRIES: ThemePickerEntry[] = THEMES.map((theme) => ({
  theme,
  label: theme[0]!.toUpperCase() + theme.slice(1),
  width: 72,
}));

const Row = styled.div`
  display: flex;
  gap: 6px;
  button {
    height: 44px;
    border-radius: 8px;
    border: 2px solid var(--border);
    cursor: pointer;
    font-weight: 600;
  }
  button[data-theme-swatch='light'] {
    background: #f2f2f3;
    color: #1c1c1e;
  }
  button[data-theme-swatch='gray'] {
    background: #4d5052;
    color: #f4f4f5;
  }
  button[data-theme-swatch='dark'] {
    background: #161616;
    color: #ececee;
  }
  button[aria-pressed='true'] {
    border-color: var(--accent);
  }
`;

export function ThemePicker() {
  const current = useTheme((s) => s.theme);
  const setTheme = useTheme((s) => s.setTheme);
  return (
    <Row role="group" aria-label="Theme">
      {ENTRIES.map((entry) => (
        <button
          key={entry.theme}
          type="button"
          style={{ width: entry.width }}
          data-theme-swatch={entry.theme}
          data-testid={`theme-${entry.theme}`}
          aria-pressed={current === entry.theme}
          onClick={() => setTheme(entry.theme)}
        >
          {entry.label}
        </button>
      ))}
    </Row>
  );
}
