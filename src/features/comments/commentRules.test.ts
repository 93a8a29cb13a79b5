// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { canDeleteComment, canReportComment, clearPostedDraft, loadDraft, reportErrorText, saveDraft } from './commentRules';

const viewer = (id: number, thumbs = false) => ({ id, thumbs });

describe('comment permissions', () => {
  it('lets the author, the page owner and thumbs accounts delete', () => {
    expect(canDeleteComment(viewer(1), { userId: 1 }, 9)).toBe(true);
    expect(canDeleteComment(viewer(9), { userId: 1 }, 9)).toBe(true);
    expect(canDeleteComment(viewer(4, true), { userId: 1 }, 9)).toBe(true);
    expect(canDeleteComment(viewer(5), { userId: 1 }, 9)).toBe(false);
    expect(canDeleteComment(viewer(5), { userId: 1 }, null)).toBe(false);
    expect(canDeleteComment(null, { userId: 1 }, 9)).toBe(false);
  });

  it('gives the report action to everyone signed in but the author', () => {
    expect(canReportComment(viewer(5), { userId: 1 })).toBe(true);
    expect(canReportComment(viewer(1), { userId: 1 })).toBe(false);
    expect(canReportComment(null, { userId: 1 })).toBe(false);
  });

  it('writes the report failure as status and message', () => {
    expect(reportErrorText(403, 'You cannot report your own comment.')).toBe('Error: 403 You cannot report your own comment.');
  });
});

describe('comment drafts', () => {
  it('keeps one draft per target', () => {
    saveDraft(1, 'sketch', 1, 'one');
    saveDraft(1, 'profile', 1, 'two');
    expect(loadDraft(1, 'sketch', 1)).toBe('one');
    expect(loadDraft(1, 'profile', 1)).toBe('two');
    expect(loadDraft(1, 'sketch', 2)).toBe('');
  });

  it('clears a posted draft, but not one the user changed since', () => {
    saveDraft(1, 'sketch', 1, 'posted');
    clearPostedDraft(1, 'sketch', 1, 'posted');
    expect(loadDraft(1, 'sketch', 1)).toBe('');
    saveDraft(1, 'sketch', 1, 'newer');
    clearPostedDraft(1, 'sketch', 1, 'posted');
    expect(loadDraft(1, 'sketch', 1)).toBe('newer');
  });
});
