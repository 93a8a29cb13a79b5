// The loading ring. It says "Loading…" to a screen reader as it appears (a status), which the ring
// alone does not: a list or the comments loading would otherwise be silence.
import { styled } from '@linaria/react';

const Ring = styled.div`
  width: 36px;
  height: 36px;
  border-radius: 50%;
  border: 4px solid var(--border);
  border-top-color: var(--accent);
  animation: spin 0.8s linear infinite;
  @keyframes spin {
    to {
      transform: rotate(360deg);
    }
  }
`;

export function Spinner({ 'data-testid': testId }: { 'data-testid'?: string }) {
  return (
    <Ring role="status" data-testid={testId}>
      <span className="sr-only">Loading…</span>
    </Ring>
  );
}
